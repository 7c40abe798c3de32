/** The mock backend in the browser (dev, demo build, Storybook): an MSW worker over localStorage. */
import { setupWorker } from 'msw/browser';
import { createMockBackend } from './backend';
import { browserStorageDriver } from './db/drivers';

export const STORAGE_KEY = 'dispute-centre:db';

export interface StartOptions {
  latencyMs: number;
}

export async function startMockBackend({ latencyMs }: StartOptions) {
  const backend = await createMockBackend({ driver: browserStorageDriver(STORAGE_KEY), latencyMs });
  const worker = setupWorker(...backend.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  return {
    resetDemoData: backend.resetDemoData,
    recoveredFrom: backend.db.recoveredFrom,
  };
}
