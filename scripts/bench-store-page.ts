/**
 * The page of the browser half of bench:store (bench/store-browser, built by
 * scripts/bench-store-browser.ts): the mock backend as the app opens it in the browser, over
 * IndexedDB, driven from Node through `page.evaluate`. It lives here rather than beside the page
 * so that typecheck covers it (tsconfig includes scripts/, not bench/).
 */
import { createMockBackend, type MockBackend } from '../mocks/backend';
import { DATABASE_NAME } from '../mocks/browser';
import { indexedDbDriver } from '../mocks/db/indexedDbDriver';
import { SESSION_COOKIE } from '../mocks/handlers/http';
import { storeBench, timedDriver, type PhaseFigures } from './bench-store-measure';

export interface StoreBenchPage {
  /** Opens the backend (the seed on a fresh profile) and says how many disputes it holds. */
  open(): Promise<number>;
  grow(total: number): Promise<number>;
  measure(): Promise<Omit<PhaseFigures, 'size'>>;
  /** Milliseconds per upload of a `fileBytes` evidence file, `runs` of them. */
  uploads(runs: number, fileBytes: number): Promise<{ median: number; p95: number }>;
  /** What Chromium says the origin stores, for when the profile's files cannot be read. */
  usage(): Promise<number | null>;
}

/** How Node reaches the page's bench: `(globalThis as StoreBenchGlobal).storeBench` in `page.evaluate`. */
export type StoreBenchGlobal = typeof globalThis & { storeBench: StoreBenchPage };

export function exposeStoreBench(): void {
  const commits: number[] = [];
  let opened: { backend: MockBackend; bench: ReturnType<typeof storeBench> } | undefined;
  const current = () => {
    if (!opened) throw new Error('call storeBench.open() first');
    return opened;
  };
  const page: StoreBenchPage = {
    async open() {
      // As mocks/browser.ts opens it, less the artificial latency (the store is measured, not the
      // demo's pacing) and the legacy sources (a fresh profile has none).
      const driver = timedDriver(indexedDbDriver(DATABASE_NAME), commits);
      const backend = await createMockBackend({ driver, allowedOrigins: [location.origin] });
      const { DEMO_ADMIN, DEMO_USER } = await import('../mocks/db/seed');
      const bench = storeBench(
        {
          backend,
          accounts: { user: DEMO_USER, admin: DEMO_ADMIN },
          origin: location.origin,
          useSession(token) {
            document.cookie = `${SESSION_COOKIE}=${token}; path=/; SameSite=Lax`;
            return {};
          },
        },
        commits,
      );
      opened = { backend, bench };
      return backend.db.data.disputes.length;
    },
    async grow(total) {
      const { backend, bench } = current();
      await bench.grow(total);
      return backend.db.data.disputes.length;
    },
    measure: () => current().bench.measure(),
    uploads: (runs, fileBytes) => current().bench.uploads(runs, fileBytes),
    async usage() {
      return (await navigator.storage?.estimate())?.usage ?? null;
    },
  };
  (globalThis as StoreBenchGlobal).storeBench = page;
}
