/**
 * The mock backend for a component or page test file: one msw/node server over an in-memory store,
 * listening for the whole file (unhandled requests fail the test), reset to the seed and to the
 * default handlers before each test. Use at the top level of a test file:
 *
 *   const backend = setupMockBackend();
 *   it('…', () => { backend.server.use(…); expect(backend.db.data.users)… });
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { SetupServer } from 'msw/node';
import type { Db } from '../../mocks/db/store';
import { setupTestServer } from '../../mocks/node';

export interface MockBackendHandle {
  readonly server: SetupServer;
  readonly db: Db;
  resetDemoData(): Promise<void>;
}

export function setupMockBackend(options: { now?: () => number } = {}): MockBackendHandle {
  let started: Awaited<ReturnType<typeof setupTestServer>> | undefined;
  const need = () => {
    if (!started)
      throw new Error('setupMockBackend: the server starts in beforeAll; use the handle inside tests or hooks');
    return started;
  };

  beforeAll(async () => {
    started = await setupTestServer(options);
    started.server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(async () => {
    const backend = need();
    await backend.resetDemoData();
    backend.server.resetHandlers();
  });
  afterAll(() => {
    started?.server.close();
  });

  return {
    get server() {
      return need().server;
    },
    get db() {
      return need().db;
    },
    resetDemoData: () => need().resetDemoData(),
  };
}
