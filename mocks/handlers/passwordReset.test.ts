/**
 * Password reset by e-mailed link (docs/server.md#password-reset): the same answer for any email,
 * a random single-use token stored only as its hash, valid 30 minutes, and a confirm that sets the
 * password, ends every session and every other link of the account, and starts none.
 */
import { describe, expect, it } from 'vitest';
import {
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  RESET_LINK_USED,
} from '../../src/api/passwordReset';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { sessionCookieOf } from '../../tests/kit/sessionCookie';
import { confirmReset, mailOf, requestReset, send, tokenMailedTo, useResetBackend } from '../../tests/kit/resetTestkit';
import { sessionKey } from './http';
import { LOGIN_LIMITS } from './loginLimits';

const world = useResetBackend(() => ({ allowedOrigins: ['http://app.test'] }));
const NEW_PASSWORD = 'a-brand-new-password';

const signIn = (email: string, password: string) =>
  send(world.backend, '/api/auth/login', { username: email, password });
const OTHER = { email: 'someone.else@example.org', password: 'someone-elses-password' };
const registerOther = () =>
  send(world.backend, '/api/auth/register', {
    username: 'someone.else',
    email: OTHER.email,
    password: OTHER.password,
    walletAddress: '0x1111111111111111111111111111111111111111',
  });
const sessionsOf = (email: string) => {
  const user = world.backend.db.data.users.find((candidate) => candidate.email === email);
  return world.backend.db.data.sessions.filter((session) => session.userId === user?.id);
};

describe('a reset request', () => {
  it('answers a known and an unknown email alike, and mails only the account', async () => {
    const known = await requestReset(world.backend, DEMO_USER.email);
    const unknown = await requestReset(world.backend, 'nobody-here@example.org');
    expect(known.status).toBe(202);
    expect({ ...unknown, headers: [...unknown.headers] }).toEqual({ ...known, headers: [...known.headers] });
    const mail = await mailOf(world.backend);
    expect(mail.map((message) => message.to)).toEqual([DEMO_USER.email]);
    expect(mail[0]?.subject).toBe('Reset your Dispute Centre password');
  });

  it('mails a link to the app with a random token, of which the store keeps only the hash', async () => {
    await requestReset(world.backend, DEMO_USER.email.toUpperCase());
    const [message] = await mailOf(world.backend);
    const url = new URL(message?.links[0]?.url ?? '');
    expect(`${url.origin}${url.pathname}`).toBe('http://app.test/reset-password');
    const token = url.searchParams.get('token') ?? '';
    // 32 random bytes, base64url: 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(message?.text).toContain(url.href);
    const stored = world.backend.db.data.passwordResets;
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(sessionKey(token));
    // Only the message itself carries it (the demo's outbox).
    expect(JSON.stringify({ ...world.backend.db.data, outbox: [] })).not.toContain(token);
    expect(Date.parse(stored[0]?.expiresAt ?? '') - Date.parse(stored[0]?.createdAt ?? '')).toBe(
      RESET_LINK_MINUTES * 60_000,
    );
  });

  it('links to the request’s Origin only when the server trusts it; a forged Host never makes the link', async () => {
    const linkFor = async (options: Parameters<typeof requestReset>[2]) => {
      await requestReset(world.backend, DEMO_ADMIN.email, options);
      return new URL((await mailOf(world.backend))[0]?.links[0]?.url ?? '').origin;
    };
    expect(await linkFor({ origin: 'http://app.test', client: '192.0.2.1' })).toBe('http://app.test');
    expect(await linkFor({ base: 'http://evil.test', client: '192.0.2.2' })).toBe('http://app.test');
    // A foreign Origin is refused before the handler runs (docs/server.md#request-guards).
    expect((await requestReset(world.backend, DEMO_ADMIN.email, { origin: 'http://evil.test' })).status).toBe(403);
  });

  it('sends nothing to a sample account that cannot sign in', async () => {
    const sample = world.backend.db.data.users.find((user) => user.passwordHash === null);
    if (!sample) throw new Error('the seed has sample users');
    expect((await requestReset(world.backend, sample.email)).status).toBe(202);
    expect(await mailOf(world.backend)).toEqual([]);
    expect(world.backend.db.data.passwordResets).toEqual([]);
  });

  it('refuses a body that is not an email with 400, before any work', async () => {
    const answer = await requestReset(world.backend, 'not an email');
    expect(answer.status).toBe(400);
    expect(answer.body?.fieldErrors?.email).toEqual(['Please enter a valid email address']);
  });
});

