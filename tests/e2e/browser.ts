/**
 * One headless Chromium per test file (Debian's package, never a downloaded browser), with a fresh
 * profile, and a screenshot in test-results/ when a test fails.
 *
 *   const browser = useBrowser();
 *   test('...', async () => { const page = await browser.freshPage(); ... });
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_ARGS } from '../utils/chromium';

/**
 * How long any wait of a journey (an element, a navigation, a poll) may take before it fails: far
 * past what a quiet machine needs, since a busy one can take many seconds to build a page, and
 * within the suite's own test limit (vitest.config.ts). No journey sets a shorter one.
 */
export const WAIT_MS = 120_000;

/** The address of this run's static server (tests/e2e/globalSetup.ts picks a free port). */
export const BASE_URL = inject('e2eBaseUrl');
const RESULTS_DIR = path.resolve('test-results');

export interface BrowserHandle {
  /**
   * A new tab on a clean slate: no cookies, no browser storage. In mock mode that includes the
   * in-browser store, so the seed comes back on first load. In real mode the reference server keeps
   * one store for the whole run, so journeys never rely on a pristine seed (tests/e2e/journeys.ts).
   */
  freshPage(): Promise<Page>;
  /** The current tab (from the last `freshPage`). */
  page(): Page;
}

/**
 * A page's HTML (prerendered, or the SPA fallback) is on screen before its app hydrates it, and
 * until then its buttons and forms do nothing. After a page load a journey waits for the app to
 * hydrate, as a person waits for a page that does not answer yet: the root marks the document
 * `<html data-hydrated>` once it has (src/root.tsx).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** `page`, its `goto` and `reload` resolving once the new document's app has hydrated. */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await untilHydrated(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await untilHydrated(page);
    return response;
  };
  return page;
}

export function useBrowser(): BrowserHandle {
  let profileDir = '';
  let context: BrowserContext | undefined;
  let current: Page | undefined;

  beforeAll(async () => {
    profileDir = await mkdtemp(path.join(tmpdir(), 'e2e-chromium-'));
    context = await chromium.launchPersistentContext(profileDir, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [...CHROMIUM_ARGS],
      baseURL: BASE_URL,
      viewport: { width: 1280, height: 900 },
    });
    context.setDefaultTimeout(WAIT_MS);
    context.setDefaultNavigationTimeout(WAIT_MS);
  });

  afterAll(async () => {
    await context?.close();
    if (profileDir) await rm(profileDir, { recursive: true, force: true });
  });

  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(async () => {
      if (!current || current.isClosed()) return;
      await mkdir(RESULTS_DIR, { recursive: true });
      const name = `${path.basename(task.file.name, '.e2e.ts')}--${task.name}`.replace(/[^\w.-]+/g, '-');
      await current.screenshot({ path: path.join(RESULTS_DIR, `${name}.png`), fullPage: true });
      console.error(`[e2e] screenshot: test-results/${name}.png (at ${current.url()})`);
    });
  });

  return {
    async freshPage() {
      if (!context) throw new Error('useBrowser(): the browser did not start');
      const previous = context.pages();
      current = await context.newPage();
      for (const open of previous) await open.close();
      await context.clearCookies();
      // Storage is per origin: open a static file of it (not the app, which would load the old store) and wipe it.
      await current.goto('/robots.txt');
      await current.evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        // The mock backend keeps its records in IndexedDB (mocks/browser.ts; the first name is the older store's);
        // a Report a Scam draft keeps its files in one of their own (src/components/draftFiles.ts).
        for (const name of ['dispute-centre', 'dispute-centre-records', 'dispute-centre-draft-files']) {
          await new Promise((resolve) => {
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve(undefined);
          });
        }
      });
      return waitingForHydration(current);
    },
    page() {
      if (!current) throw new Error('useBrowser(): call freshPage() first');
      return current;
    },
  };
}
