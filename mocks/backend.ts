/** Builds the mock backend (store + handlers) once, for whichever host runs it. */
import { openDb, type Db } from './db/store';
import { buildSeed } from './db/seed';
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
  const db = await openDb({ driver, buildSeed: () => buildSeed({ now: now(), hashIterations }) });
  const handlers = createHandlers({ db, latencyMs, hashIterations, now });
  return { db, handlers, resetDemoData: () => db.reset() };
}
