/** Journeys of signing up: a new visitor registers, stays signed in across a reload, and signs out. */
import { expect, test } from './browser';
import { expectPath, expectSignedInAs, logOutFromMenu, pathOf, registerNewUser } from './journeys';

test.describe('registration and sign-out', () => {
  test('a new visitor registers, is still signed in after a reload, and signs out', async ({ freshPage }) => {
    const page = await freshPage();
    const email = `e2e.${Date.now()}@example.com`;

    await registerNewUser(page, email);

    // The session (an HttpOnly cookie, mocked on the MSW build) and the account (the persisted store) survive a reload.
    await page.reload();
    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, email);

    await logOutFromMenu(page);
    await page.waitForURL((url) => url.pathname !== '/dashboard');
    await page.getByText(email, { exact: true }).first().waitFor({ state: 'detached' });
    expect(['/', '/login']).toContain(pathOf(page));

    // Signed out for real: a protected page now sends the visitor to /login.
    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });
});
