/**
 * Two-step sign-in (docs/server.md#two-step-sign-in): each call's success and every refusal. Codes
 * are computed from the secrets with otpauth at the real time, as an app would (a server's test clock
 * moves its other clocks, not the codes').
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import {
  ADMINS_MUST_KEEP,
  CHALLENGE_EXPIRED,
  ENROLMENT_REQUIRED,
  ENROLMENT_REQUIRED_REASON,
  SECOND_STEP_NEEDED,
  WRONG_CODE,
} from '../../src/api/twoStep';
import { PASSWORD, registerUser, signInAdmin, signInPendingAdmin } from './accounts';
import { codeTime, currentCode } from './adminSession';
import { as, Identity, refusal, statusOf } from './identities';

const STEP = 30_000;
/** The code of the step `offset` steps from the current one. */
const codeAt = async (secret: string, offset = 0) => currentCode(secret, (await codeTime()) + offset * STEP);
/** A six-digit code that is not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

/** A fresh user with two-step sign-in on: its identity, email, secret and recovery codes. */
async function enrolledUser(label: string) {
  const identity = await registerUser(label);
  const { email } = await as(identity, () => api.calls.getCurrentUser());
  const { secret, otpauthUri } = await as(identity, () => api.calls.setupTotp());
  expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
  const code = await codeAt(secret, -1);
  const { recoveryCodes } = await as(identity, () => api.calls.confirmTotp({ body: { code } }));
  return { identity, email, secret, recoveryCodes, confirmCode: code };
}

/** Login's 401 for an account with a second step: its challenge. */
async function challengeOf(email: string): Promise<string> {
  const { status, body } = await refusal(new Identity('password step'), () =>
    api.calls.login({ body: { username: email, password: PASSWORD } }),
  );
  expect(status).toBe(401);
  expect(body).toMatchObject({ message: SECOND_STEP_NEEDED, secondStep: 'totp' });
  if (!body?.challenge) throw new Error('login gave no challenge');
  return body.challenge;
}

describe('a user who turns two-step sign-in on', () => {
  let user: Awaited<ReturnType<typeof enrolledUser>>;
  beforeAll(async () => {
    user = await enrolledUser('totp');
  });

  it('says so in the current user', async () => {
    const me = await as(user.identity, () => api.calls.getCurrentUser());
    expect(me.twoStep).toMatchObject({ enabled: true, required: false });
  });

  it('signs in with the password, then a code: 401 with a challenge and no cookie, then the session', async () => {
    const identity = new Identity('second step');
    const challenge = await challengeOf(user.email);
    expect(identity.jar.has('sid')).toBe(false);
    const signedIn = await as(identity, () =>
      api.calls.loginSecondStep({ body: { challenge, code: user.confirmCode } }).catch(() => null),
    );
    // The confirming code's step is spent: a replay is refused like a wrong code.
    expect(signedIn).toBeNull();
    const code = await codeAt(user.secret, 0);
    const me = await as(identity, () => api.calls.loginSecondStep({ body: { challenge, code } }));
    expect(me.email).toBe(user.email);
    expect(identity.jar.has('sid')).toBe(true);
  });

  it('refuses a wrong code (401) and an unknown challenge (401, sign in again)', async () => {
    const challenge = await challengeOf(user.email);
    const wrong = await refusal(new Identity('wrong'), async () =>
      api.calls.loginSecondStep({ body: { challenge, code: otherThan(await codeAt(user.secret, 0)) } }),
    );
    expect(wrong).toMatchObject({ status: 401, body: { message: WRONG_CODE } });
    const unknown = await refusal(new Identity('unknown'), () =>
      api.calls.loginSecondStep({ body: { challenge: 'not-a-challenge', code: '123456' } }),
    );
    expect(unknown).toMatchObject({ status: 401, body: { message: CHALLENGE_EXPIRED } });
    expect(
      await statusOf(new Identity('no body'), () => api.calls.loginSecondStep({ body: { challenge, code: '' } })),
    ).toBe(400);
  });

  it('takes a recovery code once', async () => {
    const [code = ''] = user.recoveryCodes;
    const first = new Identity('recovery');
    const challenge = await challengeOf(user.email);
    await as(first, () => api.calls.loginSecondStep({ body: { challenge, code } }));
    expect(first.jar.has('sid')).toBe(true);
    const next = await challengeOf(user.email);
    const again = await refusal(new Identity('recovery again'), () =>
      api.calls.loginSecondStep({ body: { challenge: next, code } }),
    );
    expect(again).toMatchObject({ status: 401, body: { message: WRONG_CODE } });
  });

  it('renews the recovery codes for a current code: ten new ones; a wrong code is 422', async () => {
    const wrong = await refusal(user.identity, async () =>
      api.calls.renewRecoveryCodes({ body: { code: otherThan(await codeAt(user.secret, 1)) } }),
    );
    expect(wrong).toMatchObject({ status: 422, body: { message: WRONG_CODE } });
    const code = await codeAt(user.secret, 1);
    const { recoveryCodes } = await as(user.identity, () => api.calls.renewRecoveryCodes({ body: { code } }));
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes).not.toContain(user.recoveryCodes[1]);
  });
});

