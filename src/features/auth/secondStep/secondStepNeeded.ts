/**
 * Login's answer when the password matched an account with two-step sign-in
 * (docs/server.md#two-step-sign-in): no session yet, a challenge to send back with a code.
 */
import { ApiError } from '../../../api';

export class SecondStepNeeded extends Error {
  constructor(readonly challenge: string) {
    super('A code from the authenticator app is needed');
    this.name = 'SecondStepNeeded';
  }
}

/** The challenge of a login refusal that asks for the second step, or null for any other failure. */
export function challengeOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 401 || error.body?.secondStep !== 'totp') return null;
  return error.body.challenge ?? null;
}
