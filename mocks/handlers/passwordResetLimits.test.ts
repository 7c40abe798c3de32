/**
 * Password resets under attack (docs/server.md#rate-limits): requests are limited per email and
 * per client address (429 with Retry-After) and counted as they arrive, so simultaneous requests
 * cannot pass a limit together; refused links are limited per client (token guessing). And the
 * answer is complete before any work that depends on the email: proved by holding that work back,
 * not by timing it.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEMO_USER } from '../db/seed';
import { countStatuses } from '../../tests/kit/signInTestkit';
import {
  confirmReset,
  heldAfterAnswer,
  mailOf,
  requestReset,
  send,
  tokenMailedTo,
  useResetBackend,
} from '../../tests/kit/resetTestkit';
import { RESET_LIMITS } from './resetLimits';

let held = heldAfterAnswer();
const world = useResetBackend(() => {
  held = heldAfterAnswer();
  return { afterAnswer: held };
});
const at = (n: number) => `198.51.100.${n}`;

describe('the answer does not depend on the email', () => {
  it('is complete, and alike for a known and an unknown email, before anything about the email is looked at', async () => {
    const lookups = vi.spyOn(world.backend.db.data.users, 'find');
    const writes = vi.spyOn(world.backend.db, 'write');
    const known = await requestReset(world.backend, DEMO_USER.email, { client: at(1) });
    const unknown = await requestReset(world.backend, 'no-account@example.org', { client: at(1) });
    expect(known.status).toBe(202);
    expect({ ...unknown, headers: [...unknown.headers] }).toEqual({ ...known, headers: [...known.headers] });
    // Both answers are out; the lookup, the token and the mail have not begun for either.
    expect(lookups).not.toHaveBeenCalled();
    expect(writes).not.toHaveBeenCalled();
    expect(held.held).toBe(2);
    await held.release();
    expect(lookups).toHaveBeenCalledTimes(2);
    expect((await mailOf(world.backend)).map((message) => message.to)).toEqual([DEMO_USER.email]);
    expect(world.backend.db.data.passwordResets).toHaveLength(1);
  });

  it('a refused request leaves no work behind', async () => {
    for (let n = 0; n < RESET_LIMITS.perEmail; n++)
      await requestReset(world.backend, DEMO_USER.email, { client: at(n) });
    expect(held.held).toBe(RESET_LIMITS.perEmail);
    expect((await requestReset(world.backend, DEMO_USER.email, { client: at(9) })).status).toBe(429);
    expect(held.held).toBe(RESET_LIMITS.perEmail);
  });
});

describe('reset requests', () => {
  it(`per email: ${RESET_LIMITS.perEmail} in 15 minutes, the same for an email without an account`, async () => {
    for (const email of [DEMO_USER.email, 'no-account@example.org']) {
      for (let n = 0; n < RESET_LIMITS.perEmail; n++)
        expect((await requestReset(world.backend, email, { client: at(n) })).status).toBe(202);
      const refused = await requestReset(world.backend, email.toUpperCase(), { client: at(50) });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(RESET_LIMITS.windowMs / 1000);
      expect(refused.body?.message).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes?\.$/);
    }
    world.advance(RESET_LIMITS.windowMs + 1000);
    expect((await requestReset(world.backend, DEMO_USER.email)).status).toBe(202);
  });

  it(`per client: ${RESET_LIMITS.perClient} in 15 minutes across emails, and not the other clients`, async () => {
    for (let n = 0; n < RESET_LIMITS.perClient; n++)
      expect((await requestReset(world.backend, `person${n}@example.org`, { client: '203.0.113.9' })).status).toBe(202);
    expect((await requestReset(world.backend, DEMO_USER.email, { client: '203.0.113.9' })).status).toBe(429);
    expect((await requestReset(world.backend, DEMO_USER.email, { client: '203.0.113.10' })).status).toBe(202);
  });

  it(`40 at once for one email from 40 clients: ${RESET_LIMITS.perEmail} pass, and only they send mail`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => requestReset(world.backend, DEMO_USER.email, { client: at(n) })),
    );
    expect(countStatuses(answers)).toEqual({ 202: RESET_LIMITS.perEmail, 429: 40 - RESET_LIMITS.perEmail });
    await held.release();
    expect(await mailOf(world.backend)).toHaveLength(RESET_LIMITS.perEmail);
  });

  it(`60 at once from one client across emails: ${RESET_LIMITS.perClient} pass`, async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        requestReset(world.backend, `person${n}@example.org`, { client: '203.0.113.9' }),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 202: RESET_LIMITS.perClient, 429: 60 - RESET_LIMITS.perClient });
  });
});

describe('reset confirms', () => {
  it(`a client with ${RESET_LIMITS.confirmsPerClient} refused links is refused even a good one; other clients are not`, async () => {
    await requestReset(world.backend, DEMO_USER.email);
    await held.release();
    const token = await tokenMailedTo(world.backend, DEMO_USER.email);
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        confirmReset(world.backend, `guess-${n}-${'x'.repeat(30)}`, 'a-new-password', { client: '203.0.113.66' }),
      ),
    );
    expect(countStatuses(guesses)).toEqual({
      422: RESET_LIMITS.confirmsPerClient,
      429: 30 - RESET_LIMITS.confirmsPerClient,
    });
    const refused = await confirmReset(world.backend, token, 'a-new-password', { client: '203.0.113.66' });
    expect(refused.status).toBe(429);
    expect(refused.body?.message).toMatch(/^Too many attempts with reset links\. Please try again in \d+ minutes?\.$/);
    expect((await confirmReset(world.backend, token, 'a-new-password', { client: '203.0.113.67' })).status).toBe(204);
  });

  it('a link that sets a password is not counted against its client', async () => {
    for (let n = 0; n < RESET_LIMITS.confirmsPerClient; n++) {
      const email = `reset${n}@example.org`;
      const registered = await send(world.backend, '/api/auth/register', {
        username: `reset.user${n}`,
        email,
        password: 'the-first-password',
        walletAddress: '0x1111111111111111111111111111111111111111',
      });
      expect(registered.status).toBe(201);
      await requestReset(world.backend, email, { client: at(n) });
      await held.release();
      const token = await tokenMailedTo(world.backend, email);
      expect((await confirmReset(world.backend, token, 'a-new-password', { client: '192.0.2.5' })).status).toBe(204);
    }
    const guess = await confirmReset(world.backend, 'x'.repeat(43), 'a-new-password', { client: '192.0.2.5' });
    expect(guess.status).toBe(422);
  });
});
