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
export function sharedSessionToken(
  storage: Storage = globalThis.localStorage,
  hostname = globalThis.location.hostname,
  now = Date.now(),
): string | null | undefined {
  let saved: unknown;
  try {
    const text = storage.getItem(MSW_COOKIE_STORE_KEY);
    if (text === null) return null;
    saved = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!Array.isArray(saved)) return undefined;
  const session = (saved as SavedCookie[]).find(
    (cookie) =>
      cookie.key === SESSION_COOKIE &&
      typeof cookie.value === 'string' &&
      (cookie.domain === undefined || cookie.domain === hostname) &&
      !expired(cookie, now),
  );
  return typeof session?.value === 'string' ? session.value : null;
}

/**
 * The URL parameter that opens a tab with a session of its own ("Open the admin side in a new
 * tab", src/app/layouts/OtherSideLink.tsx builds the link with src/config/demo.ts).
 */
export const OWN_SESSION_PARAM = 'tab-session';
/** Where such a tab keeps its session token: its sessionStorage outlives a reload and no other tab reads it. */
export const OWN_SESSION_KEY = 'dispute-centre:own-session';

/**
 * A tab's own session, so a presenter can show the user and the support desk side by side in one
 * browser (docs/server.md#sessions-and-cookies). The token never goes into Mock Service Worker's
 * jar, which every tab shares: the handlers read it here and hand a new one here instead of a
 * Set-Cookie (mocks/handlers/http.ts, `tabSession`).
 */
export interface TabSession {
  /** The tab's session token, null when the tab is signed out. */
  token(): string | null;
  /** Keeps the token a sign-in started, or null after a sign-out. */
  keep(token: string | null): void;
}

function storedToken(storage: Storage): string | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(OWN_SESSION_KEY) ?? 'null');
    const token = typeof saved === 'object' && saved !== null ? (saved as { token?: unknown }).token : null;
    return typeof token === 'string' ? token : null;
  } catch {
    return null;
  }
}

/**
 * The tab's own session when it was opened with the marker (or was, before a reload); null for a
 * tab that shares the browser's session, as every tab opened the ordinary way does. The marker
 * becomes a flag in the tab's sessionStorage, so the tab keeps its own session after a reload.
 */
export function ownTabSession(storage: Storage | undefined, search: string): TabSession | null {
  if (!storage) return null;
  try {
    if (storage.getItem(OWN_SESSION_KEY) === null) {
      if (!new URLSearchParams(search).has(OWN_SESSION_PARAM)) return null;
      storage.setItem(OWN_SESSION_KEY, JSON.stringify({ token: null }));
    }
  } catch {
    // No sessionStorage to keep a session in (storage disabled): the tab shares the browser's.
    return null;
  }
  return {
    token: () => storedToken(storage),
    keep: (token) => {
      try {
        storage.setItem(OWN_SESSION_KEY, JSON.stringify({ token }));
      } catch {
        // Not kept: the tab reads as signed out, and its session ends on its own in time.
      }
    },
  };
}
