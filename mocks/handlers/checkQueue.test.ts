/** The queue of password checks for unknown clients: a bounded number at once, clients in turn. */
import { describe, expect, it } from 'vitest';
import { createCheckQueue } from './checkQueue';

/** A task the test finishes by hand, noting when it started. */
function manualTask(log: string[], name: string) {
  let finish: (value: string) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const task = () => {
    log.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { task, finish: () => finish(name), fail: (error: Error) => fail(error) };
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise<void>((done) => setImmediate(done));

describe('createCheckQueue', () => {
  it('runs at most `concurrency` tasks at once and starts the next as one ends', async () => {
    const queue = createCheckQueue(2);
    const started: string[] = [];
    const tasks = ['a', 'b', 'c', 'd'].map((name) => manualTask(started, name));
    const results = tasks.map(({ task }) => queue.run('one client', task));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);
    tasks[1]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    tasks[0]?.finish();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const { finish } of tasks) finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);
    await settle();
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("takes clients in turn: another client's check waits for the running check and one more of the flood's, not for the flood", async () => {
    const queue = createCheckQueue(1);
    const started: string[] = [];
    const flood = Array.from({ length: 6 }, (_, n) => manualTask(started, `flood-${n}`));
    for (const { task } of flood) void queue.run('203.0.113.66', task);
    const other = manualTask(started, 'other');
    const answered = queue.run('192.0.2.1', other.task);
    await settle();
    expect(started).toEqual(['flood-0']);
    flood[0]?.finish();
    await settle();
    flood[1]?.finish();
    await settle();
    expect(started).toEqual(['flood-0', 'flood-1', 'other']);
    other.finish();
    expect(await answered).toBe('other');
    for (const { finish } of flood) finish();
  });

  it('frees the place of a task that fails, and hands its caller the failure', async () => {
    const queue = createCheckQueue(1);
    const started: string[] = [];
    const failing = manualTask(started, 'failing');
    const next = manualTask(started, 'next');
    const failed = queue.run('x', failing.task);
    const after = queue.run('x', next.task);
    await settle();
    failing.fail(new Error('no'));
    await expect(failed).rejects.toThrow('no');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    expect(await after).toBe('next');
    const throwing = queue.run('y', () => {
      throw new Error('at once');
    });
    await expect(throwing).rejects.toThrow('at once');
    await settle();
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('refuses a concurrency that is not a positive whole number', () => {
    for (const concurrency of [0, -1, 1.5, Number.NaN]) expect(() => createCheckQueue(concurrency)).toThrow(RangeError);
  });
});
