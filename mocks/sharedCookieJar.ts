/**
 * The session cookie as every tab of the browser sees it. In mock mode the "cookies" of mocked
 * answers live in Mock Service Worker's own jar, which each tab loads from localStorage once, when
 * it starts, and writes back whole on every change: a sign-in in one tab would stay unknown to the
 * tabs already open, as if each tab were a browser of its own. Reading the saved jar on every
 * request gives the mock what a real browser gives a server: one cookie jar for all its tabs.
 *
 * The key and format are Mock Service Worker's (tough-cookie's serialised cookies); when they
 * cannot be read, the answer is `undefined` and the handlers keep the cookies MSW gave them.
 */
import { SESSION_COOKIE } from './handlers/http';

const MSW_COOKIE_STORE_KEY = '__msw-cookie-store__';

interface SavedCookie {
  key?: unknown;
  value?: unknown;
  domain?: unknown;
  maxAge?: unknown;
  expires?: unknown;
  creation?: unknown;
}

function expired(cookie: SavedCookie, now: number): boolean {
  if (typeof cookie.maxAge === 'number' && typeof cookie.creation === 'string') {
    return Date.parse(cookie.creation) + cookie.maxAge * 1000 <= now;
  }
  if (typeof cookie.expires === 'string' && cookie.expires !== 'Infinity') return Date.parse(cookie.expires) <= now;
  return false;
}

/** The session token in the browser's shared jar: a string, null when there is none, undefined when unreadable. */
export function sharedSessionToken(storage: Storage = globalThis.localStorage, hostname = globalThis.location.hostname, now = Date.now()): string | null | undefined {
  let saved: unknown;
  try {
    const text = storage.getItem(MSW_COOKIE_STORE_KEY);
    if (text === null) return null;
    saved = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(saved)) return undefined;
  const session = (saved as SavedCookie[]).find((cookie) =>
    cookie.key === SESSION_COOKIE && typeof cookie.value === 'string' && (cookie.domain === undefined || cookie.domain === hostname) && !expired(cookie, now));
  return typeof session?.value === 'string' ? session.value : null;
}
