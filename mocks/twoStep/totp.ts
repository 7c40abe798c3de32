/**
 * Time-based one-time codes (RFC 6238) through otpauth: 30-second steps, 6 digits, HMAC-SHA-1, the
 * settings every authenticator app assumes. A code is accepted for the current step or one step
 * either side (a phone's clock a little off), and only for a step later than the last one accepted
 * for the account, so a code seen over someone's shoulder cannot be used again (docs/server.md#two-step-sign-in).
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one that are still accepted. */
export const TOTP_DRIFT_STEPS = 1;
/** The name an authenticator app lists the account under. */
export const TOTP_ISSUER = 'Dispute Centre';

const settings = { algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS } as const;

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), as base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The time-step `timestamp` (ms) falls in. */
export const totpStep = (timestamp: number): number => TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp });

/** The code of the step `timestamp` (ms) falls in. */
export const totpCode = (secret: string, timestamp: number): string =>
  TOTP.generate({ ...settings, secret: Secret.fromBase32(secret), timestamp });

/** The code of time-step `step`. */
export const totpCodeOfStep = (secret: string, step: number): string =>
  totpCode(secret, step * TOTP_PERIOD_SECONDS * 1000);

/** The `otpauth://totp/…` address a QR code carries to an authenticator app. */
export const otpauthUri = (secret: string, account: string): string =>
  new TOTP({ ...settings, issuer: TOTP_ISSUER, label: account, secret: Secret.fromBase32(secret) }).toString();

/**
 * The step `code` belongs to, when it is one of the steps within the drift of `now` and later than
 * `lastStep`; else null. The latest step is tried first; otpauth compares in constant time.
 */
export function acceptedStep(secret: string, code: string, now: number, lastStep: number | null): number | null {
  const current = totpStep(now);
  const key = Secret.fromBase32(secret);
  for (let delta = TOTP_DRIFT_STEPS; delta >= -TOTP_DRIFT_STEPS; delta--) {
    const step = current + delta;
    if (lastStep !== null && step <= lastStep) continue;
    const timestamp = step * TOTP_PERIOD_SECONDS * 1000;
    if (TOTP.validate({ ...settings, secret: key, token: code, timestamp, window: 0 }) !== null) return step;
  }
  return null;
}
