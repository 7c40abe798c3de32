/**
 * A sliding-window limit on failures per key (for example failed sign-ins per client address):
 * at most `limit` failures in any `windowMs`. Pure: no timers and no I/O, the clock is injected.
 *
 * Memory is bounded, since the keys come from clients: a key keeps at most `limit` failures, a
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
  /**
   * Counts a failure now. The function returned takes this one failure back (and nothing else):
   * for an attempt counted before its outcome was known, so that simultaneous attempts cannot all
   * pass one check, which then turned out no failure.
   */
  recordFailure(key: string): () => void;
  /** Forgets a key's failures, for example after a successful sign-in. */
  reset(key: string): void;
  /** How many keys are tracked now (for tests and diagnostics). */
  readonly size: number;
}

export const DEFAULT_MAX_TRACKED_KEYS = 10_000;

interface Failure {
  time: number;
}

function requirePositiveInteger(name: string, value: number) {
  if (!Number.isInteger(value) || value <= 0)
    throw new RangeError(`${name} must be a positive whole number (got ${value})`);
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = DEFAULT_MAX_TRACKED_KEYS,
}: RateLimiterOptions): RateLimiter {
  requirePositiveInteger('limit', limit);
  requirePositiveInteger('windowMs', windowMs);
  requirePositiveInteger('maxKeys', maxKeys);

  // Oldest first within a key. The Map is kept in order of each key's latest failure (a key is
  // moved to the end when it fails), so expired keys and the oldest key are always at the front.
  // A failure is an object, not a bare time, so taking one back removes that one and no other.
  const failures = new Map<string, Failure[]>();

  /** The key's failures still inside the window; the key is dropped when none are. */
  function live(key: string, at: number): Failure[] {
    const times = failures.get(key);
    if (!times) return [];
    const firstLive = times.findIndex((failure) => failure.time > at - windowMs);
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
      if (latest !== undefined && latest.time > at - windowMs) break;
      failures.delete(key);
    }
  }

  return {
    check(key) {
      const at = now();
      const times = live(key, at);
      if (times.length < limit) return { allowed: true };
      // Allowed again once enough failures leave the window to bring the count under the limit.
      const freeing = times[times.length - limit]?.time ?? at;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeing + windowMs - at) / 1000)) };
    },

    recordFailure(key) {
      const at = now();
      const times = live(key, at);
      failures.delete(key);
      const failure: Failure = { time: at };
      times.push(failure);
      if (times.length > limit) times.splice(0, times.length - limit);
      pruneExpired(at);
      while (failures.size >= maxKeys) {
        const stalest = failures.keys().next();
        if (stalest.done) break;
        failures.delete(stalest.value);
      }
      failures.set(key, times);
      return () => {
        // Gone already when the key was reset, dropped or aged out meanwhile: nothing to take back.
        // The key keeps its place in the Map; if it now sits early it is only swept a little late.
        const kept = failures.get(key);
        const index = kept?.indexOf(failure) ?? -1;
        if (!kept || index === -1) return;
        kept.splice(index, 1);
        if (kept.length === 0) failures.delete(key);
      };
    },

    reset(key) {
      failures.delete(key);
    },

    get size() {
      return failures.size;
    },
  };
}
