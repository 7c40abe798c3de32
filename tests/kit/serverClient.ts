/** Calls to a running reference server (./serverProcess.ts) over HTTP, with one explicit cookie per client. */
import { answerOf, type Send } from './concurrentOps';

/** Calls over HTTP; the server sets the client address from the socket, so `address` is not sent. */
export function overHttp(base: string): Send {
  return async (method, path, { token, body } = {}) => {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Cookie = `sid=${token}`;
    const response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return answerOf(response);
  };
}

/** Signs the demo user in over HTTP; `cookie` is the `sid=…` pair to send back, `setCookie` the whole header. */
export async function signInDemo(base: string): Promise<{ cookie: string; setCookie: string }> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'demo@example.com', password: 'Password123!' }),
  });
  if (response.status !== 200) throw new Error(`the demo user could not sign in: ${response.status}`);
  const setCookie = response.headers.getSetCookie()[0] ?? '';
  return { cookie: setCookie.split(';')[0] ?? '', setCookie };
}
