/** The mock backend in the browser (dev, demo build, Storybook): an MSW worker over localStorage. */
import { setupWorker } from 'msw/browser';
import { createMockBackend } from './backend';
import { browserStorageDriver, indexedDbDriver, movingDriver } from './db/drivers';

export const STORAGE_KEY = 'dispute-centre:db';
export const DATABASE_NAME = 'dispute-centre';

/** IndexedDB where the browser has it (a demo's data outgrows localStorage), else localStorage. */
function browserDriver() {
  const legacy = browserStorageDriver(STORAGE_KEY);
  return typeof indexedDB === 'undefined' ? legacy : movingDriver(indexedDbDriver(DATABASE_NAME), legacy);
}

export interface StartOptions {
  latencyMs: number;
}

export async function startMockBackend({ latencyMs }: StartOptions) {
  const backend = await createMockBackend({ driver: browserDriver(), latencyMs });
  const worker = setupWorker(...backend.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return {
    resetDemoData: backend.resetDemoData,
    recoveredFrom: backend.db.recoveredFrom,
    recoveryBackedUp: backend.db.backedUp,
  };
}
