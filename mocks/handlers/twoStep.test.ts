/** Two-step sign-in over the handlers (docs/server.md#two-step-sign-in). */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_NEW_ADMIN, DEMO_USER } from '../db/seed';
import { createTestBackend, TEST_NOW } from '../node';
import {
  ADMINS_MUST_KEEP,
  CHALLENGE_EXPIRED,
  ENROLMENT_REQUIRED,
  ENROLMENT_REQUIRED_REASON,
  SECOND_STEP_NEEDED,
  WRONG_CODE,
} from '../../src/api/twoStep';
import { acceptedStep, totpCode, totpCodeOfStep, totpStep } from '../twoStep/totp';
import type { MockBackend } from '../backend';

type Answer = {
  status: number;
  body: Record<string, unknown> | undefined;
  cookie: string | null;
  retryAfter: string | null;
};

async function call(backend: MockBackend, method: string, path: string, body?: unknown, sid?: string): Promise<Answer> {
  const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' });
  if (sid) headers.set('Cookie', `sid=${sid}`);
  const request = new Request(`http://localhost${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await getResponse(backend.handlers, request);
  if (!response) throw new Error(`nothing answered ${path}`);
  const text = await response.text();
  const sidCookie = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
    cookie: sidCookie?.split(';')[0]?.slice(4) ?? null,
    retryAfter: response.headers.get('Retry-After'),
  };
}

const strict = () => createTestBackend({ reusableTotpCodes: false });
const password = (backend: MockBackend, account: { email: string; password: string }) =>
  call(backend, 'POST', '/api/auth/login', { username: account.email, password: account.password });

async function challengeFor(backend: MockBackend): Promise<string> {
  const first = await password(backend, DEMO_ADMIN);
  expect(first.status).toBe(401);
  return String(first.body?.challenge);
}

describe('TOTP through otpauth', () => {
  // RFC 6238, appendix B: the SHA-1 secret "12345678901234567890", 8 digits there; its last 6 here.
  const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1234567890, '005924'],
    [2000000000, '279037'],
  ])('at %i s the code is %s (RFC 6238 vectors)', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
  });

  it('accepts one step of drift either side, and no further', () => {
    const step = totpStep(TEST_NOW);
    for (const delta of [-1, 0, 1])
      expect(acceptedStep(RFC_SECRET, totpCodeOfStep(RFC_SECRET, step + delta), TEST_NOW, null)).toBe(step + delta);
    for (const delta of [-2, 2])
      expect(acceptedStep(RFC_SECRET, totpCodeOfStep(RFC_SECRET, step + delta), TEST_NOW, null)).toBeNull();
  });

  it('refuses a code of the last accepted step or an earlier one (no replay)', () => {
    const step = totpStep(TEST_NOW);
    expect(acceptedStep(RFC_SECRET, totpCodeOfStep(RFC_SECRET, step), TEST_NOW, step)).toBeNull();
    expect(acceptedStep(RFC_SECRET, totpCodeOfStep(RFC_SECRET, step + 1), TEST_NOW, step)).toBe(step + 1);
  });
});

describe('signing in with a second step', () => {
  it('answers the password with a 401 challenge and no session, then the code starts the session', async () => {
    const backend = await strict();
    const first = await password(backend, DEMO_ADMIN);
    expect(first).toMatchObject({
      status: 401,
      cookie: null,
      body: { message: SECOND_STEP_NEEDED, secondStep: 'totp' },
    });
    expect(backend.db.data.sessions).toHaveLength(0);
    const second = await call(backend, 'POST', '/api/auth/login/second-step', {
      challenge: first.body?.challenge,
      code: totpCode(DEMO_ADMIN.totpSecret, TEST_NOW),
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ email: DEMO_ADMIN.email, twoStep: { enabled: true, required: true } });
    expect(second.cookie).toBeTruthy();
    expect(backend.db.data.sessions.map((session) => session.secondStep)).toEqual(['totp']);
    const stats = await call(backend, 'GET', '/api/admin/stats', undefined, second.cookie ?? '');
    expect(stats.status).toBe(200);
  });

  it('leaves an account without a second step as before', async () => {
    const backend = await strict();
    const answer = await password(backend, DEMO_USER);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ twoStep: { enabled: false, required: false } });
  });

  it('refuses a wrong code, a replayed code and an unknown challenge', async () => {
    const backend = await strict();
    const challenge = await challengeFor(backend);
    const code = totpCode(DEMO_ADMIN.totpSecret, TEST_NOW);
    const wrong = await call(backend, 'POST', '/api/auth/login/second-step', {
      challenge,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: WRONG_CODE } });
    expect((await call(backend, 'POST', '/api/auth/login/second-step', { challenge, code })).status).toBe(200);
    // The challenge is spent; a new one with the same code is a replay.
    const again = await challengeFor(backend);
    const replay = await call(backend, 'POST', '/api/auth/login/second-step', { challenge: again, code });
    expect(replay).toMatchObject({ status: 401, body: { message: WRONG_CODE } });
    const unknown = await call(backend, 'POST', '/api/auth/login/second-step', { challenge: 'nope', code });
    expect(unknown).toMatchObject({ status: 401, body: { message: CHALLENGE_EXPIRED } });
  });

  it('lets simultaneous submissions of one code start one session only', async () => {
    const backend = await strict();
    const code = totpCode(DEMO_ADMIN.totpSecret, TEST_NOW);
    const challenges = [await challengeFor(backend), await challengeFor(backend), await challengeFor(backend)];
    const answers = await Promise.all(
      challenges.map((challenge) => call(backend, 'POST', '/api/auth/login/second-step', { challenge, code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('counts wrong codes before checking them: five, then 429 with Retry-After, even for guesses sent at once', async () => {
    const backend = await strict();
    const challenge = await challengeFor(backend);
    const right = totpCode(DEMO_ADMIN.totpSecret, TEST_NOW);
    const wrongCode = right === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(backend, 'POST', '/api/auth/login/second-step', { challenge, code: wrongCode }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(3);
    const late = await call(backend, 'POST', '/api/auth/login/second-step', { challenge, code: right });
    expect(late.status).toBe(429);
    expect(Number(late.retryAfter)).toBeGreaterThan(0);
  });

  it('takes a recovery code once', async () => {
    const backend = await strict();
    const code = DEMO_ADMIN.recoveryCodes[0] ?? '';
    const first = await call(backend, 'POST', '/api/auth/login/second-step', {
      challenge: await challengeFor(backend),
      code: code.toUpperCase(),
    });
    expect(first.status).toBe(200);
    const second = await call(backend, 'POST', '/api/auth/login/second-step', {
      challenge: await challengeFor(backend),
      code,
    });
    expect(second).toMatchObject({ status: 401, body: { message: WRONG_CODE } });
  });
});

describe('admins must enrol', () => {
  it('refuses every admin call with the enrolment reason until the admin confirms a code', async () => {
    const backend = await strict();
    const signedIn = await password(backend, DEMO_NEW_ADMIN);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ isAdmin: true, twoStep: { enabled: false, required: true } });
    const sid = signedIn.cookie ?? '';
    const refused = await call(backend, 'GET', '/api/admin/stats', undefined, sid);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: ENROLMENT_REQUIRED, reason: ENROLMENT_REQUIRED_REASON },
    });
    expect((await call(backend, 'GET', '/api/auth/me', undefined, sid)).status).toBe(200);

    const setup = await call(backend, 'POST', '/api/auth/two-step/totp/setup', undefined, sid);
    expect(setup.status).toBe(200);
    const secret = String(setup.body?.secret);
    expect(String(setup.body?.otpauthUri)).toMatch(/^otpauth:\/\/totp\//);
    const wrong = await call(backend, 'POST', '/api/auth/two-step/totp/confirm', { code: '12345' }, sid);
    expect(wrong.status).toBe(400);
    const confirmed = await call(
      backend,
      'POST',
      '/api/auth/two-step/totp/confirm',
      { code: totpCode(secret, TEST_NOW) },
      sid,
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body?.recoveryCodes).toHaveLength(10);
    expect((await call(backend, 'GET', '/api/admin/stats', undefined, sid)).status).toBe(200);
    const disable = await call(
      backend,
      'POST',
      '/api/auth/two-step/disable',
      { code: totpCode(secret, TEST_NOW + 30_000) },
      sid,
    );
    expect(disable).toMatchObject({ status: 403, body: { message: ADMINS_MUST_KEEP } });
  });

  it('keeps an admin yet to enrol off the desk: not listed, not assignable, no other person’s dispute', async () => {
    const backend = await strict();
    const pending = backend.db.data.users.find((user) => user.email === DEMO_NEW_ADMIN.email);
    const dispute = backend.db.data.disputes.find(
      (candidate) => candidate.status !== 'Resolved' && candidate.status !== 'Rejected',
    );
    if (!pending || !dispute) throw new Error('the seed lacks the admin yet to enrol or an open dispute');
    const challenge = await challengeFor(backend);
    const admin = await call(backend, 'POST', '/api/auth/login/second-step', {
      challenge,
      code: totpCode(DEMO_ADMIN.totpSecret, TEST_NOW),
    });
    const sid = admin.cookie ?? '';
    const admins = await call(backend, 'GET', '/api/admin/admins', undefined, sid);
    expect((admins.body as unknown as { id: string }[]).map((listed) => listed.id)).not.toContain(pending.id);
    const assigned = await call(
      backend,
      'POST',
      `/api/admin/disputes/${dispute.id}/assign`,
      { adminId: pending.id },
      sid,
    );
    expect(assigned.status).toBe(422);
    const own = (await password(backend, DEMO_NEW_ADMIN)).cookie ?? '';
    expect((await call(backend, 'GET', `/api/disputes/${dispute.id}/evidence`, undefined, own)).status).toBe(404);
  });

  it('ends the sessions opened with the password alone when the account enrols', async () => {
    const backend = await strict();
    const one = (await password(backend, DEMO_NEW_ADMIN)).cookie ?? '';
    const two = (await password(backend, DEMO_NEW_ADMIN)).cookie ?? '';
    const setup = await call(backend, 'POST', '/api/auth/two-step/totp/setup', undefined, one);
    await call(
      backend,
      'POST',
      '/api/auth/two-step/totp/confirm',
      { code: totpCode(String(setup.body?.secret), TEST_NOW) },
      one,
    );
    expect((await call(backend, 'GET', '/api/auth/me', undefined, two)).status).toBe(401);
    expect((await call(backend, 'GET', '/api/auth/me', undefined, one)).status).toBe(200);
  });
});

describe('a user’s optional second step', () => {
  it('sets up, renews recovery codes with a fresh code, and turns off', async () => {
    const backend = await strict();
    const sid = (await password(backend, DEMO_USER)).cookie ?? '';
    const setup = await call(backend, 'POST', '/api/auth/two-step/totp/setup', undefined, sid);
    const secret = String(setup.body?.secret);
    const step = totpStep(TEST_NOW);
    const confirm = await call(
      backend,
      'POST',
      '/api/auth/two-step/totp/confirm',
      { code: totpCodeOfStep(secret, step - 1) },
      sid,
    );
    expect(confirm.status).toBe(200);
    expect((await call(backend, 'POST', '/api/auth/two-step/totp/setup', undefined, sid)).status).toBe(409);
    const renewed = await call(
      backend,
      'POST',
      '/api/auth/two-step/recovery-codes',
      { code: totpCodeOfStep(secret, step) },
      sid,
    );
    expect(renewed.status).toBe(200);
    const reused = await call(
      backend,
      'POST',
      '/api/auth/two-step/disable',
      { code: totpCodeOfStep(secret, step) },
      sid,
    );
    expect(reused).toMatchObject({ status: 422, body: { message: WRONG_CODE } });
    const off = await call(
      backend,
      'POST',
      '/api/auth/two-step/disable',
      { code: totpCodeOfStep(secret, step + 1) },
      sid,
    );
    expect(off.status).toBe(204);
    expect((await password(backend, DEMO_USER)).status).toBe(200);
  });

  it('refuses confirm without a setup and renew without two-step (409)', async () => {
    const backend = await strict();
    const sid = (await password(backend, DEMO_USER)).cookie ?? '';
    expect((await call(backend, 'POST', '/api/auth/two-step/totp/confirm', { code: '123456' }, sid)).status).toBe(409);
    expect((await call(backend, 'POST', '/api/auth/two-step/recovery-codes', { code: '123456' }, sid)).status).toBe(
      409,
    );
    expect((await call(backend, 'POST', '/api/auth/two-step/disable', { code: '123456' }, sid)).status).toBe(409);
    expect((await call(backend, 'POST', '/api/auth/two-step/totp/setup')).status).toBe(401);
  });
});
