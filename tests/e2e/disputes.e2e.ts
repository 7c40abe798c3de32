/** Journeys of disputes: a new user files a dispute and talks to support; the demo user pages through the table. */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './browser';
import { E2E_MODE, expectPath, registerNewUser, signIn } from './journeys';

const MESSAGES = [
  'Dispute type is required',
  'Transaction ID is required',
  'Transaction date is required',
  'Amount must be greater than 0',
  'Please provide a detailed description (min 20 characters)',
  'You must confirm that the information provided is accurate',
];

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

/** The number in a tab's name, "Active (9)" → 9. */
async function tabCount(tab: Locator): Promise<number> {
  await tab.waitFor();
  const match = /\((\d+)\)/.exec((await tab.textContent()) ?? '');
  expect(match, 'a count in the tab name').not.toBeNull();
  return Number(match?.[1]);
}

test.describe('disputes', () => {
  test('a new user files a dispute, opens it, replies, and the reply survives a reload', async ({ freshPage }) => {
    const page = await freshPage();
    const email = `e2e.dispute.${Date.now()}@example.com`;
    await registerNewUser(page, email);

    // A fresh account: nothing in any tab.
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Robin' }).waitFor();
    await page.getByRole('tab', { name: 'Active (0)' }).waitFor();
    expect(await page.getByText('No disputes found for this filter.').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'File a New Dispute' }).click();
    await expectPath(page, '/new-dispute');
    expect(await page.getByLabel('Contact email').inputValue()).toBe(email);

    // Submitted empty: every field's message (docs/validation.md#new-dispute), and no request leaves the page.
    await page.getByRole('button', { name: 'Submit Dispute' }).click();
    for (const message of MESSAGES) await page.getByText(message, { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/new-dispute');

    await page.getByLabel('Dispute type').selectOption('transaction_error');
    await page.getByLabel('Transaction ID').fill('0x9fc76417374aa880d4449a1f7f31ec597f00b1f6f3dd2d66f4c9c6c445836d8b');
    await page.getByLabel('Transaction date').fill('2026-11-01');
    await page.getByLabel('Amount').fill('250.75');
    await page.getByLabel('Description').fill('My withdrawal left the exchange but never reached my wallet.');
    await page.getByText('I confirm that the information provided is accurate').click();
    await page.getByRole('button', { name: 'Submit Dispute' }).click();

    await expectPath(page, '/dispute-submitted');
    const view = page.getByRole('link', { name: /^View Dispute / });
    await view.waitFor();
    const id = ((await view.getAttribute('aria-label')) ?? '').replace('View Dispute ', '');
    expect(id).toMatch(/\S/);
    expect(await page.getByText(id, { exact: true }).isVisible()).toBe(true);

    await view.click();
    await expectPath(page, `/dispute/${id}`);
    const reply = `Here is the block explorer link, sent at ${Date.now()}.`;
    await page.getByLabel('Reply').fill(reply);
    await page.getByRole('button', { name: 'Send' }).click();
    // In the thread, not the box: the box holds the text until the server has accepted it.
    const messages = page.getByRole('list', { name: 'Messages' });
    await messages.getByText(reply).waitFor();

    await page.reload();
    await expectPath(page, `/dispute/${id}`);
    await messages.getByText(reply).waitFor();

    // The dashboard now counts it.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Active (1)' }).waitFor();
    await page.getByRole('link', { name: `View Details for ${id}` }).waitFor();
  });

  /**
   * The seed gives the demo user 9 active and 6 closed disputes, which the MSW build shows exactly
   * (every journey starts from the seed). The reference server keeps one store for the whole run,
   * where other journeys (whichever ran first) may have filed or resolved some of them, so there
   * the counts are read from the tabs and the paging is checked against them.
   */
  test('the demo user pages through Active and Resolved, 5 rows a page', async ({ freshPage }) => {
    const page = await freshPage();
    await signIn(page, '/login');
    await expectPath(page, '/dashboard');

    const activeTab = page.getByRole('tab', { name: /^Active \(\d+\)$/ });
    const active = await tabCount(activeTab);
    if (E2E_MODE === 'mock') expect(active).toBe(9);
    // At least two pages; the second holds the next five, or what is left.
    expect(active).toBeGreaterThan(5);
    expect(await bodyRows(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`Showing 6–${Math.min(active, 10)} of ${active}`).waitFor();
    expect(await bodyRows(page).count()).toBe(Math.min(active, 10) - 5);

    const resolvedTab = page.getByRole('tab', { name: /^Resolved \(\d+\)$/ });
    const resolved = await tabCount(resolvedTab);
    if (E2E_MODE === 'mock') expect(resolved).toBe(6);
    expect(resolved).toBeGreaterThan(5);
    await resolvedTab.click();
    await page.getByText(`Showing 1–5 of ${resolved}`).waitFor();
    expect(await bodyRows(page).count()).toBe(5);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByText(`Showing 6–${Math.min(resolved, 10)} of ${resolved}`).waitFor();
    expect(await bodyRows(page).count()).toBe(Math.min(resolved, 10) - 5);
    expect(
      await bodyRows(page)
        .getByText(/^(Resolved|Rejected)$/)
        .count(),
    ).toBe(Math.min(resolved, 10) - 5);
  });
});
