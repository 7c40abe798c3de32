/**
 * Login's answer when the password matched an account with two-step sign-in
 * (docs/server.md#two-step-sign-in): no session yet, a challenge to send back with a code.
 */
import { ApiError } from '../../../api';

/** `passkey`: the account's only second step is a passkey (docs/server.md#passkeys). */
export type SecondStepMethod = 'totp' | 'passkey';

export class SecondStepNeeded extends Error {
  constructor(
    readonly challenge: string,
    readonly method: SecondStepMethod = 'totp',
  ) {
    super('A code from the authenticator app is needed');
    this.name = 'SecondStepNeeded';
  }
}

/** The challenge and method of a login refusal that asks for the second step, or null for any other failure. */
export function secondStepOf(error: unknown): { challenge: string; method: SecondStepMethod } | null {
  if (!(error instanceof ApiError) || error.status !== 401) return null;
  const method = error.body?.secondStep;
  const challenge = error.body?.challenge;
  return method && challenge ? { challenge, method } : null;
}
