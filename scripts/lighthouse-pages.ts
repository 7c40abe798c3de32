/**
 * The page audits of `npm run bench:lighthouse`: one Lighthouse navigation (mobile: the default form
 * factor and simulated throttling) of `/`, `/login` or `/dashboard` (signed in) in the Chromium that
 * chrome-launcher started.
 *
 * Signing in: the mock backend keeps its session cookie in MSW's own cookie store inside the page
 * (localStorage), so Playwright, connected over CDP to the same Chromium, signs in with the prefilled
 * demo credentials first; Lighthouse then audits /dashboard with `disableStorageReset: true`, after
 * clearing the HTTP cache (cookies and storage stay, for the session), so every page is audited cold.
 */
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CATEGORIES } from './lighthouse-report';

export const PAGES = ['landing', 'login', 'dashboard'] as const;
export type PageName = (typeof PAGES)[number];

async function audit(url: string, port: number, extra: Partial<Flags> = {}): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES.map((c) => c.id),
    ...extra,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function signIn(baseUrl: string, port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    // /login is prerendered: wait until the app has taken the page over (a framework-mode build
    // marks <html data-hydrated>; the pipeline before it marked the page data-prerendered until then).
    await page.waitForFunction(
      () => ('__reactRouterContext' in window ? document.documentElement.hasAttribute('data-hydrated') : !document.querySelector('[data-prerendered]')),
      undefined,
      { timeout: 30_000 },
    );
    const email = page.getByLabel('Email', { exact: true });
    await email.waitFor({ timeout: 30_000 });
    if (!(await email.inputValue())) throw new Error('the demo email is not prefilled on /login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/dashboard', { timeout: 30_000 });
    await page.close();
  } finally {
    await browser.close(); // over CDP: disconnects only, the browser stays up
  }
}

/** Empties the browser's HTTP cache, as Lighthouse does when it may reset storage (here it may not: the session lives there). */
async function clearHttpCache(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close(); // over CDP: disconnects only, the browser stays up
  }
}

/**
 * Audits the pages of the app served at `baseUrl`, in the browser listening for CDP on `port`. Signs
 * in once, before the first /dashboard audit, and the session then outlives the runs; a signed-out
 * audit clears the origin's storage, the session with it, so every signed-out audit of an origin
 * must come before its first /dashboard audit (each copy of the app has its own port, so its own
 * origin).
 */
export function pageAuditor(baseUrl: string, port: number): (page: PageName) => Promise<Result> {
  let signedIn = false;
  return async (page) => {
    // Everything of the origin goes before a signed-out audit: Lighthouse's own reset keeps
    // IndexedDB and localStorage, which the app fills when it starts on /login, so later runs
    // would meet a demo backend already set up, as no first visitor does.
    if (page === 'landing') return audit(`${baseUrl}/`, port, { clearStorageTypes: ['all'] });
    if (page === 'login') return audit(`${baseUrl}/login`, port, { clearStorageTypes: ['all'] });
    if (!signedIn) {
      await signIn(baseUrl, port);
      signedIn = true;
    }
    await clearHttpCache(port);
    const lhr = await audit(`${baseUrl}/dashboard`, port, { disableStorageReset: true });
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== '/dashboard') throw new Error(`not signed in: Lighthouse ended on ${landed}`);
    return lhr;
  };
}
