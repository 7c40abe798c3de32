/**
 * One visit of the Prism browser suite: a fresh browser context (no cookies, no storage) that
 * opens one address, waits for the page to settle, and reports what a person, the console and the
 * performance timeline saw. ./sameOrigin.ts reads the `prism-*` cookies set here.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Role, VisitRecord } from './sameOrigin';
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
  /** Long tasks (ms) the page's PerformanceObserver saw. */
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

async function settle(page: Page): Promise<void> {
  // The page's HTML (prerendered, or the SPA fallback) is on screen before the app hydrates it;
  // the root marks the document `<html data-hydrated>` once it has (src/root.tsx).
  await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  await page.waitForFunction(() => !/Checking your session|^Loading/m.test(document.body.innerText), undefined, { timeout: 20_000 }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  // Charts and lists render in slices after the data lands: give them a moment to finish.
  await page.waitForTimeout(500);
}

export interface VisitOptions {
  baseUrl: string;
  path: string;
  role: Role;
  seed: string;
  /** What is wrong with what was seen. */
  judge: (seen: Observation) => string[];
  /** Whether those problems are the visit's verdict, so the page is saved to test-results/. */
  final: (problems: string[]) => boolean;
}

const RESULTS_DIR = path.resolve('test-results');

export async function visit(browser: Browser, options: VisitOptions): Promise<{ seen: Observation; problems: string[] }> {
  visits += 1;
  const visitId = `${visits}-${options.seed}-${options.role}`;
  const context = await browser.newContext({ baseURL: options.baseUrl, viewport: { width: 1280, height: 900 } });
  try {
    await context.addCookies(
      Object.entries({ 'prism-seed': options.seed, 'prism-role': options.role, 'prism-visit': visitId }).map(([name, value]) => ({ name, value, url: options.baseUrl })),
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
    const seen = await page.evaluate((pattern) => {
      const text = (element: Element) => (element instanceof HTMLElement ? element.innerText : element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const errorState = new RegExp(pattern, 'i');
      const headings = [...document.querySelectorAll('h1')].map(text);
      const alerts = [...document.querySelectorAll('[role="alert"], h1, h2, h3')].map(text).filter((words) => errorState.test(words));
      const longTasks = (window as unknown as { __prismLongTasks?: number[] }).__prismLongTasks ?? [];
      return { headings, alerts, longTasks: [...longTasks] };
    }, ERROR_TEXT.source);
    const api = (await (await fetch(`${options.baseUrl}${VISIT_PATH}${encodeURIComponent(visitId)}`)).json()) as VisitRecord;
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
    if (problems.length > 0 && options.final(problems)) {
      await mkdir(RESULTS_DIR, { recursive: true });
      const name = `prism-${options.path.replace(/[^\w.]+/g, '-').replace(/^-+|-+$/g, '') || 'home'}-seed-${options.seed}.png`;
      await page.screenshot({ path: path.join(RESULTS_DIR, name), fullPage: true });
    }
    return { seen: observation, problems };
  } finally {
    await context.close();
  }
}