describe('the other calls’ refusals', () => {
  it('refuses setup when already on, and confirm, renew and disable without it (409)', async () => {
    const fresh = await registerUser('plain');
    expect(await statusOf(fresh, () => api.calls.confirmTotp({ body: { code: '123456' } }))).toBe(409);
    expect(await statusOf(fresh, () => api.calls.renewRecoveryCodes({ body: { code: '123456' } }))).toBe(409);
    expect(await statusOf(fresh, () => api.calls.disableTwoStep({ body: { code: '123456' } }), 204)).toBe(409);
    expect(await statusOf(fresh, () => api.calls.confirmTotp({ body: { code: 'abc' } }))).toBe(400);
    const enrolled = await enrolledUser('twice');
    expect(await statusOf(enrolled.identity, () => api.calls.setupTotp())).toBe(409);
  });

  it('turns off for a user with a current code (204); a password alone signs in again', async () => {
    const enrolled = await enrolledUser('off');
    const wrong = await statusOf(
      enrolled.identity,
      async () => api.calls.disableTwoStep({ body: { code: otherThan(await codeAt(enrolled.secret, 0)) } }),
      204,
    );
    expect(wrong).toBe(422);
    const code = await codeAt(enrolled.secret, 0);
    expect(await statusOf(enrolled.identity, () => api.calls.disableTwoStep({ body: { code } }), 204)).toBe(204);
    const me = await as(new Identity('after'), () =>
      api.calls.login({ body: { username: enrolled.email, password: PASSWORD } }),
    );
    expect(me.twoStep).toMatchObject({ enabled: false, required: false });
  });

  it('answers 429 with Retry-After after five wrong codes for one account, even sent at once', async () => {
    const enrolled = await enrolledUser('limit');
    const challenge = await challengeOf(enrolled.email);
    const wrongCode = otherThan(await codeAt(enrolled.secret, 0));
    const statuses = await Promise.all(
      Array.from({ length: 7 }, () =>
        statusOf(new Identity('guess'), () => api.calls.loginSecondStep({ body: { challenge, code: wrongCode } })),
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});

describe('admins', () => {
  it('must keep two-step sign-in (403) and cannot set up a second app (409)', async () => {
    const admin = await signInAdmin();
    expect((await as(admin, () => api.calls.getCurrentUser())).twoStep).toMatchObject({
      enabled: true,
      required: true,
    });
    const refused = await refusal(admin, () => api.calls.disableTwoStep({ body: { code: '123456' } }));
    expect(refused).toMatchObject({ status: 403, body: { message: ADMINS_MUST_KEEP } });
    expect(await statusOf(admin, () => api.calls.setupTotp())).toBe(409);
  });

  it('are refused every admin call with the enrolment reason until they set it up', async () => {
    const pending = await signInPendingAdmin();
    expect((await as(pending, () => api.calls.getCurrentUser())).twoStep).toMatchObject({
      enabled: false,
      required: true,
    });
    for (const call of [
      () => api.calls.getAdminStats(),
      () => api.calls.getAdminUsers(),
      () => api.calls.getAdminDisputes(),
    ]) {
      const refused = await refusal(pending, call);
      expect(refused).toMatchObject({
        status: 403,
        body: { message: ENROLMENT_REQUIRED, reason: ENROLMENT_REQUIRED_REASON },
      });
    }
    // Setting up is theirs to do (confirming it here would enrol the account the matrix needs as it is).
    expect(await statusOf(pending, () => api.calls.setupTotp())).toBe(200);
  });
});
