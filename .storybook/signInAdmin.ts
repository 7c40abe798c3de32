/**
 * Signing a seeded account in for a story, both steps when it has two-step sign-in
 * (docs/server.md#two-step-sign-in): the code is the one its app would show now, from the seeded
 * secret. The story backend lets a code sign in again within its window (./storyBackend.ts).
 */
import { ApiError, calls, type User } from '../src/api';
import { DEMO_ADMIN, DEMO_SUPPORT } from '../mocks/db/seed';
import { totpCode } from '../mocks/twoStep/totp';

const SECRETS: Readonly<Record<string, string>> = {
  [DEMO_ADMIN.email]: DEMO_ADMIN.totpSecret,
  [DEMO_SUPPORT.email]: DEMO_SUPPORT.totpSecret,
};

export async function signInForStory(account: { email: string; password: string }): Promise<User> {
  try {
    return await calls.login({ body: { username: account.email, password: account.password } });
  } catch (error) {
    const challenge = error instanceof ApiError && error.status === 401 ? error.body?.challenge : undefined;
    const secret = SECRETS[account.email];
    if (!challenge || !secret) throw error;
    return calls.loginSecondStep({ body: { challenge, code: totpCode(secret, Date.now()) } });
  }
}
