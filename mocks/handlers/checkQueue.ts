/**
 * A queue for the password checks of sign-in attempts from unknown clients: at most `concurrency`
 * run at once, taken from the waiting clients in turn. Web Crypto's PBKDF2 runs in Node's
 * threadpool (four threads unless told otherwise): a flood whose checks all ran at once would fill
 * it, and every other sign-in's check, however welcome, would wait behind the whole flood. Queued,
 * a flood holds `concurrency` threads at most, a check that skips the queue (a browser with a
 * device cookie) finds a thread free, and another client's check waits for the checks already
 * running and at most one more per flooding client, however many the flood sent.
 *
 * Memory: one entry per waiting check, and each waits on a request the limits already let through.
 */

export interface CheckQueue {
  /** Runs `task` once a place is free and it is `lane`'s turn; resolves or rejects as it does. */
  run<T>(lane: string, task: () => Promise<T>): Promise<T>;
  /** How many tasks run now and how many wait (for tests and diagnostics). */
  readonly running: number;
  readonly waiting: number;
}

export function createCheckQueue(concurrency: number): CheckQueue {
  if (!Number.isInteger(concurrency) || concurrency <= 0)
    throw new RangeError(`concurrency must be a positive whole number (got ${concurrency})`);
  let running = 0;
  let waiting = 0;
  // Lanes in the order of their turn; a lane served goes to the back if it still has work.
  const lanes = new Map<string, (() => void)[]>();

  function next() {
    while (running < concurrency) {
      const turn = lanes.entries().next();
      if (turn.done) return;
      const [lane, starts] = turn.value;
      const start = starts.shift();
      lanes.delete(lane);
      if (starts.length > 0) lanes.set(lane, starts);
      if (start) {
        waiting -= 1;
        start();
      }
    }
  }

  return {
    run(lane, task) {
      return new Promise((resolve, reject) => {
        const start = () => {
          running += 1;
          Promise.resolve()
            .then(task)
            .then(resolve, reject)
            .finally(() => {
              running -= 1;
              next();
            });
        };
        const starts = lanes.get(lane);
        if (starts) starts.push(start);
        else lanes.set(lane, [start]);
        waiting += 1;
        next();
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting;
    },
  };
}
