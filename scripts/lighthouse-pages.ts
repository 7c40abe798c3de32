/**
 * The page audits of `npm run bench:lighthouse`: one Lighthouse navigation (mobile: the default form
 * factor and simulated throttling) of `/` and `/login` on the mock-mode build, and of `/dashboard`
 * (signed in) on the real-mode build against the reference server (./lighthouse-realmode.ts), in the
 * Chromium that chrome-launcher started.
 *
 * Signing in: Playwright, connected over CDP to the same Chromium, signs in as the demo user on the
 * real-mode build's /login before each /dashboard audit (every copy's server sets a session cookie
 * on `localhost`, and cookies do not tell ports apart, so the copies' sessions take turns); Lighthouse
 * then audits /dashboard with `disableStorageReset: true`, after clearing the HTTP cache (cookies and
 * storage stay, for the session), so every page is audited cold.
 */
import lighthouse from 'lighthouse';
import type { Flags, Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { CATEGORIES } from './lighthouse-report';

export const PAGES = ['landing', 'login', 'dashboard'] as const;
/** The account the reference server seeds. */
const DEMO_USER = { email: 'demo@example.com', password: 'Password123!' } as const;
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
    await page.getByLabel('Email', { exact: true }).fill(DEMO_USER.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_USER.password);
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
 * Audits `/` and `/login` of the mock-mode app at `mockUrl` and `/dashboard` of the real-mode app at
 * `realUrl`, in the browser listening for CDP on `port`. A signed-out audit clears its origin's
 * storage (Lighthouse's own reset keeps the IndexedDB and localStorage the app fills when it starts,
 * and later runs would meet a demo backend already set up, as no first visitor does).
 */
export function pageAuditor(mockUrl: string, realUrl: string, port: number): (page: PageName) => Promise<Result> {
  return async (page) => {
    if (page === 'landing') return audit(`${mockUrl}/`, port, { clearStorageTypes: ['all'] });
    if (page === 'login') return audit(`${mockUrl}/login`, port, { clearStorageTypes: ['all'] });
    await signIn(realUrl, port);
    await clearHttpCache(port);
    const lhr = await audit(`${realUrl}/dashboard`, port, { disableStorageReset: true });
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== '/dashboard') throw new Error(`not signed in: Lighthouse ended on ${landed}`);
    return lhr;
  };
}
