/**
 * Sign-in under attack: guesses are limited per account and per client address (429 with
 * Retry-After, before any password is hashed), simultaneous guesses are counted before any of them
 * is checked, and an unknown email costs as much work as a known one, so neither the answer nor its
 * timing tells which emails have accounts. The device cookie's rules are in deviceCookie.test.ts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { LOGIN_LIMITS } from './loginLimits';
import { countStatuses, signInTo, useClockedBackend } from '../../tests/kit/signInTestkit';

const world = useClockedBackend();

const signIn = (email: string, password: string, client = '203.0.113.7') =>
  signInTo(world.backend, email, password, { client });

describe('per account', () => {
  it(`refuses the ${LOGIN_LIMITS.perAccount + 1}th try after ${LOGIN_LIMITS.perAccount} wrong passwords, even with the right one, from any client`, async () => {
    for (let n = 0; n < LOGIN_LIMITS.perAccount; n++)
      expect((await signIn(DEMO_USER.email, `wrong-${n}`, `198.51.100.${n}`)).status).toBe(401);
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
    world.advance(LOGIN_LIMITS.windowMs + 1000);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });

  it('a success clears the count: a person who mistypes now and then is never locked out', async () => {
    for (let round = 0; round < 3; round++) {
      for (let n = 0; n < LOGIN_LIMITS.perAccount - 1; n++)
        expect((await signIn(DEMO_USER.email, 'typo')).status).toBe(401);
      expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
    }
  });
});

describe('per client', () => {
  it(`refuses a client after ${LOGIN_LIMITS.perClient} failures across accounts, and not the others`, async () => {
    for (let n = 0; n < LOGIN_LIMITS.perClient; n++)
      expect((await signIn(`nobody${n}@example.org`, 'guess', '203.0.113.9')).status).toBe(401);
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
    const sample = world.backend.db.data.users.find((user) => user.passwordHash === null);
    if (!sample) throw new Error('the seed has sample users');
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    expect((await signIn(sample.email, 'Whatever123!')).status).toBe(401);
    expect(derive).toHaveBeenCalledOnce();
  });
});

describe('simultaneous attempts', () => {
  const at = (n: number) => `198.51.100.${n}`;
  // The stand-in hash for unknown emails is made when the backend starts; one unknown email, from
  // an address and for an account no test here uses, waits for it, so a spy counts only the test's work.
  beforeEach(async () => {
    expect((await signIn('warm-up@example.org', 'guess', '192.0.2.250')).status).toBe(401);
  });

  it(`40 wrong passwords for one account at once: ${LOGIN_LIMITS.perAccount} are checked, the rest refused without any password work`, async () => {
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    // Each from its own address, so only the account's limit can stop them.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => signIn(DEMO_USER.email, `wrong-${n}`, at(n))),
    );
    expect(countStatuses(answers)).toEqual({ 401: LOGIN_LIMITS.perAccount, 429: 40 - LOGIN_LIMITS.perAccount });
    expect(derive).toHaveBeenCalledTimes(LOGIN_LIMITS.perAccount);
  });

  it(`60 failures across 60 accounts from one client at once: ${LOGIN_LIMITS.perClient} are checked`, async () => {
    const emails = world.backend.db.data.users
      .map((user) => user.email)
      .concat(Array.from({ length: 60 }, (_, n) => `nobody${n}@example.org`))
      .slice(0, 60);
    const derive = vi.spyOn(crypto.subtle, 'deriveBits');
    const answers = await Promise.all(emails.map((email) => signIn(email, 'Guess123!', '203.0.113.9')));
    expect(countStatuses(answers)).toEqual({ 401: LOGIN_LIMITS.perClient, 429: 60 - LOGIN_LIMITS.perClient });
    expect(derive).toHaveBeenCalledTimes(LOGIN_LIMITS.perClient);
  });

  it("a flood against one account does not stop another account's correct sign-in meanwhile", async () => {
    const flood = Promise.all(
      Array.from({ length: 40 }, (_, n) => signIn(DEMO_USER.email, `wrong-${n}`, '203.0.113.66')),
    );
    const admin = await signIn(DEMO_ADMIN.email, DEMO_ADMIN.password, '192.0.2.1');
    expect(admin.status).toBe(200);
    expect(countStatuses(await flood)).toEqual({ 401: LOGIN_LIMITS.perAccount, 429: 40 - LOGIN_LIMITS.perAccount });
  });

  it('a correct sign-in among simultaneous wrong ones for its account takes back only its own count', async () => {
    // One right and three wrong at once, from one address: the success does not count against the address.
    const answers = await Promise.all([
      signIn(DEMO_USER.email, 'wrong-1', '203.0.113.20'),
      signIn(DEMO_USER.email, DEMO_USER.password, '203.0.113.20'),
      signIn(DEMO_USER.email, 'wrong-2', '203.0.113.20'),
      signIn(DEMO_USER.email, 'wrong-3', '203.0.113.20'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([401, 200, 401, 401]);
    // The address has 3 failures: 17 more are checked before it is refused.
    const more = await Promise.all(
      Array.from({ length: 20 }, (_, n) => signIn(`nobody${n}@example.org`, 'guess', '203.0.113.20')),
    );
    expect(countStatuses(more)).toEqual({ 401: LOGIN_LIMITS.perClient - 3, 429: 3 });
  });
});
