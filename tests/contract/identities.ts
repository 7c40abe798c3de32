/**
 * Who is calling. Node's fetch keeps no cookies, so each identity carries its own jar: it
 * sends the cookies it was given and applies every Set-Cookie it receives, as a browser would.
 * `as(identity, call)` runs a typed-client call with that identity's fetch.
 */
import { ApiError, type ErrorBody } from '../../src/api';
import { getSetCookies } from './cookies';

const nativeFetch = globalThis.fetch;

export class Identity {
  readonly jar = new Map<string, string>();
  /** The raw Set-Cookie headers of the last response, for checking attributes. */
  lastSetCookies: string[] = [];

  constructor(readonly label: string) {}

  readonly fetch: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers);
    if (this.jar.size) headers.set('cookie', [...this.jar].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await nativeFetch(input, { ...init, headers });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const cookie of getSetCookies(response)) {
      if (cookie.expired) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return response;
  };
}

export const anonymous = new Identity('no session');

export async function as<T>(identity: Identity, call: () => Promise<T>): Promise<T> {
  globalThis.fetch = identity.fetch;
  try {
    return await call();
  } finally {
    globalThis.fetch = nativeFetch;
  }
}

/** The HTTP status a call ends with: 2xx as returned, an ApiError's status otherwise. */
export async function statusOf(identity: Identity, call: () => Promise<unknown>, success = 200): Promise<number> {
  try {
    await as(identity, call);
    return success;
  } catch (error) {
    if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number')
      return error.status;
    throw error;
  }
}

/** The refusal a call ends with, as `identity`: its status and body. A call that succeeds fails the test. */
export async function refusal(
  identity: Identity,
  call: () => Promise<unknown>,
): Promise<{ status: number; body: ErrorBody | null }> {
  try {
    await as(identity, call);
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('the call succeeded');
}
