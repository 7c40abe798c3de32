/**
 * Signing in through both steps (docs/server.md#two-step-sign-in) in tests: the code is computed
 * from the seeded secret with otpauth (mocks/twoStep/totp.ts), at the backend's clock.
 */
import { ApiError, calls, type User } from '../../src/api';
import { DEMO_ADMIN, DEMO_SUPPORT } from '../../mocks/db/seed';
import { TEST_NOW } from '../../mocks/node';
import { totpCode } from '../../mocks/twoStep/totp';

/** The seeded TOTP secret of a seeded account, or undefined for an account without a second step. */
export function seededSecret(email: string): string | undefined {
  const account = [DEMO_ADMIN, DEMO_SUPPORT].find((candidate) => candidate.email === email.toLowerCase());
  return account?.totpSecret;
}

/** The current code of a seeded account at `now`. */
export function seededCode(email: string, now: number = TEST_NOW): string {
  const secret = seededSecret(email);
  if (!secret) throw new Error(`${email} has no seeded second step`);
  return totpCode(secret, now);
}

/** Login with the typed client, then the second step when the server asks for one. */
export async function loginWithCode(
  account: { email: string; password: string },
  { now = TEST_NOW, rememberMe }: { now?: number; rememberMe?: boolean } = {},
): Promise<User> {
  try {
    return await calls.login({ body: { username: account.email, password: account.password, rememberMe } });
  } catch (error) {
    const challenge = error instanceof ApiError && error.status === 401 ? error.body?.challenge : undefined;
    if (!challenge) throw error;
    return calls.loginSecondStep({ body: { challenge, code: seededCode(account.email, now) } });
  }
}

/** The challenge of a login answer that asks for a second step (its text, or its parsed body), or null. */
export function challengeIn(body: unknown): string | null {
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return null;
    }
  }
  const challenge = parsed && typeof parsed === 'object' && 'challenge' in parsed ? parsed.challenge : null;
  return typeof challenge === 'string' ? challenge : null;
}

/** The second step's body for a seeded account's challenge, its code at `now`. */
export const secondStepBody = (challenge: string, email: string, now: number = TEST_NOW) => ({
  challenge,
  code: seededCode(email, now),
});

/**
 * Sends a raw login and, when it asks for a second step, the second step too: `post` sends a JSON
 * body to a path and resolves with the answer.
 */
export async function postLoginWithCode<R extends Response>(
  post: (path: string, body: unknown) => Promise<R>,
  account: { email: string; password: string },
  now: number = TEST_NOW,
): Promise<R> {
  const first = await post('/api/auth/login', { username: account.email, password: account.password });
  const challenge = first.status === 401 ? challengeIn(await first.clone().text()) : null;
  return challenge ? post('/api/auth/login/second-step', secondStepBody(challenge, account.email, now)) : first;
}
