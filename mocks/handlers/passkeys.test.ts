/** Passkeys over the handlers (docs/server.md#passkeys), with a software authenticator. */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  PASSKEY_CEREMONY_EXPIRED,
  PASSKEY_LAST_SECOND_STEP,
  PASSKEY_NEEDED,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_SIGN_IN_FAILED,
} from '../../src/api/passkeys';
import { ENROLMENT_REQUIRED_REASON } from '../../src/api/twoStep';
import type { MockBackend } from '../backend';
import { DEMO_ADMIN, DEMO_NEW_ADMIN, DEMO_USER } from '../db/seed';
import { createTestBackend, TEST_NOW } from '../node';
import { softAuthenticator } from '../twoStep/softAuthenticator';

type Body = Record<string, unknown> & { challenge?: string };
type Answer = { status: number; body: Body | undefined; cookie: string | null };

async function call(backend: MockBackend, method: string, path: string, body?: unknown, sid?: string): Promise<Answer> {
  const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' });
  if (sid) headers.set('Cookie', `sid=${sid}`);
  const init = { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  const response = await getResponse(backend.handlers, new Request(`http://localhost${path}`, init));
  if (!response) throw new Error(`nothing answered ${path}`);
  const text = await response.text();
  const sidCookie = response.headers.getSetCookie().find((header) => header.startsWith('sid='));
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Body) : undefined,
    cookie: sidCookie?.split(';')[0]?.slice(4) ?? null,
  };
}

type Options = { challenge: string; rp: { id?: string }; user: { id: string }; rpId?: string };
const optionsOf = (answer: Answer) => answer.body as unknown as Options;

async function signedIn(backend: MockBackend, account: { email: string; password: string }) {
  const answer = await call(backend, 'POST', '/api/auth/login', {
    username: account.email,
    password: account.password,
  });
  if (!answer.cookie) throw new Error(`${account.email} did not sign in: ${answer.status}`);
  return answer.cookie;
}

/** The new admin (no second step yet) with a registered passkey; the clock is the test's to move. */
async function adminWithPasskey(origin = 'http://localhost') {
  let now = TEST_NOW;
  const backend = await createTestBackend({ now: () => now });
  const sid = await signedIn(backend, DEMO_NEW_ADMIN);
  const authenticator = softAuthenticator({ origin });
  const options = await call(backend, 'POST', '/api/auth/passkeys/registration-options', undefined, sid);
  expect(options.status).toBe(200);
  const response = authenticator.register(optionsOf(options));
  const registered = await call(backend, 'POST', '/api/auth/passkeys', { name: 'Laptop', response }, sid);
  return { backend, sid, authenticator, registered, advance: (ms: number) => (now += ms) };
}

const signInOptions = (backend: MockBackend, challenge?: string) =>
  call(backend, 'POST', '/api/auth/passkeys/sign-in-options', challenge === undefined ? {} : { challenge });

describe('registering a passkey', () => {
  it('registers, lists, and counts as the admin’s second step', async () => {
    const { backend, sid, registered, authenticator } = await adminWithPasskey();
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ id: authenticator.id, name: 'Laptop', lastUsedAt: null });
    const list = await call(backend, 'GET', '/api/auth/passkeys', undefined, sid);
    expect(list.body).toEqual([registered.body]);
    const me = await call(backend, 'GET', '/api/auth/me', undefined, sid);
    expect(me.body?.twoStep).toEqual({ enabled: false, required: true, passkeys: 1 });
    expect((await call(backend, 'GET', '/api/admin/stats', undefined, sid)).status).toBe(200);
  });

  it('refuses a response from another origin, without user verification, or for a used challenge', async () => {
    const backend = await createTestBackend();
    const sid = await signedIn(backend, DEMO_USER);
    for (const authenticator of [
      softAuthenticator({ origin: 'https://evil.example' }),
      softAuthenticator({ origin: 'http://localhost', withoutVerification: true }),
    ]) {
      const options = await call(backend, 'POST', '/api/auth/passkeys/registration-options', undefined, sid);
      const response = authenticator.register(optionsOf(options));
      const refused = await call(backend, 'POST', '/api/auth/passkeys', { name: 'Key', response }, sid);
      expect(refused).toMatchObject({ status: 422, body: { message: PASSKEY_NOT_VERIFIED } });
      // The challenge went with the attempt.
      const again = await call(backend, 'POST', '/api/auth/passkeys', { name: 'Key', response }, sid);
      expect(again).toMatchObject({ status: 409, body: { message: PASSKEY_CEREMONY_EXPIRED } });
    }
  });

  it('refuses another account’s challenge', async () => {
    const backend = await createTestBackend();
    const admin = await signedIn(backend, DEMO_NEW_ADMIN);
    const user = await signedIn(backend, DEMO_USER);
    const options = await call(backend, 'POST', '/api/auth/passkeys/registration-options', undefined, admin);
    const response = softAuthenticator({ origin: 'http://localhost' }).register(optionsOf(options));
    const refused = await call(backend, 'POST', '/api/auth/passkeys', { name: 'Key', response }, user);
    expect(refused.status).toBe(409);
  });
});

