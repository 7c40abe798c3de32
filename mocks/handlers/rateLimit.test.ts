/** The sliding-window failure limiter: its window, its Retry-After figure and its bounded memory. */
import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimit';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const MINUTE = 60_000;

describe('createRateLimiter', () => {
  it('allows a key until it has failed `limit` times, then refuses it', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: MINUTE, now });
    for (let n = 0; n < 3; n++) {
      expect(limiter.check('1.2.3.4')).toEqual({ allowed: true });
      limiter.recordFailure('1.2.3.4');
    }
    expect(limiter.check('1.2.3.4')).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it('keeps keys apart', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now });
    limiter.recordFailure('a');
    expect(limiter.check('a').allowed).toBe(false);
    expect(limiter.check('b')).toEqual({ allowed: true });
  });

  it('slides: each failure leaves the window windowMs after it happened, not at a fixed boundary', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    limiter.recordFailure('k'); // t = 0
    time.advance(40_000);
    limiter.recordFailure('k'); // t = 40 s
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 20 });
    time.advance(19_999);
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(1); // the first failure is a full window old
    expect(limiter.check('k')).toEqual({ allowed: true });
    limiter.recordFailure('k'); // t = 60 s: the failures at 40 s and 60 s are in the window
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('rounds Retry-After up to whole seconds and never says 0', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_500, now: time.now });
    limiter.recordFailure('k');
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 2 });
    time.advance(1_499);
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('counts failures made while refused, so hammering on keeps the key refused longer', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    limiter.recordFailure('k');
    limiter.recordFailure('k');
    time.advance(30_000);
    limiter.recordFailure('k');
    time.advance(1_000);
    limiter.recordFailure('k'); // the two latest failures, at 30 s and 31 s, now decide
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 59 });
    time.advance(29_000); // a window after the first two failures: still refused
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('takes back one counted failure, that one only, once', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    const first = limiter.recordFailure('k');
    time.advance(10_000);
    limiter.recordFailure('k');
    expect(limiter.check('k').allowed).toBe(false);
    first();
    // The failure left is the later one: the key is free again once it is a window old.
    expect(limiter.check('k')).toEqual({ allowed: true });
    limiter.recordFailure('k');
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    first(); // a second call takes nothing more back
    expect(limiter.check('k').allowed).toBe(false);
  });

  it('takes back nothing once the key was reset, even failures counted since at the same instant', () => {
    const { now } = clock(); // the clock stands still: every failure has the same time
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now });
    const before = limiter.recordFailure('k');
    limiter.reset('k');
    limiter.recordFailure('k');
    before();
    expect(limiter.check('k').allowed).toBe(false);
  });

  it('drops a key whose last failure was taken back', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: MINUTE, now });
    limiter.recordFailure('a');
    const release = limiter.recordFailure('b');
    release();
    expect(limiter.size).toBe(1);
    expect(limiter.check('b')).toEqual({ allowed: true });
  });

  it('reset forgets a key at once', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now });
    limiter.recordFailure('k');
    limiter.reset('k');
    expect(limiter.check('k')).toEqual({ allowed: true });
    expect(limiter.size).toBe(0);
  });

  it('drops a key once its window is empty', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: MINUTE, now: time.now });
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    expect(limiter.size).toBe(2);
    time.advance(MINUTE);
    expect(limiter.check('a')).toEqual({ allowed: true });
    expect(limiter.size).toBe(1);
    limiter.recordFailure('c'); // a failure anywhere sweeps the keys whose window emptied
    expect(limiter.size).toBe(1);
  });

  it('tracks at most maxKeys keys, dropping the one that failed longest ago', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now: time.now, maxKeys: 3 });
    for (const key of ['a', 'b', 'c']) {
      limiter.recordFailure(key);
      time.advance(1);
    }
    limiter.recordFailure('a'); // a failed again: b is now the stalest
    time.advance(1);
    limiter.recordFailure('d');
    expect(limiter.size).toBe(3);
    expect(limiter.check('b')).toEqual({ allowed: true });
    for (const key of ['a', 'c', 'd']) expect(limiter.check(key).allowed).toBe(false);
  });

  it('stays within 10,000 keys by default however many addresses fail', () => {
    const { now } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now });
    const address = (n: number) => `10.0.${n >> 8}.${n & 255}`;
    for (let n = 0; n < 25_000; n++) limiter.recordFailure(address(n));
    expect(limiter.size).toBe(10_000);
    expect(limiter.check(address(24_999)).allowed).toBe(false); // the latest are kept
    expect(limiter.check(address(15_000)).allowed).toBe(false);
    expect(limiter.check(address(14_999)).allowed).toBe(true); // the stalest were dropped
  });

  it('decides by the latest `limit` failures alone, however many a key made', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: MINUTE, now: time.now });
    for (let n = 0; n < 1_000; n++) {
      limiter.recordFailure('k');
      time.advance(10);
    }
    // Only the last two failures count: the key is free a window after the second-to-last.
    expect(limiter.check('k')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    time.advance(MINUTE - 10);
    expect(limiter.check('k')).toEqual({ allowed: true });
  });

  it('refuses nonsense options', () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: MINUTE })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 3, windowMs: -1 })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1.5, windowMs: MINUTE })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 3, windowMs: MINUTE, maxKeys: 0 })).toThrow(RangeError);
  });
});
