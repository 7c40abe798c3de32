/** The mock backend for Vitest: msw/node over an in-memory store, reset to the seed per test. */
import { setupServer } from 'msw/node';
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend';
import { memoryDriver } from './db/drivers';

/** A fixed clock keeps the seed identical from run to run. */
export const TEST_NOW = Date.parse('2026-11-21T12:00:00.000Z');
export const TEST_HASH_ITERATIONS = 1_000;

export async function createTestBackend(options: Partial<MockBackendOptions> = {}): Promise<MockBackend> {
  return createMockBackend({
    driver: memoryDriver(),
    hashIterations: TEST_HASH_ITERATIONS,
    now: () => TEST_NOW,
    ...options,
  });
}

export async function setupTestServer(options: Partial<MockBackendOptions> = {}) {
  const backend = await createTestBackend(options);
  const server = setupServer(...backend.handlers);
  return { ...backend, server };
}
