/** Journeys of the user side: the scam centre's checklist and a reply on a dispute survive a reload. */
import { expect, test } from './browser';
import { expectPath, signIn } from './journeys';

test.describe('scam centre and dispute replies', () => {
  test('the demo user ticks a security tip on /scam-alerts, reloads, and it is still ticked', async ({ freshPage }) => {
    const page = await freshPage();
    await signIn(page, '/login');
    await expectPath(page, '/dashboard');

    await page.goto('/scam-alerts');
    await page.getByRole('heading', { level: 1, name: 'Scam Alerts' }).waitFor();
    const checklist = page.getByRole('region', { name: 'Security checklist' });
    const tip = checklist.getByRole('checkbox', { name: 'Keep your recovery phrase offline' });
    await tip.waitFor({ state: 'attached' });
    expect(await tip.isChecked()).toBe(false);
    await checklist.getByText('Keep your recovery phrase offline', { exact: true }).click();
    await expect.poll(() => tip.isChecked()).toBe(true);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Scam Alerts' }).waitFor();
    const again = page
      .getByRole('region', { name: 'Security checklist' })
      .getByRole('checkbox', { name: 'Keep your recovery phrase offline' });
    await again.waitFor({ state: 'attached' });
    expect(await again.isChecked()).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'Security checklist' })
        .getByRole('checkbox', { name: 'Use a hardware wallet for savings' })
        .isChecked(),
    ).toBe(false);
  });

  test('the demo user opens one of their disputes, replies, reloads, and sees the reply', async ({ freshPage }) => {
    const page = await freshPage();
    await signIn(page, '/login');
    await expectPath(page, '/dashboard');

    await page.goto('/dispute/DSP-100004');
    await page.getByRole('heading', { level: 1, name: 'Dispute DSP-100004' }).waitFor();
    const reply = page.getByRole('textbox', { name: 'Reply' });
    const send = page.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    const text = `Journey reply ${Date.now()}: the exchange statement is attached.`;
    await reply.fill(text);
    await send.click();
    const thread = page.getByRole('list', { name: 'Messages' });
    await thread.getByText(text).waitFor();
    expect(await reply.inputValue()).toBe('');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Dispute DSP-100004' }).waitFor();
    const item = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
    await item.waitFor();
    expect(await item.getByText('You', { exact: true }).isVisible()).toBe(true);
  });
});
