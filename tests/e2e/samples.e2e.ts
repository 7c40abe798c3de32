/**
 * Sample content, route by route (docs/texts.md#simulations): every page of src/routes.ts
 * (tests/kit/routeList.ts), opened as the role it needs. In mock mode each piece of sample or
 * simulated content wears the one Sample badge, and no other element does; a real-mode build shows
 * no badge at all, and none of the demo's simulations.
 */
import type { Page } from '@playwright/test';
import { LOADING } from '../kit/failingRoutes';
import { ROUTE_VISITS, type Role, type RouteVisit } from '../kit/routeList';
import { expect, test } from './browser';
import { E2E_MODE, expectPath, signIn } from './journeys';

/** The badge's tooltip (src/components/SampleBadge.tsx), which only the badge carries. */
const SAMPLE_BADGE_HELP = 'Made up for the demo: not real data.';

interface SampleRegion {
  /** The region's accessible name: its heading. */
  region: string | RegExp;
  /** A simulation the demo alone runs: a real-mode build does not show the region at all. */
  demoOnly?: true;
}

const LANDING: readonly SampleRegion[] = [
  { region: /^Lost crypto to a scam/ },
  { region: 'News and Alerts' },
  { region: 'About Us' },
];

/** Per route pattern, the regions that hold sample content; every other page holds none. */
const SAMPLES: Readonly<Record<string, readonly SampleRegion[]>> = {
  '/': LANDING,
  '/landing': LANDING,
  '/scam-alerts': [{ region: 'Scam activity' }],
  '/admin/dashboard': [
    { region: 'Sample data — simulated demo traffic', demoOnly: true },
    { region: 'Visitors', demoOnly: true },
  ],
};

/** Waits until the page has come: its address, a heading in the main area, and its loading text gone. */
async function settled(page: Page, visit: RouteVisit): Promise<void> {
  await expectPath(page, visit.path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  for (const text of ['Checking your session...', LOADING[visit.pattern]]) {
    if (text) await expect(main.getByText(text, { exact: true })).toHaveCount(0);
  }
}

async function checkSamples(page: Page, visit: RouteVisit): Promise<void> {
  await page.goto(visit.path);
  await settled(page, visit);
  const regions = SAMPLES[visit.pattern] ?? [];
  for (const { region, demoOnly } of regions) {
    const shown = page.getByRole('region', { name: region, exact: true });
    if (E2E_MODE === 'real' && demoOnly) {
      await expect(shown, `${visit.path}: "${region}" in a real-mode build`).toHaveCount(0);
      continue;
    }
    // A band of the landing page renders once it nears the viewport.
    await shown.scrollIntoViewIfNeeded();
    const badges = shown.getByTitle(SAMPLE_BADGE_HELP);
    await expect(badges, `${visit.path}: the Sample badge in "${region}"`).toHaveCount(E2E_MODE === 'mock' ? 1 : 0);
  }
  const expected = E2E_MODE === 'mock' ? regions.length : 0;
  await expect(page.getByTitle(SAMPLE_BADGE_HELP), `${visit.path}: Sample badges on the page`).toHaveCount(expected);
}

const ROLES: readonly Role[] = ['visitor', 'user', 'admin'];

test.describe(`sample content on every page (${E2E_MODE} mode)`, () => {
  test('every sample region of the table is a page of src/routes.ts', () => {
    const patterns = ROUTE_VISITS.map((visit) => visit.pattern);
    expect(Object.keys(SAMPLES).filter((pattern) => !patterns.includes(pattern))).toEqual([]);
  });

  for (const role of ROLES) {
    test(`the pages opened as ${role}`, async ({ freshPage }) => {
      const page = await freshPage();
      if (role === 'user') await signIn(page, '/login');
      if (role === 'admin') await signIn(page, '/admin/login');
      if (role !== 'visitor') await expectPath(page, role === 'admin' ? '/admin/dashboard' : '/dashboard');
      for (const visit of ROUTE_VISITS.filter((candidate) => candidate.role === role)) {
        await checkSamples(page, visit);
      }
    });
  }
});
