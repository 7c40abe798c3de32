/**
 * Device cookies: a browser that has signed in to an account keeps a signed cookie for it, and its
 * later attempts for that account are limited by the cookie's own count, not by the account's
 * count for unknown clients nor by its address's, so a guesser who has spent those cannot lock the
 * owner out. A cookie counts for its own account only, and a forged one counts for nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { createTestBackend } from '../node';
import { createDeviceCookies, DEVICE_COOKIE } from './deviceCookie';
import { DEFAULT_SESSION_POLICY } from './http';
import { LOGIN_LIMITS } from './loginLimits';
import { countStatuses, signInTo, useClockedBackend, type SignInOptions } from '../../tests/kit/signInTestkit';

const world = useClockedBackend();

const HOME = '198.51.100.1';
const FLOODED = '203.0.113.66';
const signIn = (email: string, password: string, options: SignInOptions = {}) =>
  signInTo(world.backend, email, password, options);

/** Signs in as `who` from home and returns the device cookie's `device=…` pair. */
async function deviceOf(who: { email: string; password: string }): Promise<string> {
  const answer = await signIn(who.email, who.password, { client: HOME });
  expect(answer.status).toBe(200);
  if (!answer.device) throw new Error('the sign-in set no device cookie');
  return answer.device;
}

/** Spends the account's attempts for unknown clients: `perAccount` wrong passwords from as many addresses. */
async function lockAccount(email: string) {
  for (let n = 0; n < LOGIN_LIMITS.perAccount; n++)
    expect((await signIn(email, `wrong-${n}`, { client: `192.0.2.${n}` })).status).toBe(401);
  expect((await signIn(email, 'wrong', { client: '192.0.2.200' })).status).toBe(429);
}

/** Spends an address's attempts: `perClient` failures there across unknown emails. */
async function lockAddress(client: string) {
  const answers = await Promise.all(
    Array.from({ length: LOGIN_LIMITS.perClient }, (_, n) => signIn(`nobody${n}@example.org`, 'guess', { client })),
  );
  expect(countStatuses(answers)).toEqual({ 401: LOGIN_LIMITS.perClient });
}

