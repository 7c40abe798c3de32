/**
 * The password reset journey (docs/server.md#password-reset): someone signed in on one device
 * forgets their password, asks for a link on /forgot-password, opens it, sets a new password and
 * signs in with it; the session left open elsewhere is ended, and its next call lands on sign-in.
 *
 * Real mode reads the link from the .eml file the reference server wrote into its mail folder
 * (E2E_MAIL_DIR, playwright.config.ts); mock mode from the demo outbox, opened from the header.
 * In mock mode every tab of a browser shares one store and one session, so the "other device" is
 * another tab of the same browser; in real mode it is a browser of its own.
 */
import type { Page } from '@playwright/test';
import { resetLinkMailedTo } from '../kit/mailFolder';
import { expect, test, waitingForHydration } from './browser';
import { completeSignIn, E2E_MODE, expectPath, expectSignedInAs, registerNewUser } from './journeys';

const NEW_PASSWORD = 'a-Brand-new-passw0rd';

/** Asks for a reset link on /forgot-password and sees "Check Your Email". */
async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
}

/** Opens the link the system mailed to `email`, in `page`: from the mail folder, or the demo outbox. */
async function openMailedLink(page: Page, email: string): Promise<void> {
  if (E2E_MODE === 'real') {
    const folder = process.env.E2E_MAIL_DIR;
    if (!folder) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it in real mode)');
    await page.goto(await resetLinkMailedTo(folder, email));
    return;
  }
  await page.getByRole('link', { name: 'Demo outbox' }).click();
  await expectPath(page, '/demo/outbox');
  const message = page.getByRole('article').filter({ hasText: `To ${email}` });
  await message.getByRole('link', { name: /\/reset-password\?token=/ }).click();
}

test.describe('password reset by e-mailed link', () => {
  test('a reset sets a new password, which signs in, and ends the session left open', async ({
    freshPage,
    newContext,
  }) => {
    const email = `e2e.reset.${Date.now()}@example.com`;
    const open = await freshPage();
    await registerNewUser(open, email);

    // Mock mode: another tab of the same browser (one store, one session); real: another browser.
    const page =
      E2E_MODE === 'mock'
        ? waitingForHydration(await open.context().newPage())
        : waitingForHydration(await (await newContext()).newPage());
    await askForLink(page, email);
    await openMailedLink(page, email);

    await expectPath(page, '/reset-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

    // The session left open is over: its next call is refused, and it lands on sign-in.
    await open.reload();
    await expectPath(open, '/login');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await expectPath(page, '/login');
    await completeSignIn(page, '/login', { email, password: NEW_PASSWORD });
    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, email);
  });
});
