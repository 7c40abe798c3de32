/** Builds the mock backend (store + handlers) once, for whichever host runs it. */
import { openDb, type Db } from './db/store';
import { DEFAULT_ITERATIONS } from './db/passwords';
import type { StorageDriver } from './db/types';
import { createHandlers } from './handlers';

export interface MockBackendOptions {
  driver: StorageDriver;
  latencyMs?: number;
  /** Lower only in tests, where hashing at full strength would only slow the suite down. */
  hashIterations?: number;
  now?: () => number;
}

export interface MockBackend {
  db: Db;
  handlers: ReturnType<typeof createHandlers>;
  resetDemoData: () => Promise<void>;
}

export async function createMockBackend({
  driver,
  latencyMs = 0,
  hashIterations = DEFAULT_ITERATIONS,
  now = Date.now,
}: MockBackendOptions): Promise<MockBackend> {
  // The seed brings faker, about half of the mock backend's code: a browser that already holds its
  // demo data (every visit after the first) never downloads it.
  const buildSeed = async () => (await import('./db/seed')).buildSeed({ now: now(), hashIterations });
  const db = await openDb({ driver, buildSeed });
  const handlers = createHandlers({ db, latencyMs, hashIterations, now });
  return { db, handlers, resetDemoData: () => db.reset() };
}
