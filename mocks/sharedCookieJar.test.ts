/** The session cookie read from the jar all tabs save to, as the browser's mock reads it per request. */
import { Cookie } from 'tough-cookie';
import { describe, expect, it } from 'vitest';
import { sharedSessionToken } from './sharedCookieJar';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

/** localStorage holding Mock Service Worker's saved jar with these Set-Cookie lines. */
function jar(...setCookies: string[]): Storage {
  const saved = setCookies.map((line) => {
    const cookie = Cookie.parse(line);
    if (!cookie) throw new Error(`not a cookie: ${line}`);
    cookie.domain = 'localhost';
    cookie.creation = new Date(NOW - 60_000);
    return cookie.toJSON();
  });
  const map = new Map([['__msw-cookie-store__', JSON.stringify(saved)]]);
  return { getItem: (key: string) => map.get(key) ?? null } as Storage;
}

describe('sharedSessionToken', () => {
  it('finds the session a sign-in in any tab saved', () => {
    expect(
      sharedSessionToken(jar('theme=dark; Path=/', 'sid=abc; Path=/; HttpOnly; SameSite=Lax'), 'localhost', NOW),
    ).toBe('abc');
  });

  it('honours "remember me" lifetimes: an expired session is none', () => {
    expect(sharedSessionToken(jar('sid=abc; Path=/; HttpOnly; Max-Age=3600'), 'localhost', NOW)).toBe('abc');
    expect(sharedSessionToken(jar('sid=abc; Path=/; HttpOnly; Max-Age=30'), 'localhost', NOW)).toBeNull();
  });

  it("says there is none when no tab is signed in, and only another host's cookie is saved", () => {
    expect(sharedSessionToken({ getItem: () => null } as unknown as Storage, 'localhost', NOW)).toBeNull();
    expect(sharedSessionToken(jar('theme=dark; Path=/'), 'localhost', NOW)).toBeNull();
    expect(sharedSessionToken(jar('sid=abc; Path=/'), 'example.org', NOW)).toBeNull();
  });

  it('leaves the decision to the request when the jar cannot be read', () => {
    expect(sharedSessionToken({ getItem: () => '{not json' } as unknown as Storage, 'localhost', NOW)).toBeUndefined();
    expect(sharedSessionToken({ getItem: () => '{"a":1}' } as unknown as Storage, 'localhost', NOW)).toBeUndefined();
  });
});
