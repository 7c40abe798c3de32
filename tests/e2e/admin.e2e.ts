/** Journeys of the admin side: the admin finds, reviews and resolves a dispute; the admin suspends an account. */
import type { Page } from '@playwright/test';
import { expect, test } from './browser';
import { DEMO_ADMIN, DEMO_USER, expectPath, expectSignedInAs, logOutFromMenu, signIn } from './journeys';

const DESKTOP = { width: 1280, height: 900 };

const tableRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test.describe('admin', () => {
  test('the admin filters and searches the disputes, resolves one as a partial refund, and the user sees it resolved', async ({
    freshPage,
  }) => {
    const page = await freshPage();
    await signIn(page, '/admin/login');
    await expectPath(page, '/admin/dashboard');

    // Status and type filters (OR inside a group, AND across groups), then a search by email.
    await page.getByRole('group', { name: 'Status' }).getByText('In Progress', { exact: true }).click();
    await page.getByRole('group', { name: 'Type' }).getByText('Fee dispute', { exact: true }).click();
    await expect
      .poll(async () => {
        const texts = await tableRows(page).allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('In Progress') && /Fee dispute/i.test(text));
      })
      .toBe(true);
    await page.getByRole('searchbox', { name: 'Search disputes' }).fill(DEMO_USER.email);
    await expect
      .poll(async () => {
        const texts = await tableRows(page).allInnerTexts();
        return (
          texts.length > 0 && texts.every((text) => text.includes(DEMO_USER.email) && text.includes('In Progress'))
        );
      })
      .toBe(true);

    // The demo user's open fee dispute (DSP-100004 in the seed). Read from the table rather than
    // fixed, so that against a server whose data has moved on it is whichever one is still open.
    const review = tableRows(page)
      .first()
      .getByRole('link', { name: /^Review DSP-\d+$/ });
    const disputeId = ((await review.getAttribute('aria-label')) ?? (await review.innerText())).replace(/^Review /, '');
    expect(disputeId).toMatch(/^DSP-\d+$/);
    await review.click();
    await expectPath(page, `/admin/dispute/${disputeId}`);
    await page.getByRole('heading', { level: 1, name: `Review dispute ${disputeId}` }).waitFor();
    // Verified or not by the users screen's rule: whichever user filed the first row.
    const kyc = page
      .getByRole('region', { name: 'User information' })
      .getByText(/^(Verified User|Pending verification)$/);
    expect(await kyc.first().isVisible()).toBe(true);

    // The refund defaults to the amount minus 5.
    const amountText = await page
      .getByRole('region', { name: 'Dispute details' })
      .getByText(/^\$[\d,]+\.\d{2}$/)
      .innerText();
    const amount = Number(amountText.replace(/[$,]/g, ''));
    const refund = page.getByLabel('Refund amount');
    expect(Number(await refund.inputValue())).toBeCloseTo(amount - 5, 2);

    await page.getByLabel('Resolution type').selectOption('partial_refund');
    await refund.fill('100.00');
    const response = `Partial refund of $100.00 approved; it reaches your wallet within 24 hours. Ref ${Date.now()}.`;
    await page.getByLabel('Response to user').fill(response);
    await page.getByLabel('Admin notes').fill('Fee difference only.');
    await page.getByRole('button', { name: 'Resolve Dispute' }).click();

    await page.getByText('Dispute resolved', { exact: true }).waitFor();
    expect(await page.getByText('The dispute has been processed successfully').isVisible()).toBe(true);
    await expectPath(page, '/admin/dashboard');

    // The demo user now sees the dispute Resolved, with the admin's response.
    await logOutFromMenu(page);
    await page.waitForURL((url) => url.pathname !== '/admin/dashboard');
    await page.setViewportSize(DESKTOP);
    await signIn(page, '/login');
    await expectPath(page, '/dashboard');
    await page.goto(`/dispute/${disputeId}`);
    await page.getByText(response).first().waitFor();
    expect(await page.locator('[data-status="Resolved"]').first().isVisible()).toBe(true);
  });

  test('the admin suspends a fresh account, which then cannot sign in; admins have no Suspend action', async ({
    freshPage,
  }) => {
    const page = await freshPage();
    const email = `suspend.${Date.now()}@example.com`;
    const password = 'Sup3r-secret!';

    await page.goto('/register');
    await page.getByLabel('First name').fill('Casey');
    await page.getByLabel('Last name').fill('Vale');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Wallet address').fill('0x71c7656ec7ab88b098defb751b7401b5f6d8976f');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByText(/I agree to the terms/).click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, email);
    await logOutFromMenu(page);
    await page.waitForURL((url) => url.pathname !== '/dashboard');
    await page.setViewportSize(DESKTOP);

    await signIn(page, '/admin/login');
    await expectPath(page, '/admin/dashboard');
    await page.goto('/admin/users');
    const search = page.getByRole('searchbox', { name: 'Search users' });

    // No Suspend on an admin's row.
    await search.fill(DEMO_ADMIN.email);
    // By the exact address: the seed's other admin, new.admin@example.com, contains it.
    const adminRow = tableRows(page).filter({ has: page.getByText(DEMO_ADMIN.email, { exact: true }) });
    await adminRow.waitFor();
    expect(await adminRow.getByRole('button', { name: /Suspend/ }).count()).toBe(0);

    await search.fill(email);
    const row = tableRows(page).filter({ hasText: email });
    await row.waitFor();
    await row.getByRole('button', { name: /^Suspend/ }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Suspend Casey Vale?' });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await page.getByText('User suspended', { exact: true }).waitFor();
    await row.getByText('Suspended', { exact: true }).waitFor();
    expect(await row.getByRole('button', { name: /^Reinstate/ }).isVisible()).toBe(true);

    await logOutFromMenu(page);
    await page.waitForURL((url) => url.pathname !== '/admin/users');
    await page.setViewportSize(DESKTOP);
    await signIn(page, '/login', { email, password });
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    await page.getByText('This account has been suspended. Contact support.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
