/**
 * Playwright Test for the journeys, with one fixture: `freshPage()`, a new tab in a new browser
 * context (no cookies, no browser storage). In mock mode that includes the in-browser store, so the
 * seed comes back on first load. In real mode the reference server keeps one store for the whole
 * run, so journeys never rely on a pristine seed (tests/e2e/journeys.ts). Each call is another
 * person: two calls in one test are two sessions side by side.
 *
 *   test('...', async ({ freshPage }) => { const page = await freshPage(); ... });
 *
 * Playwright keeps a screenshot of every page when a test fails, and a trace when E2E_TRACE asks (playwright.config.ts).
 */
import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

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

/** Opens a new clean browser context and a page in it; its `goto` and `reload` wait for the app. */
export type FreshPage = () => Promise<Page>;

export const test = base.extend<{ newContext: () => Promise<BrowserContext>; freshPage: FreshPage }>({
  /** A new clean browser context, closed when the test ends. */
  newContext: async ({ browser }, use) => {
    const contexts: BrowserContext[] = [];
    // A context made in a test takes the config's `use` options (base URL, viewport, limits), and
    // Playwright photographs its pages when the test fails.
    await use(async () => {
      const context = await browser.newContext();
      contexts.push(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
  freshPage: async ({ newContext }, use) => {
    await use(async () => waitingForHydration(await (await newContext()).newPage()));
  },
});
