/**
 * Sessions end: after a time unused and after a fixed lifetime in any case; signing in replaces
 * the session a request came with; ended sessions are cleared out of the store; and requests
 * from other sites cannot change anything with a signed-in person's cookie.
 */
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockBackend } from '../backend';
import { DEMO_USER } from '../db/seed';
import { createTestBackend, TEST_NOW } from '../node';
import { DEFAULT_SESSION_POLICY, sessionKey } from './http';
import { validDispute } from '../../tests/kit/handlerTestkit';

const MINUTE = 60_000;
const POLICY = { idleMs: 30 * MINUTE, absoluteMs: 8 * 60 * MINUTE };
let clock = TEST_NOW;
let backend: MockBackend;

beforeEach(async () => {
  clock = TEST_NOW;
  backend = await createTestBackend({ now: () => clock, sessions: POLICY, allowedOrigins: ['http://app.example'] });
});

async function call(
  method: string,
  path: string,
  { cookie, body, headers = {} }: { cookie?: string; body?: string; headers?: Record<string, string> } = {},
) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(cookie ? { Cookie: cookie } : {}),
      ...headers,
    },
    body,
  });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error('no handler answered');
  return response;
}

async function signIn(cookie?: string, rememberMe = false) {
  const response = await call('POST', '/api/auth/login', {
    cookie,
    body: JSON.stringify({ username: DEMO_USER.email, password: DEMO_USER.password, rememberMe }),
  });
  expect(response.status).toBe(200);
  const [setCookie = ''] = response.headers.getSetCookie();
  return { cookie: setCookie.split(';')[0] ?? '', setCookie };
}

const me = async (cookie: string) => (await call('GET', '/api/auth/me', { cookie })).status;

describe('a session', () => {
  it('ends after the idle time unused, and lives on while it is used', async () => {
    const { cookie } = await signIn();
    for (let step = 0; step < 4; step++) {
      clock += POLICY.idleMs - MINUTE;
      expect(await me(cookie)).toBe(200);
    }
    clock += POLICY.idleMs + MINUTE;
    expect(await me(cookie)).toBe(401);
  });

  it('ends after its absolute lifetime however much it is used', async () => {
    const { cookie } = await signIn();
    while (clock + 10 * MINUTE < TEST_NOW + POLICY.absoluteMs) {
      clock += 10 * MINUTE;
      expect(await me(cookie)).toBe(200);
    }
    clock = TEST_NOW + POLICY.absoluteMs;
    expect(await me(cookie)).toBe(401);
  });

  it('"remember me" keeps the cookie for the absolute lifetime, no longer', async () => {
    const { setCookie } = await signIn(undefined, true);
    expect(setCookie).toContain(`Max-Age=${POLICY.absoluteMs / 1000}`);
    expect((await signIn()).setCookie).not.toContain('Max-Age');
  });

  it('is replaced at sign-in: a token planted before it is never signed in', async () => {
    const planted = await signIn();
    await call('POST', '/api/auth/logout', { cookie: planted.cookie });
    const before = await signIn();
    const after = await signIn(before.cookie);
    expect(after.cookie).not.toBe(before.cookie);
    expect(await me(before.cookie)).toBe(401);
    expect(await me(after.cookie)).toBe(200);
  });

  it('is cleared out of the store once ended, at the next sign-in', async () => {
    await signIn();
    await signIn();
    expect(backend.db.data.sessions).toHaveLength(2);
    clock += POLICY.idleMs + MINUTE;
    await signIn();
    expect(backend.db.data.sessions).toHaveLength(1);
  });

  it('has defaults a person can live with: a week idle, thirty days in all', () => {
    expect(DEFAULT_SESSION_POLICY).toEqual({ idleMs: 7 * 24 * 60 * MINUTE, absoluteMs: 30 * 24 * 60 * MINUTE });
  });
});

describe('a state-changing call from another site, with the signed-in cookie', () => {
  const count = () => backend.db.data.disputes.length;

  it.each([
    ['text/plain carrying JSON', { 'Content-Type': 'text/plain' }, 415],
    ['form-encoded', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
    ['JSON from a foreign origin', { 'Content-Type': 'application/json', Origin: 'http://evil.example' }, 403],
    ['JSON from an opaque origin', { 'Content-Type': 'application/json', Origin: 'null' }, 403],
  ])('is refused when %s, and files nothing', async (_label, headers, status) => {
    const { cookie } = await signIn();
    const before = count();
    const response = await call('POST', '/api/disputes', { cookie, body: JSON.stringify(validDispute()), headers });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(count()).toBe(before);
  });

  it('goes through from an allowed origin and from a client that sends none', async () => {
    const { cookie } = await signIn();
    for (const headers of [{ Origin: 'http://app.example' }, {}] as Record<string, string>[]) {
      expect(
        (await call('POST', '/api/disputes', { cookie, body: JSON.stringify(validDispute()), headers })).status,
      ).toBe(201);
    }
  });
});

describe('in the browser, the session all tabs share', () => {
  it('signs a tab in that another tab signed in, and out that another signed out, whatever its own cookie says', async () => {
    const { cookie } = await signIn();
    const token = cookie.slice('sid='.length);
    let shared: string | null | undefined = token;
    backend = await createTestBackend({ now: () => clock, sessions: POLICY, sharedSessionToken: () => shared });
    await backend.db.write((tx) =>
      tx.put('sessions', {
        tokenHash: sessionKey(token),
        userId: 'usr-1',
        createdAt: new Date(clock).toISOString(),
        lastSeenAt: new Date(clock).toISOString(),
      }),
    );
    expect(await me('sid=stale-token-of-this-tab')).toBe(200);
    expect(await me('')).toBe(200);
    shared = null;
    expect(await me(cookie)).toBe(401);
    shared = undefined;
    expect(await me(cookie)).toBe(200);
  });
});
