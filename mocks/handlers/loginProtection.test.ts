/**
 * Sign-in under attack: guesses are limited per account and per client address (429 with
 * Retry-After, before any password is hashed), and an unknown email costs as much work as a
 * known one, so neither the answer nor its timing tells which emails have accounts.
 */
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockBackend } from '../backend';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { createTestBackend, TEST_NOW } from '../node';
import { CLIENT_ADDRESS_HEADER } from './clientAddress';
import { LOGIN_LIMITS } from './loginLimits';

let clock = TEST_NOW;
let backend: MockBackend;

beforeEach(async () => {
  clock = TEST_NOW;
  backend = await createTestBackend({ now: () => clock });
});
afterEach(() => vi.restoreAllMocks());

async function signIn(email: string, password: string, client = '203.0.113.7') {
  const request = new Request('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [CLIENT_ADDRESS_HEADER]: client },
    body: JSON.stringify({ username: email, password }),
  });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error('no handler answered');
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), body: (await response.json().catch(() => null)) as { message?: string } | null };
}

describe('per account', () => {
  it(`refuses the ${LOGIN_LIMITS.perAccount + 1}th try after ${LOGIN_LIMITS.perAccount} wrong passwords, even with the right one, from any client`, async () => {
    for (let n = 0; n < LOGIN_LIMITS.perAccount; n++) expect((await signIn(DEMO_USER.email, `wrong-${n}`, `198.51.100.${n}`)).status).toBe(401);
    const refused = await signIn(DEMO_USER.email, DEMO_USER.password, '192.0.2.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(LOGIN_LIMITS.windowMs / 1000);
    expect(refused.body?.message).toMatch(/^Too many sign-in attempts\. Please try again in \d+ minutes?\.$/);
    // Another account is not held back by this one's guesses.
    expect((await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, '192.0.2.1')).status).toBe(200);
  });

  it('lets the account in again once the window has passed', async () => {
    for (let n = 0; n < LOGIN_LIMITS.perAccount; n++) await signIn(DEMO_USER.email, 'wrong');
    expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(429);
    clock += LOGIN_LIMITS.windowMs + 1000;
    expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });

  it('a success clears the count: a person who mistypes now and then is never locked out', async () => {
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < LOGIN_LIMITS.perAccount - 1; n++) expect((await signIn(DEMO_USER.email, 'typo')).status).toBe(401);
      expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
    }
  });
});

describe('per client', () => {
  it(`refuses a client after ${LOGIN_LIMITS.perClient} failures across accounts, and not the others`, async () => {
    for (let n = 0; n < LOGIN_LIMITS.perClient; n++) expect((await signIn(`nobody${n}@example.org`, 'guess', '203.0.113.9')).status).toBe(401);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, '203.0.113.9')).status).toBe(429);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password, '203.0.113.10')).status).toBe(200);
  });

  it('a refused try is not hashed: a flood costs the server no password work', async () => {
    for (let n = 0; n < LOGIN_LIMITS.perClient; n++) await signIn(`nobody${n}@example.org`, 'guess');
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    for (let n = 0; n < 10; n++) expect((await signIn(`more${n}@example.org`, 'guess')).status).toBe(429);
    expect(derive).not.toHaveBeenCalled();
  });
});

describe('an unknown email', () => {
  it('is answered like a wrong password, after the same password work', async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const unknown = await signIn('no-such-person@example.org', 'Whatever123!');
    const unknownWork = derive.mock.calls.length;
    derive.mockClear();
    const wrong = await signIn(DEMO_USER.email, 'Whatever123!');
    expect(unknown).toEqual(wrong);
    expect(unknownWork).toBe(derive.mock.calls.length);
    expect(unknownWork).toBeGreaterThan(0);
  });

  it('a sample account that cannot sign in costs the same work too', async () => {
    const sample = backend.db.data.users.find((user) => user.passwordHash === null);
    if (!sample) throw new Error('the seed has sample users');
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    expect((await signIn(sample.email, 'Whatever123!')).status).toBe(401);
    expect(derive).toHaveBeenCalledOnce();
  });
});
