/**
 * Passkeys (docs/server.md#passkeys) with Chromium's virtual authenticator (a platform passkey
 * with user verification): the demo admin, signed in with a code, adds a passkey on
 * /account/two-step, signs out, and signs in again with the passkey alone (no email typed), then
 * with the password and the passkey in place of the code.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './browser';
import { completeSignIn, DEMO_ADMIN, expectPath, expectSignedInAs, logOutFromMenu } from './journeys';

/** A passkey authenticator in this page's browser, as a laptop's fingerprint reader would be. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('an admin adds a passkey and signs in with it, with no email and in place of the code', async ({
  freshPage,
}, testInfo) => {
  const name = `Journey laptop ${testInfo.retry}`;
  const page = await freshPage();
  await addVirtualAuthenticator(page);
  await page.goto('/admin/login');
  await completeSignIn(page, '/admin/login');
  await expectPath(page, '/admin/dashboard');

  await page.goto('/account/two-step');
  await page.getByLabel('Passkey name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(page.getByText(`Passkey “${name}” added.`)).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(/never used/).first()).toBeVisible();

  await logOutFromMenu(page);
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/admin/login');
  // Back to a desktop's width, where the header shows who is signed in.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectPath(page, '/admin/dashboard');
  await expectSignedInAs(page, DEMO_ADMIN.email);

  await logOutFromMenu(page);
  await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/admin/login');
  // Back to a desktop's width, where the header shows who is signed in.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await expectPath(page, '/admin/dashboard');
  await expectSignedInAs(page, DEMO_ADMIN.email);
});
