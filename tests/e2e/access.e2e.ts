/** Journeys of access (docs/routes.md#guards): who may open what, and where signing in leads. */
import { expect, test } from './browser';
import { DEMO_ADMIN, DEMO_USER, E2E_MODE, expectPath, expectSignedInAs, signIn } from './journeys';

test.describe('access', () => {
  test('a visitor opening /dashboard lands on /login', async ({ freshPage }) => {
    const page = await freshPage();
    await page.goto('/dashboard');
    await expectPath(page, '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  });

  test('the demo user signs in and reaches /dashboard; /admin/dashboard sends them back to /dashboard', async ({
    freshPage,
  }) => {
    const page = await freshPage();
    await signIn(page, '/login');
    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, DEMO_USER.email);
    // The demo-only control exists on the MSW build and nowhere on a real-mode build.
    const resets = await page.getByRole('button', { name: 'Reset demo data' }).count();
    if (E2E_MODE === 'mock') expect(resets).toBeGreaterThan(0);
    else expect(resets).toBe(0);

    await page.goto('/admin/dashboard');
    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, DEMO_USER.email);
  });

  test('the demo admin signs in on /admin/login and reaches /admin/dashboard', async ({ freshPage }) => {
    const page = await freshPage();
    await signIn(page, '/admin/login');
    await expectPath(page, '/admin/dashboard');
    await expectSignedInAs(page, DEMO_ADMIN.email);
  });

  test('an unknown path shows the not-found page', async ({ freshPage }) => {
    const page = await freshPage();
    await page.goto('/no-such-page');
    const heading = page.getByRole('heading', { name: '404 Page Not Found' });
    await heading.waitFor();
    expect(await page.getByText('Did you forget to add the page to the router?').isVisible()).toBe(true);
  });
});
