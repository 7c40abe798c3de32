/**
 * The session a response set, read one way for every suite (the cookie is `sid`; its attributes
 * are docs/server.md#sessions-and-cookies's): the `sid=…` pair to send back as `Cookie`, or the
 * bare token. Empty or null when the response set no session.
 */
const SESSION_COOKIE = /^sid=([^;]*)/;

/** The `sid=…` pair a response set, for a `Cookie` header; '' when it set none. */
export function sessionCookieOf(response: { headers: Headers }): string {
  const header = response.headers.getSetCookie().find((cookie) => SESSION_COOKIE.test(cookie));
  return header?.split(';')[0] ?? '';
}

/** The session token a response set, or null when it set none (or expired it). */
export function sessionTokenOf(response: { headers: Headers }): string | null {
  return SESSION_COOKIE.exec(sessionCookieOf(response))?.[1] || null;
}
