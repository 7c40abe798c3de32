/**
 * The admin's session for the whole run, signed in once before the first file: with two-step
 * sign-in (docs/server.md#two-step-sign-in) each TOTP step signs an account in once, and the suite
 * signs the admin in from a dozen files within a minute. The code is computed here from the
 * account's secret (CONTRACT_ADMIN_TOTP_SECRET; the demo admin's by default).
 */
import { Secret, TOTP } from 'otpauth';
import { getSetCookies } from './cookies';

export const CONTRACT_ADMIN = {
  username: process.env.CONTRACT_ADMIN_USERNAME ?? 'admin@example.com',
  password: process.env.CONTRACT_ADMIN_PASSWORD ?? 'Admin123!',
  totpSecret: process.env.CONTRACT_ADMIN_TOTP_SECRET ?? 'DSPUTECENTREDEMOADMINTOTPSECRET2',
};

/** The code of the secret's current step (30 s, 6 digits, SHA-1). */
export const currentCode = (secret: string, timestamp = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp });

const post = (baseUrl: string, path: string, body: unknown) =>
  fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const STEP_MS = 30_000;

/**
 * The time to compute a sign-in code at: the real time, which codes are checked against even on a
 * server whose test clock other files move (docs/clock.md#the-test-clock), as an authenticator app
 * would. Within a second of a step's end it waits for the next step, so that a code cannot be
 * computed in one step and checked in the next: the drift allowed is one step, and tests that use
 * the steps before and after the current one would lose one of them.
 */
export async function codeTime(): Promise<number> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 1_000) await new Promise((resolve) => setTimeout(resolve, left + 20));
  return Date.now();
}

/** Signs the admin in (both steps when asked) and answers the cookies set, by name. */
export async function signInAdminOnce(baseUrl: string): Promise<Record<string, string>> {
  let response = await post(baseUrl, '/api/auth/login', {
    username: CONTRACT_ADMIN.username,
    password: CONTRACT_ADMIN.password,
  });
  if (response.status === 401) {
    const asked = (await response.json()) as { challenge?: string };
    if (!asked.challenge) throw new Error('the admin’s password was refused');
    response = await post(baseUrl, '/api/auth/login/second-step', {
      challenge: asked.challenge,
      code: currentCode(CONTRACT_ADMIN.totpSecret, await codeTime()),
    });
  }
  if (response.status !== 200)
    throw new Error(`the admin could not sign in: ${response.status} ${await response.text()}`);
  return Object.fromEntries(getSetCookies(response).map((cookie) => [cookie.name, cookie.value]));
}
