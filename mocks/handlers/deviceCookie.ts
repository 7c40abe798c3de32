/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful
 * sign-in gives the browser a cookie bound to the account it signed in to, and that browser's
 * later attempts for that account are limited by the cookie's own count (./loginLimits.ts), so a
 * guesser who spends the account's attempts, or floods from the owner's address, cannot lock the
 * owner out of a browser they have used before.
 *
 * The value is `<nonce>.<issued>.<mac>`: 16 random bytes, the time it was issued (ms), and
 * HMAC-SHA256 over both and the user's id under a key made at random when the backend starts. So
 * a cookie cannot be forged or moved to another account, it ends a session lifetime after it was
 * issued however it was kept, and a restart (or a reset of the demo data) voids every cookie,
 * whose owners then sign in once more as from an unknown browser. The MAC is computed with
 * @noble/hashes, synchronously: the check must not wait in Node's threadpool, which a flood's
 * password hashing can fill (the reason trusted attempts exist), and it runs in a browser too.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export const DEVICE_COOKIE = 'device';

export interface DeviceCookies {
  /** A new cookie value for `userId`. */
  issue(userId: string): string;
  /**
   * The device's identity (its nonce, the key of its own limit) when `value` is a live cookie this
   * backend issued for `userId`; null for anything else, which then counts as an unknown client.
   */
  verify(value: string | undefined, userId: string | undefined): string | null;
}

export interface DeviceCookieOptions {
  now: () => number;
  /** How long after it was issued a cookie counts (the session's absolute lifetime). */
  lifetimeMs: number;
  /** The signing key; random unless a test needs to fix it. */
  key?: Uint8Array;
}

const FORMAT = /^([0-9a-f]{32})\.(\d{1,15})\.([0-9a-f]{64})$/;

export function createDeviceCookies({
  now,
  lifetimeMs,
  key = crypto.getRandomValues(new Uint8Array(32)),
}: DeviceCookieOptions): DeviceCookies {
  const mac = (nonce: string, issued: string, userId: string) =>
    bytesToHex(hmac(sha256, key, utf8ToBytes(`${nonce}.${issued}.${userId}`)));
  return {
    issue(userId) {
      const nonce = bytesToHex(crypto.getRandomValues(new Uint8Array(16)));
      const issued = String(now());
      return `${nonce}.${issued}.${mac(nonce, issued, userId)}`;
    },
    verify(value, userId) {
      const match = FORMAT.exec(value ?? '');
      if (!match) return null;
      const [, nonce = '', issued = '', given = ''] = match;
      // Computed for an email with no account too, so the answer's timing says nothing more.
      const valid = sameText(given, mac(nonce, issued, userId ?? ''));
      const age = now() - Number(issued);
      return valid && userId !== undefined && age >= 0 && age < lifetimeMs ? nonce : null;
    },
  };
}

/** Compares every character, so the time taken says nothing about how much of a forged MAC was right. */
function sameText(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * The Set-Cookie for a device cookie: only ever sent to /api/auth (sign-in is all it is for),
 * never to a cross-site request, never readable by scripts, and kept as long as a session can last.
 */
export function deviceSetCookie(value: string, lifetimeMs: number): string {
  return `${DEVICE_COOKIE}=${value}; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=${Math.floor(lifetimeMs / 1000)}`;
}

/**
 * Adds the device cookie to a sign-in's answer. Appended to the made answer rather than given with
 * it: Mock Service Worker's own cookie jar (the browser mock's, and msw/node's in the handler tests)
 * reads only the Set-Cookie an answer was made with, and reads two at once as one broken cookie,
 * which would move the session cookie to this cookie's path. A host that passes on every header
 * (the reference server) sends both; a browser keeps scripts from setting a Set-Cookie on an
 * answer, so there the browser mock, whose one client is the page itself, has no device cookie.
 */
export function withDeviceCookie<T extends Response>(response: T, value: string, lifetimeMs: number): T {
  response.headers.append('Set-Cookie', deviceSetCookie(value, lifetimeMs));
  return response;
}
