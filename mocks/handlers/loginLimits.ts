/**
 * Limits on failed sign-ins: per account, so one password cannot be guessed at speed, and per
 * client address, so one client cannot try many accounts (or load the server with hashing).
 * A success clears its account's count; the client's count ages out on its own. Kept in memory:
 * a restart forgets them, which only gives a guesser back one window.
 */
import { createRateLimiter } from './rateLimit';

export const LOGIN_LIMITS = { perAccount: 5, perClient: 20, windowMs: 15 * 60_000 } as const;

export interface LoginLimits {
  /** Null while both may try again; else how many seconds until they may. */
  retryAfterSeconds(email: string, client: string): number | null;
  failed(email: string, client: string): void;
  succeeded(email: string): void;
}

export function createLoginLimits(now: () => number, limits = LOGIN_LIMITS): LoginLimits {
  const accounts = createRateLimiter({ limit: limits.perAccount, windowMs: limits.windowMs, now });
  const clients = createRateLimiter({ limit: limits.perClient, windowMs: limits.windowMs, now });
  return {
    retryAfterSeconds(email, client) {
      const waits = [accounts.check(email), clients.check(client)].map((verdict) => (verdict.allowed ? 0 : verdict.retryAfterSeconds));
      const longest = Math.max(...waits);
      return longest > 0 ? longest : null;
    },
    failed(email, client) {
      accounts.recordFailure(email);
      clients.recordFailure(client);
    },
    succeeded: (email) => accounts.reset(email),
  };
}
