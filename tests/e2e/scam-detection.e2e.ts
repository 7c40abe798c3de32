/** Journey of the scam detection page: the demo user checks a look-alike domain, sees why it is dangerous, and reports it. */
import { expect, test } from './browser';
import { expectPath, signIn } from './journeys';

test.describe('scam detection', () => {
  test('the demo user checks binnance-login.com, sees a look-alike and High risk, and reports it', async ({
    freshPage,
  }) => {
    const page = await freshPage();
    await signIn(page, '/login');
    await expectPath(page, '/dashboard');

    await page.goto('/scam-detection');
    await page.getByLabel('Address, transaction hash or website').fill('binnance-login.com');
    await page.getByRole('button', { name: 'Check' }).click();

    const result = page.getByRole('region', { name: 'Result' });
    await result.getByText('High risk', { exact: true }).waitFor();
    await result.getByText('Imitates a well-known site').waitFor();
    expect(await result.getByText('This domain imitates Binance (binance.com).', { exact: false }).isVisible()).toBe(
      true,
    );
    expect(await result.getByText(/^Reported once/).isVisible()).toBe(true);

    await result.getByRole('button', { name: 'Report this' }).click();
    await expectPath(page, '/new-dispute');
    const draft = await page.evaluate(() => sessionStorage.getItem('dispute-centre:scam-report-draft'));
    expect(draft).toContain('binnance-login.com');
  });
});
