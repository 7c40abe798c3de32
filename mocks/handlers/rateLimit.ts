/**
 * A sliding-window limit on failures per key (for example failed sign-ins per client address):
 * at most `limit` failures in any `windowMs`. Pure: no timers and no I/O, the clock is injected.
 *
 * Memory is bounded, since the keys come from clients: a key keeps at most `limit` timestamps, a
 * key whose window has emptied is dropped, and past `maxKeys` the key that failed longest ago is
 * dropped first. Dropping a live key forgets its failures, which only an attacker with more than
 * `maxKeys` addresses can cause, and such an attacker is not slowed by a per-address limit anyway.
 */

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiterOptions {
  /** Failures allowed in one window; the next check after that many is refused. */
  limit: number;
  windowMs: number;
  now?: () => number;
  /** How many keys are tracked at most (10,000 unless told). */
  maxKeys?: number;
}

export interface RateLimiter {
  check(key: string): RateLimitDecision;
  recordFailure(key: string): void;
  /** Forgets a key's failures, for example after a successful sign-in. */
  reset(key: string): void;
  /** How many keys are tracked now (for tests and diagnostics). */
  readonly size: number;
}

export const DEFAULT_MAX_TRACKED_KEYS = 10_000;

function requirePositiveInteger(name: string, value: number) {
  if (!Number.isInteger(value) || value <= 0) throw new RangeError(`${name} must be a positive whole number (got ${value})`);
}

export function createRateLimiter({ limit, windowMs, now = Date.now, maxKeys = DEFAULT_MAX_TRACKED_KEYS }: RateLimiterOptions): RateLimiter {
  requirePositiveInteger('limit', limit);
  requirePositiveInteger('windowMs', windowMs);
  requirePositiveInteger('maxKeys', maxKeys);

  // Oldest first within a key. The Map is kept in order of each key's latest failure (a key is
  // moved to the end when it fails), so expired keys and the oldest key are always at the front.
  const failures = new Map<string, number[]>();

  /** The key's failures still inside the window; the key is dropped when none are. */
  function live(key: string, at: number): number[] {
    const times = failures.get(key);
    if (!times) return [];
    const firstLive = times.findIndex((time) => time > at - windowMs);
    if (firstLive === -1) {
      failures.delete(key);
      return [];
    }
    if (firstLive > 0) times.splice(0, firstLive);
    return times;
  }

  /** Drops keys whose window emptied, from the front, where the stalest keys sit. */
  function pruneExpired(at: number) {
    for (const [key, times] of failures) {
      const latest = times[times.length - 1];
      if (latest !== undefined && latest > at - windowMs) break;
      failures.delete(key);
    }
  }

  return {
    check(key) {
      const at = now();
      const times = live(key, at);
      if (times.length < limit) return { allowed: true };
      // Allowed again once enough failures leave the window to bring the count under the limit.
      const freeing = times[times.length - limit] ?? at;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeing + windowMs - at) / 1000)) };
    },

    recordFailure(key) {
      const at = now();
      const times = live(key, at);
      failures.delete(key);
      times.push(at);
      if (times.length > limit) times.splice(0, times.length - limit);
      pruneExpired(at);
      while (failures.size >= maxKeys) {
        const stalest = failures.keys().next();
        if (stalest.done) break;
        failures.delete(stalest.value);
      }
      failures.set(key, times);
    },

    reset(key) {
      failures.delete(key);
    },

    get size() {
      return failures.size;
    },
  };
}
