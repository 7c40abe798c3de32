/** The mock backend for Vitest: msw/node over an in-memory store, reset to the seed per test. */
import { setupServer } from 'msw/node';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend';
import { buildSeed, type SeedOptions } from './db/seed';
import { memoryDriver } from './db/drivers';
import type { DbDocument } from './db/types';

/** A fixed clock keeps the seed identical from run to run. */
export const TEST_NOW = Date.parse('2026-11-21T12:00:00.000Z');
export const TEST_HASH_ITERATIONS = 1_000;

/**
 * The seed is deterministic (./db/seed.ts): a worker builds it once per clock reading and hands
 * each reset a copy, a fifth of the cost of building it afresh before every test. A few readings
 * are kept: a test whose clock moves builds anew.
 */
const seeds = new Map<string, Promise<DbDocument>>();
async function copyOfSeed(options: Required<SeedOptions>): Promise<DbDocument> {
  const key = `${options.now}/${options.hashIterations}`;
  let seed = seeds.get(key);
  if (!seed) {
    if (seeds.size >= 4) seeds.clear();
    seed = buildSeed(options);
    seeds.set(key, seed);
  }
  return structuredClone(await seed);
}

export async function createTestBackend(options: Partial<MockBackendOptions> = {}): Promise<MockBackend> {
  return createMockBackend({
    driver: memoryDriver(),
    hashIterations: TEST_HASH_ITERATIONS,
    now: () => TEST_NOW,
    buildSeed: copyOfSeed,
    // Tests sign the same admin in many times at one frozen instant; the no-replay rule has tests of its own.
    reusableTotpCodes: true,
    ...options,
  });
}

export async function setupTestServer(options: Partial<MockBackendOptions> = {}) {
  const backend = await createTestBackend(options);
  const server = setupServer(...backend.handlers);
  return { ...backend, server };
}