describe('a confirm', () => {
  it('sets the password, starts no session, ends every session of the account and no one else’s', async () => {
    const phone = sessionCookieOf(await signIn(DEMO_USER.email, DEMO_USER.password));
    await signIn(DEMO_USER.email, DEMO_USER.password);
    expect((await registerOther()).status).toBe(201);
    expect(sessionsOf(DEMO_USER.email)).toHaveLength(2);
    await requestReset(world.backend, DEMO_USER.email);
    const answer = await confirmReset(world.backend, await tokenMailedTo(world.backend, DEMO_USER.email), NEW_PASSWORD);
    expect(answer.status).toBe(204);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(sessionsOf(DEMO_USER.email)).toEqual([]);
    expect(sessionsOf(OTHER.email)).toHaveLength(1);
    expect((await send(world.backend, '/api/auth/logout', {}, { cookie: phone })).status).toBe(401);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(401);
    expect((await signIn(DEMO_USER.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('lets the owner sign in with the new password at once, however many wrong guesses came before', async () => {
    for (let n = 0; n < LOGIN_LIMITS.perAccount; n++) await signIn(DEMO_USER.email, `wrong-${n}`);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(429);
    await requestReset(world.backend, DEMO_USER.email);
    expect(
      (await confirmReset(world.backend, await tokenMailedTo(world.backend, DEMO_USER.email), NEW_PASSWORD)).status,
    ).toBe(204);
    expect((await signIn(DEMO_USER.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('works once: the same link again is "already used"', async () => {
    await requestReset(world.backend, DEMO_USER.email);
    const token = await tokenMailedTo(world.backend, DEMO_USER.email);
    expect((await confirmReset(world.backend, token, NEW_PASSWORD)).status).toBe(204);
    const again = await confirmReset(world.backend, token, 'yet-another-password');
    expect(again.status).toBe(422);
    expect(again.body).toEqual({ message: RESET_LINK_USED, fieldErrors: { token: [RESET_LINK_USED] } });
    expect((await signIn(DEMO_USER.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('two confirms of one link at once: one sets the password, the other is "already used"', async () => {
    await requestReset(world.backend, DEMO_USER.email);
    const token = await tokenMailedTo(world.backend, DEMO_USER.email);
    const answers = await Promise.all([
      confirmReset(world.backend, token, 'first-new-password'),
      confirmReset(world.backend, token, 'second-new-password'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 422]);
    expect(answers.find((answer) => answer.status === 422)?.body?.message).toBe(RESET_LINK_USED);
  });

  it(`expires ${RESET_LINK_MINUTES} minutes after it was sent`, async () => {
    await requestReset(world.backend, DEMO_USER.email);
    const token = await tokenMailedTo(world.backend, DEMO_USER.email);
    world.advance(RESET_LINK_MINUTES * 60_000);
    const late = await confirmReset(world.backend, token, NEW_PASSWORD);
    expect(late.status).toBe(422);
    expect(late.body?.message).toBe(RESET_LINK_EXPIRED);
    expect((await signIn(DEMO_USER.email, DEMO_USER.password)).status).toBe(200);
  });

  it('works a moment before the 30 minutes are up', async () => {
    await requestReset(world.backend, DEMO_USER.email);
    const token = await tokenMailedTo(world.backend, DEMO_USER.email);
    world.advance(RESET_LINK_MINUTES * 60_000 - 1);
    expect((await confirmReset(world.backend, token, NEW_PASSWORD)).status).toBe(204);
  });

  it('voids every other open link of the account, and no other account’s', async () => {
    await requestReset(world.backend, DEMO_USER.email, { client: '192.0.2.1' });
    const first = await tokenMailedTo(world.backend, DEMO_USER.email);
    world.advance(1000);
    await requestReset(world.backend, DEMO_USER.email, { client: '192.0.2.2' });
    const second = await tokenMailedTo(world.backend, DEMO_USER.email);
    await requestReset(world.backend, DEMO_ADMIN.email);
    const admins = await tokenMailedTo(world.backend, DEMO_ADMIN.email);
    expect(second).not.toBe(first);
    expect((await confirmReset(world.backend, second, NEW_PASSWORD)).status).toBe(204);
    const voided = await confirmReset(world.backend, first, 'another-password');
    expect(voided.status).toBe(422);
    expect(voided.body?.message).toBe(RESET_LINK_INVALID);
    expect((await confirmReset(world.backend, admins, 'admin-new-password')).status).toBe(204);
  });

  it('refuses an unknown token with 422, a bad password with 400, and writes nothing', async () => {
    await requestReset(world.backend, DEMO_USER.email);
    const token = await tokenMailedTo(world.backend, DEMO_USER.email);
    const before = JSON.stringify(world.backend.db.data);
    const unknown = await confirmReset(world.backend, 'x'.repeat(43), NEW_PASSWORD);
    expect(unknown.status).toBe(422);
    expect(unknown.body?.message).toBe(RESET_LINK_INVALID);
    const short = await confirmReset(world.backend, token, 'short');
    expect(short.status).toBe(400);
    expect(short.body?.fieldErrors?.password).toEqual(['Password must be at least 8 characters']);
    const empty = await confirmReset(world.backend, '', NEW_PASSWORD);
    expect(empty.status).toBe(400);
    expect(empty.body?.fieldErrors?.token).toEqual([RESET_LINK_INVALID]);
    expect(JSON.stringify(world.backend.db.data)).toBe(before);
  });
});
