/**
 * Passkeys (docs/server.md#passkeys): the options calls, the list, and every refusal of the verify
 * calls that plain HTTP can produce (malformed, unknown challenge, used, expired, wrong origin).
 * A real authenticator's success is the handler tests' and the browser journey's.
 */
import { describe, expect, inject, it } from 'vitest';
import * as api from '../../src/api';
import {
  PASSKEY_CEREMONY_EXPIRED,
  PASSKEY_NOT_FOUND,
  PASSKEY_NOT_VERIFIED,
  PASSKEY_SIGN_IN_FAILED,
  type PasskeyRegistrationRequest,
  type PasskeySignInRequest,
} from '../../src/api/passkeys';
import { CHALLENGE_EXPIRED } from '../../src/api/twoStep';
import { PASSWORD, registerUser } from './accounts';
import { anonymous, as, Identity, refusal } from './identities';
import { authenticationResponse, madeUpChallenge, registrationResponse } from './passkeyResponses';

const CLOCK_URL = inject('contractClockUrl');

const register = (response: ReturnType<typeof registrationResponse>) => () =>
  api.calls.registerPasskey({ body: { name: 'Contract key', response } });
const signIn = (response: ReturnType<typeof authenticationResponse>, challenge?: string) => () =>
  api.calls.passkeySignIn({ body: challenge === undefined ? { response } : { response, challenge } });

describe('registering a passkey (extension)', () => {
  it('lists none for a new account and hands out creation options', async () => {
    const user = await registerUser('passkeys-options');
    expect(await as(user, () => api.calls.getPasskeys())).toEqual([]);
    const options = await as(user, () => api.calls.passkeyRegistrationOptions());
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(options.rp.id).toBeTruthy();
    expect(options.pubKeyCredParams.length).toBeGreaterThan(0);
    expect(options).toMatchObject({
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
  });

  it('refuses a malformed response with 400', async () => {
    const user = await registerUser('passkeys-malformed');
    const response = { ...registrationResponse(madeUpChallenge()), type: 'password' };
    const refused = await refusal(user, () =>
      api.calls.registerPasskey({ body: { name: 'Key', response } as unknown as PasskeyRegistrationRequest }),
    );
    expect(refused.status).toBe(400);
  });

  it('refuses an unknown challenge with 409, and a response from another origin with 422, once', async () => {
    const user = await registerUser('passkeys-origin');
    const unknown = await refusal(user, register(registrationResponse(madeUpChallenge())));
    expect(unknown).toMatchObject({ status: 409, body: { message: PASSKEY_CEREMONY_EXPIRED } });
    const { challenge } = await as(user, () => api.calls.passkeyRegistrationOptions());
    const foreign = await refusal(user, register(registrationResponse(challenge)));
    expect(foreign).toMatchObject({ status: 422, body: { message: PASSKEY_NOT_VERIFIED } });
    const again = await refusal(user, register(registrationResponse(challenge)));
    expect(again).toMatchObject({ status: 409, body: { message: PASSKEY_CEREMONY_EXPIRED } });
  });

  it('refuses another account’s challenge with 409', async () => {
    const asker = await registerUser('passkeys-asker');
    const other = await registerUser('passkeys-other');
    const { challenge } = await as(asker, () => api.calls.passkeyRegistrationOptions());
    expect((await refusal(other, register(registrationResponse(challenge)))).status).toBe(409);
  });

  it('answers 404 for a passkey the account does not have', async () => {
    const user = await registerUser('passkeys-remove');
    const refused = await refusal(user, () => api.calls.removePasskey({ id: 'no-such-passkey' }));
    expect(refused).toMatchObject({ status: 404, body: { message: PASSKEY_NOT_FOUND } });
  });
});

describe('signing in with a passkey (extension)', () => {
  it('hands out options naming no passkey without a challenge, and the account’s with login’s', async () => {
    const open = await as(anonymous, () => api.calls.passkeySignInOptions({ body: {} }));
    expect(open.challenge).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(open.allowCredentials ?? []).toEqual([]);
    const refused = await refusal(anonymous, () =>
      api.calls.passkeySignInOptions({ body: { challenge: 'not-a-challenge-this-server-gave' } }),
    );
    expect(refused).toMatchObject({ status: 401, body: { message: CHALLENGE_EXPIRED } });
  });

  it('refuses a malformed response with 400 and an unknown challenge with 401', async () => {
    const response = { ...authenticationResponse(madeUpChallenge()), id: '' };
    const malformed = await refusal(anonymous, () =>
      api.calls.passkeySignIn({ body: { response } as unknown as PasskeySignInRequest }),
    );
    expect(malformed.status).toBe(400);
    const unknown = await refusal(anonymous, signIn(authenticationResponse(madeUpChallenge())));
    expect(unknown).toMatchObject({ status: 401, body: { message: PASSKEY_CEREMONY_EXPIRED } });
  });

  it('refuses an unknown passkey from another origin with 401, and its challenge is then spent', async () => {
    const { challenge } = await as(anonymous, () => api.calls.passkeySignInOptions({ body: {} }));
    const foreign = await refusal(anonymous, signIn(authenticationResponse(challenge)));
    expect(foreign).toMatchObject({ status: 401, body: { message: PASSKEY_SIGN_IN_FAILED } });
    const again = await refusal(anonymous, signIn(authenticationResponse(challenge)));
    expect(again).toMatchObject({ status: 401, body: { message: PASSKEY_CEREMONY_EXPIRED } });
  });

  it('refuses a login challenge that is not the server’s', async () => {
    const user = await registerUser('passkeys-login');
    const { email } = await as(user, () => api.calls.getCurrentUser());
    // An account without a second step signs in with its password alone: no challenge to trade.
    expect(
      (await as(new Identity('password'), () => api.calls.login({ body: { username: email, password: PASSWORD } })))
        .email,
    ).toBe(email);
    const { challenge } = await as(anonymous, () => api.calls.passkeySignInOptions({ body: {} }));
    const refused = await refusal(anonymous, signIn(authenticationResponse(challenge), 'not-a-login-challenge'));
    expect(refused).toMatchObject({ status: 401 });
  });

  it.skipIf(!CLOCK_URL)('refuses a challenge past its 5 minutes with 401', async () => {
    const { challenge } = await as(anonymous, () => api.calls.passkeySignInOptions({ body: {} }));
    const moved = await fetch(`${CLOCK_URL}/__test/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 6 }),
    });
    expect(moved.status).toBe(200);
    const late = await refusal(anonymous, signIn(authenticationResponse(challenge)));
    expect(late).toMatchObject({ status: 401, body: { message: PASSKEY_CEREMONY_EXPIRED } });
  });
});
