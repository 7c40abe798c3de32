/**
 * Limits on password resets (docs/server.md#rate-limits). A request is counted per email and per
 * client address the moment it arrives, before any other work and with no await between the check
 * and the count, so simultaneous requests cannot pass a limit none of them has reached yet: an
 * address cannot be flooded with mail, nor the server made to look up emails at speed. The count is
 * the same for an email with an account and one without, so a 429 tells nothing either.
 *
 * A confirm is counted per client address when it begins and taken back when it sets a password:
 * only refused links count, which is what guessing tokens makes. Kept in memory, like the sign-in
 * limits (./loginLimits.ts): a restart forgets them.
 */
import { createRateLimiter, type RateLimitDecision } from './rateLimit';

export const RESET_LIMITS = { perEmail: 3, perClient: 20, confirmsPerClient: 20, windowMs: 15 * 60_000 } as const;

export type ResetConfirmAttempt =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /** The link set a password: this attempt was no guess. */
      release(): void;
    };

export interface ResetLimits {
  request(email: string, client: string): RateLimitDecision;
  confirm(client: string): ResetConfirmAttempt;
}

const longestWait = (verdicts: RateLimitDecision[]) =>
  Math.max(0, ...verdicts.map((verdict) => (verdict.allowed ? 0 : verdict.retryAfterSeconds)));

export function createResetLimits(now: () => number, limits = RESET_LIMITS): ResetLimits {
  const emails = createRateLimiter({ limit: limits.perEmail, windowMs: limits.windowMs, now });
  const clients = createRateLimiter({ limit: limits.perClient, windowMs: limits.windowMs, now });
  const confirms = createRateLimiter({ limit: limits.confirmsPerClient, windowMs: limits.windowMs, now });
  return {
    request(email, client) {
      const wait = longestWait([emails.check(email), clients.check(client)]);
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
      emails.recordFailure(email);
      clients.recordFailure(client);
      return { allowed: true };
    },
    confirm(client) {
      const wait = longestWait([confirms.check(client)]);
      if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
      return { allowed: true, release: confirms.recordFailure(client) };
    },
  };
}
