/**
 * The sample data for the store's tests, built once per file (with cheap password hashes): a
 * fresh copy for each store that seeds, and a seed that fails, for stores that must not reseed.
 */
import { beforeAll } from 'vitest';
import { memoryDriver } from './drivers';
import { buildSeed } from './seed';
import type { DbDocument, RecordDriver } from './types';

export const SEED_NOW = Date.parse('2026-11-21T12:00:00.000Z');

export function useSeed() {
  let seed: DbDocument | undefined;
  beforeAll(async () => {
    seed = await buildSeed({ now: SEED_NOW, hashIterations: 1000 });
  });
  const built = (): DbDocument => {
    if (!seed) throw new Error('useSeed(): the seed is built before the tests');
    return seed;
  };
  return {
    get seed(): DbDocument {
      return built();
    },
    seedCopy: async (): Promise<DbDocument> => structuredClone(built()),
    mustNotSeed: (): Promise<DbDocument> => Promise.reject(new Error('must not reseed')),
  };
}

/** A driver whose commits fail while `failing` is set, as a full disk or storage does. */
export function refusing(driver: RecordDriver): RecordDriver & { failing: boolean } {
  const wrapped = {
    ...driver,
    failing: false,
    commit: (...args: Parameters<RecordDriver['commit']>) =>
      wrapped.failing ? Promise.reject(new Error('storage full')) : driver.commit(...args),
  };
  return wrapped;
}

/** A memory store whose commits each take a moment, as storage does, so concurrent requests overlap. */
export function slowDriver(): RecordDriver {
  const inner = memoryDriver();
  return {
    load: () => inner.load(),
    replace: (document) => inner.replace(document),
    setAside: (records) => inner.setAside(records),
    exclusive: (task) => inner.exclusive(task),
    async commit(changes, sequences) {
      await new Promise((done) => setTimeout(done, 2));
      return inner.commit(changes, sequences);
    },
  };
}
