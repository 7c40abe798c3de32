/** The mock backend in the browser (dev, demo build, Storybook): an MSW worker over IndexedDB. */
import { setupWorker } from 'msw/browser';
import { createMockBackend } from './backend';
import { firstLegacy, memoryDriver, webStorageLegacy } from './db/drivers';
import { indexedDbDriver, indexedDbLegacy } from './db/indexedDbDriver';
import { StoreUnreadableError } from './db/store';
import { ownTabSession, sharedSessionToken } from './sharedCookieJar';
import { outboxMessages } from './mail/outbox';
import { createTestClock, isClockMove, storageOffset } from './sla/testClock';
import { demoSignInCode } from './twoStep/demoCode';

/** The per-record store, shared by every tab of the browser. */
export const DATABASE_NAME = 'dispute-centre-records';
/** Where older versions kept the whole store as one document: localStorage, then one IndexedDB value. */
const LEGACY_STORAGE_KEY = 'dispute-centre:db';
const LEGACY_DATABASE_NAME = 'dispute-centre';

export interface StartOptions {
  latencyMs: number;
}

/**
 * Where this tab's requests find their session: the jar every tab shares, or, in a tab opened to
 * show the other side of the demo, the tab's own (docs/server.md#sessions-and-cookies).
 */
function sessionSource() {
  let storage: Storage | undefined;
  try {
    storage = globalThis.sessionStorage;
  } catch {
    // Storage turned off: reading it throws, and the tab shares the browser's session.
    storage = undefined;
  }
  const tabSession = ownTabSession(storage, globalThis.location.search);
  return tabSession ? { tabSession } : { sharedSessionToken: () => sharedSessionToken() };
}

/**
 * A store that is there but cannot be used (written by another version, or IndexedDB refusing)
 * is left as it is: the demo runs on fresh sample data in memory and says so.
 */
async function openBackend(latencyMs: number, now: () => number) {
  const shared = {
    latencyMs,
    allowedOrigins: [globalThis.location.origin],
    now,
    // Sign-in codes keep to the real time: an authenticator app does not see the test clock's move.
    codeClock: Date.now,
    slaSweepMs: SLA_SWEEP_MS,
    browserUserAgent: globalThis.navigator?.userAgent,
    ...sessionSource(),
  };
  if (typeof indexedDB === 'undefined') {
    return { backend: await createMockBackend({ driver: memoryDriver(), ...shared }), unreadable: null };
  }
  try {
    const legacy = firstLegacy(indexedDbLegacy(LEGACY_DATABASE_NAME), webStorageLegacy(LEGACY_STORAGE_KEY));
    return {
      backend: await createMockBackend({ driver: indexedDbDriver(DATABASE_NAME), legacy, ...shared }),
      unreadable: null,
    };
  } catch (error) {
    if (!(error instanceof StoreUnreadableError)) throw error;
    console.warn('[mock store]', error.message);
    const unreadable = /another version/.test(error.message) ? ('foreign' as const) : ('corrupt' as const);
    return { backend: await createMockBackend({ driver: memoryDriver(), ...shared }), unreadable };
  }
}

/** How often each tab sweeps the clocks' warnings (a warning goes out once, whichever tab sends it). */
const SLA_SWEEP_MS = 60_000;

function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Where a tab's mock backend tells the others that it changed the store they share. */
const STORE_CHANNEL = 'dispute-centre:store-changed';

/**
 * Every tab runs its own mock backend over the one IndexedDB store, and a backend's live streams
 * hear only the changes it knows of. So each commit is announced to the other tabs, which catch up
 * with the store at once: their streams then carry the change as if they had made it.
 */
function followOtherTabsStores(db: Awaited<ReturnType<typeof openBackend>>['backend']['db']) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(STORE_CHANNEL);
  channel.onmessage = () => {
    db.sync().catch((error: unknown) => console.warn('[mock store] could not catch up with another tab:', error));
  };
  // A catch-up is announced again; the others then find nothing new, so it goes no further.
  db.onChange(() => channel.postMessage('changed'));
}

/**
 * The demo's outbox for its page: read after catching up with the other tabs, and followed through
 * the store's own change hook, which hears this tab's writes and, once caught up, the others'
 * (announced on STORE_CHANNEL above), so a message sent in one tab shows in every open outbox.
 */
function demoOutbox(db: Awaited<ReturnType<typeof openBackend>>['backend']['db']) {
  return {
    read: async () => {
      await db.sync();
      return outboxMessages(db);
    },
    subscribe: (listener: () => void) =>
      db.onChange((changes) => {
        if (changes === 'everything' || changes.some((change) => change.collection === 'outbox')) listener();
      }),
  };
}

declare global {
  /** The test clock's handle in mock mode (docs/clock.md#the-test-clock). */
  var __disputeCentreTestClock:
    { advance: (minutes: number) => Promise<{ now: string; alertsSent: number }> } | undefined;
}

export async function startMockBackend({ latencyMs }: StartOptions) {
  const testClock = createTestClock(storageOffset(localStorageOrNothing()));
  const { backend, unreadable } = await openBackend(latencyMs, testClock.now);
  globalThis.__disputeCentreTestClock = {
    advance: (minutes) => {
      if (!isClockMove(minutes)) return Promise.reject(new RangeError('advance takes whole minutes, forward'));
      return testClock.advance(minutes, backend.sweepSla);
    },
  };
  followOtherTabsStores(backend.db);
  const worker = setupWorker(...backend.handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
  const recoveredFrom =
    unreadable ?? backend.db.recoveredFrom ?? (backend.db.setAsideCount > 0 ? ('partial' as const) : null);
  return {
    resetDemoData: backend.resetDemoData,
    outbox: demoOutbox(backend.db),
    // At the real time, as the backend checks codes (BackendContext.codeClock).
    signInCode: (email: string) => demoSignInCode(backend.db.data, Date.now(), email),
    recoveredFrom,
    // Nothing unreadable is destroyed: it stays where it was, or is set aside in the store.
    recoveryBackedUp: recoveredFrom !== null,
  };
}