describe('the device cookie', () => {
  it('is set by a successful sign-in, anew each time, HttpOnly, SameSite=Strict, for /api/auth only, for the session lifetime', async () => {
    const first = await signIn(DEMO_USER.email, DEMO_USER.password);
    const maxAge = DEFAULT_SESSION_POLICY.absoluteMs / 1000;
    expect(first.deviceSetCookie).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[0-9a-f]{32}\\.\\d+\\.[0-9a-f]{64}; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=${maxAge}$`,
      ),
    );
    const second = await signIn(DEMO_USER.email, DEMO_USER.password, { cookie: first.device ?? '' });
    expect(second.device).not.toBe(first.device);
    expect((await signIn(DEMO_USER.email, 'wrong')).deviceSetCookie).toBeNull();
  });

  it("lets its account's owner in past the account's and the address's spent limits", async () => {
    const device = await deviceOf(DEMO_USER);
    await lockAccount(DEMO_USER.email);
    await lockAddress(FLOODED);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { client: FLOODED })).status).toBe(429);
    // Its wrong password is checked and answered as such; the right one signs in.
    expect((await signIn(DEMO_USER.email, 'typo', { client: FLOODED, cookie: device })).status).toBe(401);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { client: FLOODED, cookie: device })).status).toBe(200);
  });

  it('lets its owner in while a flood against the account from the same address is answered', async () => {
    const device = await deviceOf(DEMO_ADMIN);
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, n) => signIn(DEMO_ADMIN.email, `wrong-${n}`, { client: FLOODED })),
    );
    const owner = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, { client: FLOODED, cookie: device });
    expect(owner.status).toBe(200);
    expect(countStatuses(await flood)).toEqual({ 401: LOGIN_LIMITS.perAccount, 429: 40 - LOGIN_LIMITS.perAccount });
  });

  it('does nothing for another account: attempts with it are counted as from an unknown client', async () => {
    const demoDevice = await deviceOf(DEMO_USER);
    for (let n = 0; n < LOGIN_LIMITS.perAccount; n++)
      expect(
        (await signIn(DEMO_ADMIN.email, `wrong-${n}`, { client: `192.0.2.${n}`, cookie: demoDevice })).status,
      ).toBe(401);
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, { client: HOME, cookie: demoDevice })).status).toBe(
      429,
    );
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, { client: HOME })).status).toBe(429);
    // The cookie's own account was not touched by any of it.
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { client: HOME, cookie: demoDevice })).status).toBe(200);
  });

  it('counts for nothing when forged, tampered with, made by another backend, or past its lifetime', async () => {
    const device = await deviceOf(DEMO_USER);
    const elsewhere = await createTestBackend({ now: world.now });
    const foreign = (await signInTo(elsewhere, DEMO_USER.email, DEMO_USER.password)).device ?? '';
    await lockAccount(DEMO_USER.email);
    const value = device.slice(DEVICE_COOKIE.length + 1);
    const [nonce = '', issued = '', mac = ''] = value.split('.');
    const flip = (hex: string) => hex.slice(0, -1) + (hex.endsWith('0') ? '1' : '0');
    const forgeries = [
      `${DEVICE_COOKIE}=${nonce}.${issued}.${flip(mac)}`,
      `${DEVICE_COOKIE}=${flip(nonce)}.${issued}.${mac}`,
      `${DEVICE_COOKIE}=${nonce}.${Number(issued) + 1}.${mac}`,
      `${DEVICE_COOKIE}=${nonce}.${issued}.${'0'.repeat(64)}`,
      `${DEVICE_COOKIE}=${value}.extra`,
      `${DEVICE_COOKIE}=usr-1`,
      `${DEVICE_COOKIE}=`,
      foreign,
    ];
    for (const cookie of forgeries)
      expect((await signIn(DEMO_USER.email, DEMO_USER.password, { cookie })).status, cookie).toBe(429);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { cookie: device })).status).toBe(200);
    world.advance(DEFAULT_SESSION_POLICY.absoluteMs);
    await lockAccount(DEMO_USER.email);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { cookie: device })).status).toBe(429);
  });

  it("holds a limit of its own, even for simultaneous guesses, and spends nothing of the account's", async () => {
    const device = await deviceOf(DEMO_USER);
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        signIn(DEMO_USER.email, `wrong-${n}`, { client: `198.51.100.${n}`, cookie: device }),
      ),
    );
    expect(countStatuses(guesses)).toEqual({ 401: LOGIN_LIMITS.perDevice, 429: 40 - LOGIN_LIMITS.perDevice });
    expect(derive).toHaveBeenCalledTimes(LOGIN_LIMITS.perDevice);
    const refused = await signIn(DEMO_USER.email, DEMO_USER.password, { cookie: device });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // The account's attempts for unknown clients, and the addresses', are untouched.
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { client: '198.51.100.0' })).status).toBe(200);
    world.advance(LOGIN_LIMITS.windowMs);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { cookie: device })).status).toBe(200);
  });

  it('is voided by a reset of the demo data', async () => {
    const device = await deviceOf(DEMO_USER);
    await world.backend.resetDemoData();
    await lockAccount(DEMO_USER.email);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, { cookie: device })).status).toBe(429);
  });

  it('is not set in a browser tab with a session of its own, which sets no cookie at all', async () => {
    let kept: string | null = null;
    const tab = await createTestBackend({
      now: world.now,
      tabSession: { token: () => kept, keep: (token) => (kept = token) },
    });
    const answer = await signInTo(tab, DEMO_USER.email, DEMO_USER.password);
    expect(answer.status).toBe(200);
    expect(answer.deviceSetCookie).toBeNull();
    expect(kept).not.toBeNull();
  });
});

describe('createDeviceCookies', () => {
  it('verifies a cookie for the user it was issued to, within its lifetime, and under its own key only', () => {
    let time = 1_000_000;
    const key = new Uint8Array(32).fill(7);
    const cookies = createDeviceCookies({ now: () => time, lifetimeMs: 1000, key });
    const value = cookies.issue('usr-1');
    const [nonce] = value.split('.');
    expect(cookies.verify(value, 'usr-1')).toBe(nonce);
    expect(cookies.verify(value, 'usr-2')).toBeNull();
    expect(cookies.verify(value, undefined)).toBeNull();
    expect(cookies.verify(undefined, 'usr-1')).toBeNull();
    expect(createDeviceCookies({ now: () => time, lifetimeMs: 1000 }).verify(value, 'usr-1')).toBeNull();
    expect(createDeviceCookies({ now: () => time, lifetimeMs: 1000, key }).verify(value, 'usr-1')).toBe(nonce);
    time += 999;
    expect(cookies.verify(value, 'usr-1')).toBe(nonce);
    time += 1;
    expect(cookies.verify(value, 'usr-1')).toBeNull();
    expect(cookies.issue('usr-1')).not.toBe(cookies.issue('usr-1'));
  });
});
