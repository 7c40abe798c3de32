/**
 * Every route of src/app/routes.tsx, visited once per Prism seed against `prism mock -d
 * openapi.json`: answers generated from the document's schemas, so anything the document allows
 * (any RFC 3339 date-time, a long string, an extra property, a number where a numeric string may
 * be) can reach the app. A page passes when, after it settles, it shows no error state, threw
 * nothing uncaught, ran no task longer than 200 ms, and sent only requests the document allows.
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CHROMIUM_ARGS } from '../utils/chromium';
import { visit, type Observation } from './pageVisit';
import { formatFinding } from './violations';
import type { Role } from './sameOrigin';

const BASE_URL = inject('prismAppUrl');
const SEEDS = inject('prismSeeds');
const LONG_TASK_BUDGET_MS = 200;
const NOT_FOUND_HEADING = '404 Page Not Found';
/** Any id: Prism answers every id with a generated record. */
const DISPUTE_ID = 'DSP-100004';

interface Route {
  path: string;
  role: Role;
  /** For the unknown address only: the not-found page is the right answer there. */
  notFound?: true;
}

const ROUTES: Route[] = [
  { path: '/', role: 'visitor' },
  { path: '/landing', role: 'visitor' },
  { path: '/login', role: 'visitor' },
  { path: '/register', role: 'visitor' },
  { path: '/forgot-password', role: 'visitor' },
  { path: '/admin/login', role: 'visitor' },
  // The dashboard holds the notifications; the scam centre is /scam-alerts.
  { path: '/dashboard', role: 'user' },
  { path: '/new-dispute', role: 'user' },
  { path: `/dispute/${DISPUTE_ID}`, role: 'user' },
  { path: '/dispute-submitted', role: 'user' },
  { path: '/scam-alerts', role: 'user' },
  { path: '/enhanced-dashboard', role: 'user' },
  { path: `/enhanced-dispute/${DISPUTE_ID}`, role: 'user' },
  { path: '/scam-detection', role: 'user' },
  { path: '/admin/dashboard', role: 'admin' },
  { path: `/admin/dispute/${DISPUTE_ID}`, role: 'admin' },
  { path: '/admin/users', role: 'admin' },
  { path: '/admin/reports', role: 'admin' },
  { path: '/admin/settings', role: 'admin' },
  { path: '/no-such-page', role: 'user', notFound: true },
];

/** Everything wrong with one visit, one line each; empty when the page passed. */
function problems(route: Route, seen: Observation): string[] {
  const found: string[] = [];
  if (seen.finalPath !== route.path) found.push(`ended on ${seen.finalPath} instead`);
  const errorTexts = route.notFound ? seen.errorTexts.filter((text) => text !== NOT_FOUND_HEADING) : seen.errorTexts;
  for (const text of errorTexts) found.push(`error state: "${text.slice(0, 200)}"`);
  if (route.notFound && !seen.headings.includes(NOT_FOUND_HEADING)) found.push(`no "${NOT_FOUND_HEADING}" heading (headings: ${seen.headings.join(' | ') || 'none'})`);
  if (!route.notFound && seen.headings.includes(NOT_FOUND_HEADING)) found.push('the not-found page');
  for (const error of seen.pageErrors) found.push(`uncaught: ${error.split('\n').slice(0, 3).join(' ⏎ ')}`);
  const long = seen.longTasks.filter((duration) => duration > LONG_TASK_BUDGET_MS || duration < 0);
  if (long.length) found.push(`long tasks over ${LONG_TASK_BUDGET_MS} ms: ${long.map((duration) => (duration < 0 ? 'no longtask observer' : `${Math.round(duration)} ms`)).join(', ')}`);
  for (const finding of seen.api.findings) found.push(`Prism: ${formatFinding(finding)}`);
  return found;
}

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A long task can be the machine's doing (two cores shared with other work) rather than the
 * page's. The same seed gives the same data, so a visit whose only fault is a long task is made
 * once more: a task over budget both times is the page's own.
 */
async function visitJudged(route: Route, seed: string) {
  if (!browser) throw new Error('the browser did not start');
  const onlyLongTasks = (found: string[]) => found.length > 0 && found.every((problem) => problem.startsWith('long tasks'));
  const options = { baseUrl: BASE_URL, path: route.path, role: route.role, seed, judge: (seen: Observation) => problems(route, seen) };
  const first = await visit(browser, { ...options, final: (found) => !onlyLongTasks(found) });
  if (!onlyLongTasks(first.problems)) return first;
  const again = await visit(browser, { ...options, final: () => true });
  if (!onlyLongTasks(again.problems)) return again;
  return { seen: again.seen, problems: [...first.problems.map((problem) => `${problem} (first visit)`), ...again.problems.map((problem) => `${problem} (again)`)] };
}

describe.each(ROUTES)('$path as $role', (route) => {
  test.each(SEEDS)('seed %s', async (seed) => {
    const { seen, problems: found } = await visitJudged(route, seed);
    if (found.length > 0) {
      // The context a reader needs to tell an app fault from a mock's oddity.
      console.error(
        `[e2e:prism] ${route.path} as ${route.role}, seed ${seed}:\n  ${found.join('\n  ')}\n  API calls: ${seen.api.calls.join('; ') || 'none'}` +
          (seen.consoleErrors.length ? `\n  console errors: ${seen.consoleErrors.map((text) => text.slice(0, 300)).join(' | ')}` : ''),
      );
    }
    expect(found).toEqual([]);
  });
});
