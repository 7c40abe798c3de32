/**
 * What two-step sign-in keeps in memory: the challenges handed out by a password that matched, and
 * the count of wrong codes per account. A restart forgets both, which only asks the people
 * between their two steps to sign in again and gives a guesser back one window.
 */
import { CHALLENGE_LIFETIME_MS } from '../../src/api/twoStep';
import { sessionKey } from '../handlers/http';
import { createRateLimiter, type RateLimiter } from '../handlers/rateLimit';
import { createPasskeyCeremonies, type PasskeyCeremonies } from './passkeyCeremonies';

/** At most five wrong codes per account in any fifteen minutes (docs/server.md#two-step-sign-in). */
export const CODE_LIMITS = { perAccount: 5, windowMs: 15 * 60_000 } as const;
const MAX_CHALLENGES = 10_000;

export interface Challenge {
  userId: string;
  rememberMe: boolean;
  expiresAt: number;
  /** Forgives the account's failed passwords once the session starts (../handlers/loginLimits.ts). */
  signedIn: () => void;
}

export interface TwoStepState {
  /** A new challenge's token; only its SHA-256 is kept. */
  issue(challenge: Omit<Challenge, 'expiresAt'>): string;
  /** The live challenge the token names, or null. */
  find(token: string): Challenge | null;
  /** Ends the challenge (its code was accepted). */
  end(token: string): void;
  /** Wrong codes per account id, counted before a code is checked (as ../handlers/loginLimits.ts). */
  codes: RateLimiter;
  /**
   * Test servers only (MOCK_SERVER_TEST_TOTP_REUSE, docs/testing.md): a code may sign the same account
   * in again within its window, for suites that sign the demo admin in dozens of times a minute.
   */
  readonly reusableCodes: boolean;
  /** Passkey ceremonies under way (./passkeyCeremonies.ts). */
  passkeys: PasskeyCeremonies;
}

export function createTwoStepState(now: () => number, { reusableCodes = false } = {}): TwoStepState {
  const challenges = new Map<string, Challenge>();
  return {
    issue(challenge) {
      for (const [key, held] of challenges) if (held.expiresAt <= now()) challenges.delete(key);
      // The oldest first: past the cap, the challenge made longest ago goes.
      const oldest = challenges.keys().next();
      if (challenges.size >= MAX_CHALLENGES && !oldest.done) challenges.delete(oldest.value);
      const bytes = crypto.getRandomValues(new Uint8Array(32));
      const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      challenges.set(sessionKey(token), { ...challenge, expiresAt: now() + CHALLENGE_LIFETIME_MS });
      return token;
    },
    find(token) {
      const held = challenges.get(sessionKey(token));
      return held && held.expiresAt > now() ? held : null;
    },
    end(token) {
      challenges.delete(sessionKey(token));
    },
    codes: createRateLimiter({ limit: CODE_LIMITS.perAccount, windowMs: CODE_LIMITS.windowMs, now }),
    reusableCodes,
    passkeys: createPasskeyCeremonies(now),
  };
}