describe('signing in with a passkey', () => {
  it('is the second step after the password, and the sign-in ends there', async () => {
    const { backend, authenticator } = await adminWithPasskey();
    const password = await call(backend, 'POST', '/api/auth/login', {
      username: DEMO_NEW_ADMIN.email,
      password: DEMO_NEW_ADMIN.password,
    });
    expect(password).toMatchObject({ status: 401, body: { message: PASSKEY_NEEDED, secondStep: 'passkey' } });
    const options = await signInOptions(backend, password.body?.challenge);
    expect(options.body?.allowCredentials).toEqual([
      { id: authenticator.id, type: 'public-key', transports: ['internal'] },
    ]);
    const response = authenticator.signIn(optionsOf(options));
    const answer = await call(backend, 'POST', '/api/auth/passkeys/sign-in', {
      response,
      challenge: password.body?.challenge,
    });
    expect(answer.status).toBe(200);
    expect(answer.cookie).toBeTruthy();
    expect(answer.body?.email).toBe(DEMO_NEW_ADMIN.email);
    expect(backend.db.data.sessions.at(-1)?.secondStep).toBe('passkey');
    const list = await call(backend, 'GET', '/api/auth/passkeys', undefined, answer.cookie ?? '');
    expect(list.body).toMatchObject([{ lastUsedAt: new Date(TEST_NOW).toISOString() }]);
    // The password step's challenge is spent.
    expect((await signInOptions(backend, password.body?.challenge)).status).toBe(401);
  });

  it('signs in with no email (a discoverable credential), once per challenge', async () => {
    const { backend, authenticator } = await adminWithPasskey();
    const options = await signInOptions(backend);
    expect(options.body?.allowCredentials ?? []).toEqual([]);
    const response = authenticator.signIn(optionsOf(options));
    const answer = await call(backend, 'POST', '/api/auth/passkeys/sign-in', { response });
    expect(answer.status).toBe(200);
    const replay = await call(backend, 'POST', '/api/auth/passkeys/sign-in', { response });
    expect(replay).toMatchObject({ status: 401, body: { message: PASSKEY_CEREMONY_EXPIRED } });
  });

  it('refuses an expired challenge, a foreign origin, an unknown passkey and another account’s', async () => {
    const { backend, authenticator, advance } = await adminWithPasskey();
    const late = await signInOptions(backend);
    advance(5 * 60_000 + 1);
    const expired = await call(backend, 'POST', '/api/auth/passkeys/sign-in', {
      response: authenticator.signIn(optionsOf(late)),
    });
    expect(expired).toMatchObject({ status: 401, body: { message: PASSKEY_CEREMONY_EXPIRED } });

    const stranger = softAuthenticator({ origin: 'http://localhost' });
    const unknown = await call(backend, 'POST', '/api/auth/passkeys/sign-in', {
      response: stranger.signIn(optionsOf(await signInOptions(backend))),
    });
    expect(unknown).toMatchObject({ status: 401, body: { message: PASSKEY_SIGN_IN_FAILED } });

    const password = await call(backend, 'POST', '/api/auth/login', {
      username: DEMO_ADMIN.email,
      password: DEMO_ADMIN.password,
    });
    expect(password.body?.secondStep).toBe('totp');
    const options = await signInOptions(backend, password.body?.challenge);
    const other = await call(backend, 'POST', '/api/auth/passkeys/sign-in', {
      response: authenticator.signIn(optionsOf(options)),
      challenge: password.body?.challenge,
    });
    expect(other).toMatchObject({ status: 401, body: { message: PASSKEY_SIGN_IN_FAILED } });
  });

  it('counts failures per account before checking, and then refuses even a good passkey', async () => {
    const { backend, authenticator } = await adminWithPasskey();
    const forged = softAuthenticator({ origin: 'https://evil.example' });
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = {
        ...forged.signIn(optionsOf(await signInOptions(backend))),
        id: authenticator.id,
        rawId: authenticator.id,
      };
      const refused = await call(backend, 'POST', '/api/auth/passkeys/sign-in', { response });
      expect(refused.status).toBe(401);
    }
    const good = authenticator.signIn(optionsOf(await signInOptions(backend)));
    expect((await call(backend, 'POST', '/api/auth/passkeys/sign-in', { response: good })).status).toBe(429);
  });

  it('refuses a response signed for another origin', async () => {
    const { backend } = await adminWithPasskey();
    const elsewhere = await adminWithPasskey('https://evil.example');
    expect(elsewhere.registered.status).toBe(422);
    expect(backend.db.data.users.some((user) => user.passkeys?.length)).toBe(true);
  });
});

describe('removing a passkey', () => {
  it('keeps an admin’s last second step, removes any other, and knows only its own', async () => {
    const { backend, sid, authenticator } = await adminWithPasskey();
    const last = await call(backend, 'POST', `/api/auth/passkeys/${authenticator.id}/remove`, undefined, sid);
    expect(last).toMatchObject({ status: 409, body: { message: PASSKEY_LAST_SECOND_STEP } });
    const second = softAuthenticator({ origin: 'http://localhost' });
    const options = await call(backend, 'POST', '/api/auth/passkeys/registration-options', undefined, sid);
    await call(
      backend,
      'POST',
      '/api/auth/passkeys',
      { name: 'Phone', response: second.register(optionsOf(options)) },
      sid,
    );
    expect((await call(backend, 'POST', `/api/auth/passkeys/${authenticator.id}/remove`, undefined, sid)).status).toBe(
      204,
    );
    expect((await call(backend, 'POST', `/api/auth/passkeys/${authenticator.id}/remove`, undefined, sid)).status).toBe(
      404,
    );
  });

  it('leaves an admin without any second step refused by admin calls', async () => {
    const backend = await createTestBackend();
    const sid = await signedIn(backend, DEMO_NEW_ADMIN);
    const refused = await call(backend, 'GET', '/api/admin/stats', undefined, sid);
    expect(refused.body?.reason).toBe(ENROLMENT_REQUIRED_REASON);
  });
});
