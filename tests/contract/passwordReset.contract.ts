/**
 * Password reset by e-mailed link (an extension, docs/server.md#password-reset) over HTTP: the same
 * 202 for an email with and without an account, the link read from the message the server wrote
 * (its mail folder, docs/server.md#mail), a confirm that sets the password and ends the account's
 * sessions, and each refusal: a used, an expired, a replaced and an unknown link, a short password.
 * The tests that read mail need the folder (CONTRACT_MAIL_DIR for a server given by URL).
 */
import { describe, expect, inject, it } from 'vitest';
import * as api from '../../src/api';
import {
  RESET_LINK_EXPIRED,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  RESET_LINK_USED,
} from '../../src/api/passwordReset';
import { resetLinkMailedTo } from '../kit/mailFolder';
import { BASE_URL, PASSWORD, registerUser } from './accounts';
import { anonymous, as, refusal, statusOf, type Identity } from './identities';

const MAIL_DIR = inject('contractMailDir');
const CLOCK_URL = inject('contractClockUrl');
const NEW_PASSWORD = 'contract-new-pass-2';

const emailOf = async (identity: Identity) => (await as(identity, () => api.calls.getCurrentUser())).email;
const ask = (email: string) => as(anonymous, () => api.calls.requestPasswordReset({ body: { email } }));
const confirm = (token: string, password = NEW_PASSWORD) =>
  as(anonymous, () => api.calls.confirmPasswordReset({ body: { token, password } }));
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const signIn = (email: string, password: string) =>
  statusOf(anonymous, () => api.calls.login({ body: { username: email, password } }));

/** Asks for a reset of a fresh account's password and reads its link from the mail folder. */
async function mailedLink(label: string, count = 1): Promise<{ user: Identity; email: string; link: string }> {
  const user = await registerUser(label);
  const email = await emailOf(user);
  for (let n = 0; n < count; n++) await ask(email);
  return { user, email, link: await resetLinkMailedTo(MAIL_DIR, email, count) };
}

describe('asking for a reset (extension)', () => {
  it('answers 202 with no body alike for an email with and without an account', async () => {
    const send = (email: string) =>
      fetch(`${BASE_URL}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      }).then(async (response) => ({ status: response.status, text: await response.text() }));
    const user = await registerUser('reset-same');
    const unknown = await send(`nobody-${Date.now().toString(36)}@example.test`);
    const known = await send(await emailOf(user));
    expect(known).toEqual({ status: 202, text: '' });
    expect(unknown).toEqual(known);
  });

  it('refuses a body that is not an email with 400', async () => {
    const refused = await refusal(anonymous, () => ask('not an email'));
    expect(refused.status).toBe(400);
    expect(refused.body?.fieldErrors?.email).toEqual(['Please enter a valid email address']);
  });
});

describe.skipIf(!MAIL_DIR)('a reset link (extension)', () => {
  it('sets the password once, starts no session, and ends the account’s sessions', async () => {
    const { user, email, link } = await mailedLink('reset-ok');
    expect(new URL(link).pathname).toBe('/reset-password');
    expect(tokenOf(link)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const response = await fetch(`${BASE_URL}/api/auth/password-reset/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: tokenOf(link), password: NEW_PASSWORD }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await statusOf(user, () => api.calls.getCurrentUser())).toBe(401);
    expect(await signIn(email, PASSWORD)).toBe(401);
    expect(await signIn(email, NEW_PASSWORD)).toBe(200);
    const again = await refusal(anonymous, () => confirm(tokenOf(link), 'contract-third-pass'));
    expect(again).toEqual({
      status: 422,
      body: { message: RESET_LINK_USED, fieldErrors: { token: [RESET_LINK_USED] } },
    });
  });

  it('a link replaced by a reset with a later one is not valid any more', async () => {
    const { email } = await mailedLink('reset-two');
    const first = await resetLinkMailedTo(MAIL_DIR, email, 1);
    await ask(email);
    const second = await resetLinkMailedTo(MAIL_DIR, email, 2);
    expect(second).not.toBe(first);
    await confirm(tokenOf(second));
    const refused = await refusal(anonymous, () => confirm(tokenOf(first), 'contract-other-pass'));
    expect(refused).toMatchObject({ status: 422, body: { message: RESET_LINK_INVALID } });
  });

  it('refuses a password under 8 characters with 400, and the link still works after', async () => {
    const { email, link } = await mailedLink('reset-short');
    const refused = await refusal(anonymous, () => confirm(tokenOf(link), 'short'));
    expect(refused.status).toBe(400);
    expect(refused.body?.fieldErrors?.password).toEqual(['Password must be at least 8 characters']);
    await confirm(tokenOf(link));
    expect(await signIn(email, NEW_PASSWORD)).toBe(200);
  });

  it.skipIf(!CLOCK_URL)(`expires ${RESET_LINK_MINUTES} minutes after it was sent`, async () => {
    const { link } = await mailedLink('reset-late');
    const moved = await fetch(`${CLOCK_URL}/__test/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: RESET_LINK_MINUTES }),
    });
    expect(moved.status).toBe(200);
    const refused = await refusal(anonymous, () => confirm(tokenOf(link)));
    expect(refused).toMatchObject({ status: 422, body: { message: RESET_LINK_EXPIRED } });
  });
});

describe('an unknown reset link (extension)', () => {
  it('is refused with 422 "This reset link is not valid."', async () => {
    const refused = await refusal(anonymous, () => confirm('not-a-token-this-server-gave-out-0123456789'));
    expect(refused).toEqual({
      status: 422,
      body: { message: RESET_LINK_INVALID, fieldErrors: { token: [RESET_LINK_INVALID] } },
    });
  });
});
