/** Journey of the enhanced pages: the dashboard as a picture, then a dispute as a progress tracker. */
import { expect, test } from './browser';
import { expectPath, expectSignedInAs, signIn } from './journeys';

test.describe('enhanced pages', () => {
  test('the demo user opens Enhanced Dashboard from the navigation, sees the charts and what needs a reply, and follows a dispute in the tracker', async ({
    freshPage,
  }) => {
    const page = await freshPage();
    await signIn(page, '/login');
    await expectPath(page, '/dashboard');
    await expectSignedInAs(page, 'demo@example.com');

    await page.getByRole('navigation').getByRole('link', { name: 'Enhanced Dashboard' }).first().click();
    await expectPath(page, '/enhanced-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Enhanced Dashboard' }).waitFor();

    // The three charts, each drawn (an SVG with bars or a line) and labelled.
    for (const [title, graphic] of [
      ['Disputes by status', 'Bar chart of your disputes by status'],
      ['Amounts by type', 'Bar chart of the disputed amount by dispute type'],
      ['Filings over time', 'Line chart of the disputes you filed each month'],
    ] as const) {
      const section = page.getByRole('region', { name: title });
      await section.getByRole('img', { name: graphic }).locator('svg.recharts-surface').first().waitFor();
    }
    expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);

    // What waits on the user comes first, each a link into the tracker.
    const attention = page.getByRole('list', { name: 'Open disputes, those waiting on you first' });
    await attention.waitFor();
    const first = attention.getByRole('listitem').first();
    await first.getByText('Reply needed', { exact: true }).first().waitFor();
    const reply = first.getByRole('link', { name: /^Reply needed on DSP-\d+$/ });
    const label = (await reply.getAttribute('aria-label')) ?? '';
    const id = label.replace('Reply needed on ', '');

    await reply.click();
    await expectPath(page, `/enhanced-dispute/${id}`);
    await page.getByRole('heading', { level: 1, name: `Dispute ${id}` }).waitFor();
    const progress = page.getByRole('list', { name: 'Dispute progress' });
    await progress.waitFor();
    const current = progress.locator('li[aria-current="step"]');
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toMatch(/Investigation|Legal Action/);
    expect(await current.textContent()).toMatch(/In progress since/);
    await page.getByRole('list', { name: 'Messages' }).waitFor();
    expect(await page.getByRole('link', { name: 'Open the standard view' }).getAttribute('href')).toBe(
      `/dispute/${id}`,
    );
  });
});
