/** Journeys of issue 3: a new visitor registers, stays signed in across a reload, and signs out. */
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser';
import { expectPath, expectSignedInAs, logOutFromMenu, pathOf } from './journeys';

describe('registration and sign-out', () => {
  const browser = useBrowser();

  test('a new visitor registers, is still signed in after a reload, and signs out', async () => {
    const page = await browser.freshPage();
    const email = `e2e.${Date.now()}@example.com`;

    await page.goto('/register');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Quill');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Wallet address').fill('0x71c7656ec7ab88b098defb751b7401b5f6d8976f');
    await page.getByLabel('Password', { exact: true }).fill('Sup3r-secret!');
    await page.getByLabel('Confirm password').fill('Sup3r-secret!');
    // Clicking the label ticks Chakra's checkbox (its input is visually hidden).
    await page.getByText(/I agree to the terms/).click();
    expect(await page.getByRole('checkbox', { name: /I agree to the terms/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, email);

    // The session (an HttpOnly cookie, mocked on the MSW build) and the account (the persisted store) survive a reload.
    await page.reload();
    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, email);

    await logOutFromMenu(page);
    await page.waitForURL((url) => url.pathname !== '/dashboard', { timeout: 15_000 });
    await page.getByText(email, { exact: true }).first().waitFor({ state: 'detached' });
    expect(['/', '/login']).toContain(pathOf(page));

    // Signed out for real: a protected page now sends the visitor to /login.
    await page.goto('/dashboard');
    await expectPath(page, '/login');
  });
});
