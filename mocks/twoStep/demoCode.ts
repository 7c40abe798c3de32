/**
 * The demo's sign-in code (mock mode only): the code an authenticator app would show now for a
 * seeded account, so a presenter signs in without a phone. Never part of the reference server.
 */
import type { DbDocument } from '../db/types';
import { TOTP_DRIFT_STEPS, TOTP_PERIOD_SECONDS, totpCodeOfStep, totpStep } from './totp';

/**
 * The code the server will take next for `email`'s account: the current step's, or the next one's
 * when the current one was just used (each step signs in once). Null for an account without a second
 * step, or when both are spent.
 */
export function demoSignInCode(
  data: DbDocument,
  now: number,
  email: string,
): { code: string; secondsLeft: number } | null {
  const twoStep = data.users.find((user) => user.email === email.trim().toLowerCase())?.twoStep;
  if (!twoStep) return null;
  const current = totpStep(now);
  const step = Math.max(current, (twoStep.lastStep ?? current - 1) + 1);
  if (step > current + TOTP_DRIFT_STEPS) return null;
  const endsAt = (step + 1) * TOTP_PERIOD_SECONDS * 1000;
  return { code: totpCodeOfStep(twoStep.secret, step), secondsLeft: Math.ceil((endsAt - now) / 1000) };
}
