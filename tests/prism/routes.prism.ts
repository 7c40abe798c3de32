/**
 * Every page of the app's route config (src/routes.ts, read by ../kit/routeList.ts), visited once per
 * Prism seed against `prism mock -d openapi.json`: answers generated from the document's schemas,
 * so anything the document allows (any RFC 3339 date-time, a long string, an extra property, a
 * number where a numeric string may be) can reach the app. A page passes when, after it settles,
 * it shows no error state, threw nothing uncaught, and sent only requests the document allows. How
 * long its tasks took is no verdict here (a busy machine would decide it): `npm run bench:routes`
 * prints those figures (docs/performance.md#main-thread).
 */
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { CHROMIUM_ARGS } from '../kit/chromium';
import { visit, type Observation } from './pageVisit';
import { NOT_FOUND_HEADING, ROUTE_VISITS, type RouteVisit } from '../kit/routeList';
import { formatFinding } from './violations';

const BASE_URL = inject('prismAppUrl');
const SEEDS = inject('prismSeeds');

/** Everything wrong with one visit, one line each; empty when the page passed. */
function problems(route: RouteVisit, seen: Observation): string[] {
  const found: string[] = [];
  if (seen.finalPath !== route.path) found.push(`ended on ${seen.finalPath} instead`);
  const errorTexts = route.notFound ? seen.errorTexts.filter((text) => text !== NOT_FOUND_HEADING) : seen.errorTexts;
  for (const text of errorTexts) found.push(`error state: "${text.slice(0, 200)}"`);
  if (route.notFound && !seen.headings.includes(NOT_FOUND_HEADING))
    found.push(`no "${NOT_FOUND_HEADING}" heading (headings: ${seen.headings.join(' | ') || 'none'})`);
  if (!route.notFound && seen.headings.includes(NOT_FOUND_HEADING)) found.push('the not-found page');
  for (const error of seen.pageErrors) found.push(`uncaught: ${error.split('\n').slice(0, 3).join(' ⏎ ')}`);
  for (const finding of seen.api.findings) found.push(`Prism: ${formatFinding(finding)}`);
  return found;
}

let browser: Browser | undefined;

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
});

afterAll(async () => {
  await browser?.close();
});

test('every page of src/routes.ts is visited', () => {
  // The pages come from the config; ../kit/routeList.ts refuses to load while a pattern lacks an address.
  const patterns = ROUTE_VISITS.map((route) => route.pattern);
  expect(new Set(patterns).size).toBe(patterns.length);
  expect(ROUTE_VISITS.filter((route) => /[:*?]/.test(route.path))).toEqual([]);
  expect(ROUTE_VISITS.filter((route) => route.notFound).map((route) => route.pattern)).toEqual(['/*']);
});

describe.each(ROUTE_VISITS)('$path as $role', (route) => {
  test.each(SEEDS)('seed %s', async (seed) => {
    if (!browser) throw new Error('the browser did not start');
    const { seen, problems: found } = await visit(browser, {
      baseUrl: BASE_URL,
      path: route.path,
      role: route.role,
      seed,
      judge: (observed) => problems(route, observed),
    });
    if (found.length > 0) {
      // The context a reader needs to tell an app fault from a mock's oddity.
      console.error(
        `[e2e:prism] ${route.path} as ${route.role}, seed ${seed}:\n  ${found.join('\n  ')}\n  API calls: ${seen.api.calls.join('; ') || 'none'}` +
          (seen.consoleErrors.length
            ? `\n  console errors: ${seen.consoleErrors.map((text) => text.slice(0, 300)).join(' | ')}`
            : ''),
      );
    }
    expect(found).toEqual([]);
  });
});
