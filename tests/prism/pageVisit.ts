/**
 * One visit of the Prism browser suite: a fresh browser context (no cookies, no storage) that
 * opens one address, waits for the page to settle, and reports what a person, the console and the
 * performance timeline saw. ./sameOrigin.ts reads the `prism-*` cookies set here. The suite judges
 * what a person and the console saw; the long tasks are figures for scripts/bench-routes.ts.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Role } from '../kit/routeList';
import type { VisitRecord } from './sameOrigin';
import { VISIT_PATH } from './sameOrigin';

export interface Observation {
  path: string;
  /** Where the visit ended (a guard may redirect). */
  finalPath: string;
  headings: string[];
  /** Visible error states: alerts and headings that say a load or a render failed. */
  errorTexts: string[];
  pageErrors: string[];
  consoleErrors: string[];
  /** Long tasks (ms) the page's PerformanceObserver saw; -1 when the browser has no such observer. */
  longTasks: number[];
  api: VisitRecord;
}

/** Collects the page's long tasks from its first script on, before the app's code runs. */
const LONG_TASK_SCRIPT = `
  window.__prismLongTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__prismLongTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    window.__prismLongTasks.push(-1);
  }
`;

/** What an error state says: ErrorState and the route error pages are `role="alert"`. */
export const ERROR_TEXT = /could not|couldn't|went wrong|failed to|not found/i;

let visits = 0;

/**
 * How long each wait of a visit may take (the context's default for every wait and navigation): far
 * past what a quiet machine needs, as a busy one can take many seconds to hydrate a page, and
 * within the suite's test limit (vitest.browser.config.ts).
 */
const PAGE_WAIT_MS = 60_000;

async function settle(page: Page): Promise<void> {
  // The page's HTML (prerendered, or the SPA fallback) is on screen before the app hydrates it;
  // the root marks the document `<html data-hydrated>` once it has (src/root.tsx).
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !/Checking your session|^Loading/m.test(document.body.innerText))
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  // Every page's settled state has its heading; a page still without one is judged as it is.
  await page.waitForSelector('h1', { state: 'attached' }).catch(() => undefined);
  // Charts and lists render in slices after the data lands: give them a moment, then wait for the
  // main thread to be idle, which on a busy machine comes later.
  await page.waitForTimeout(500);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 10_000 })));
}

export interface VisitOptions {
  baseUrl: string;
  path: string;
  role: Role;
  seed: string;
  /** What is wrong with what was seen; a visit with problems leaves a screenshot in test-results/. */
  judge: (seen: Observation) => string[];
}

const RESULTS_DIR = path.resolve('test-results');

export async function visit(
  browser: Browser,
  options: VisitOptions,
): Promise<{ seen: Observation; problems: string[] }> {
  visits += 1;
  const visitId = `${visits}-${options.seed}-${options.role}`;
  const context = await browser.newContext({ baseURL: options.baseUrl, viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(PAGE_WAIT_MS);
  context.setDefaultNavigationTimeout(PAGE_WAIT_MS);
  try {
    await context.addCookies(
      Object.entries({ 'prism-seed': options.seed, 'prism-role': options.role, 'prism-visit': visitId }).map(
        ([name, value]) => ({ name, value, url: options.baseUrl }),
      ),
    );
    await context.addInitScript(LONG_TASK_SCRIPT);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    const consoleErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(options.path, { waitUntil: 'load' });
    await settle(page);
    // No named function inside: tsx (scripts/bench-routes.ts) would wrap it in a helper the page lacks.
    const seen = await page.evaluate((pattern) => {
      const errorState = new RegExp(pattern, 'i');
      const texts = [...document.querySelectorAll('h1, h2, h3, [role="alert"]')].map((element) => ({
        h1: element.tagName === 'H1',
        words: (element instanceof HTMLElement ? element.innerText : (element.textContent ?? ''))
          .trim()
          .replace(/\s+/g, ' '),
      }));
      const headings = texts.filter((text) => text.h1).map((text) => text.words);
      const alerts = texts.map((text) => text.words).filter((words) => errorState.test(words));
      const longTasks = (window as unknown as { __prismLongTasks?: number[] }).__prismLongTasks ?? [];
      return { headings, alerts, longTasks: [...longTasks] };
    }, ERROR_TEXT.source);
    const api = (await (
      await fetch(`${options.baseUrl}${VISIT_PATH}${encodeURIComponent(visitId)}`)
    ).json()) as VisitRecord;
    const observation: Observation = {
      path: options.path,
      finalPath: new URL(page.url()).pathname,
      headings: seen.headings,
      errorTexts: [...new Set(seen.alerts)],
      pageErrors,
      consoleErrors,
      longTasks: seen.longTasks,
      api,
    };
    const problems = options.judge(observation);
    if (problems.length > 0) {
      await mkdir(RESULTS_DIR, { recursive: true });
      const name = `prism-${options.path.replace(/[^\w.]+/g, '-').replace(/^-+|-+$/g, '') || 'home'}-seed-${options.seed}.png`;
      await page.screenshot({ path: path.join(RESULTS_DIR, name), fullPage: true });
    }
    return { seen: observation, problems };
  } finally {
    await context.close();
  }
}
