/**
 * Work a handler does after its answer has gone, off the answer's path: a password reset's lookup,
 * token and mail (./passwordReset.ts), so neither the answer nor its timing depends on whether the
 * email has an account. A task starts on a later turn of the event loop, never before the handler
 * has returned; one that fails is logged, as nobody is waiting for it.
 */
export interface AfterAnswer {
  /** Runs `task` once the current answer is on its way. */
  run(task: () => Promise<void>): void;
  /** Resolves once every task run so far (and any they ran) has finished: for tests, and a server stopping. */
  idle(): Promise<void>;
}

export function createAfterAnswer(): AfterAnswer {
  const pending = new Set<Promise<void>>();
  return {
    run(task) {
      const running: Promise<void> = new Promise((started) => setTimeout(started, 0))
        .then(task)
        .catch((error: unknown) => console.error('[mock backend] work after an answer failed:', error))
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
