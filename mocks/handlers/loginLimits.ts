/**
 * Limits on sign-in attempts. An attempt from a browser with a valid device cookie for the account
 * it names (./deviceCookie.ts) is limited by that cookie's own count alone. Any other attempt is
 * from an unknown client, limited per account, so one password cannot be guessed at speed, and per
 * client address, so one client cannot try many accounts (or load the server with hashing).
 *
 * An attempt is counted as a failure when it begins, before its password is checked, and taken
 * back if the password matches: counting only after the check let any number of simultaneous
 * guesses through a limit none of them had yet reached. A sign-in clears the count it was limited
 * by (the account's, or the device's); an address's count ages out on its own. Kept in memory: a
 * restart forgets them, which only gives a guesser back one window.
 */
import { createRateLimiter, type RateLimitDecision } from './rateLimit';

export const LOGIN_LIMITS = { perAccount: 5, perClient: 20, perDevice: 5, windowMs: 15 * 60_000 } as const;

export type LoginAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** Whether the attempt came with a valid device cookie for its account. */
      trusted: boolean;
      /** The password matched: this attempt was no failure. */
      release(): void;
      /** The attempt signed in: its account's (or device's) earlier failures are forgiven too. */
      signedIn(): void;
    };

export interface LoginLimits {
  /**
   * Takes the attempt into its limits in one synchronous step, so that of simultaneous attempts
   * no more pass than the limits allow. `device` is the attempt's valid device cookie's identity
   * (`DeviceCookies.verify`), or null for an attempt from an unknown client.
   */
  begin(email: string, client: string, device: string | null): LoginAttempt;
  /**
   * The account's password was reset by a mailed link (./passwordReset.ts): the failures counted
   * against the old password say nothing about the new one, and its owner is not kept waiting.
   */
  passwordReset(email: string): void;
}

/** The longest wait any refusing verdict asks for, or null when all allow. */
function longestWait(verdicts: RateLimitDecision[]): number | null {
  const longest = Math.max(0, ...verdicts.map((verdict) => (verdict.allowed ? 0 : verdict.retryAfterSeconds)));
  return longest > 0 ? longest : null;
}

export function createLoginLimits(now: () => number, limits = LOGIN_LIMITS): LoginLimits {
  const accounts = createRateLimiter({ limit: limits.perAccount, windowMs: limits.windowMs, now });
  const clients = createRateLimiter({ limit: limits.perClient, windowMs: limits.windowMs, now });
  const devices = createRateLimiter({ limit: limits.perDevice, windowMs: limits.windowMs, now });
  return {
    begin(email, client, device) {
      if (device !== null) {
        // Neither the account's count nor the address's: a guesser can spend both, the owner's
        // browser is the one client they cannot be. Its failures count against it alone.
        const wait = longestWait([devices.check(device)]);
        if (wait !== null) return { allowed: false, retryAfterSeconds: wait };
        const release = devices.recordFailure(device);
        return { allowed: true, trusted: true, release, signedIn: () => devices.reset(device) };
      }
      const wait = longestWait([accounts.check(email), clients.check(client)]);
      if (wait !== null) return { allowed: false, retryAfterSeconds: wait };
      const releaseAccount = accounts.recordFailure(email);
      const releaseClient = clients.recordFailure(client);
      return {
        allowed: true,
        trusted: false,
        release: () => {
          releaseAccount();
          releaseClient();
        },
        signedIn: () => accounts.reset(email),
      };
    },
    passwordReset: (email) => accounts.reset(email),
  };
}
