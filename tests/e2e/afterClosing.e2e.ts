/**
 * A message after the decision reaches someone (docs/server.md#support-desk): support resolves a
 * dispute; the user, told plainly that support still reads the thread, writes that nothing has
 * arrived; the desk's open dashboard shows the thread in the live panel, marked "Replied after
 * closing", and the admin's bell counts it, without a reload; the admin reopens it with a reason,
 * and the user's open page shows it In Progress, again without a reload. Real mode: two browser
 * contexts against the reference server. Mock mode: the desk is the two-sides tab over the same
 * in-browser store.
 */
import { expect, test } from './browser';
import {
  E2E_MODE,
  expectPath,
  fileDispute,
  markDocument,
  openDesk,
  registerNewUser,
  stillSameDocument,
  unreadCount,
} from './journeys';

test.describe('a message after the decision', () => {
  test('lands in the desk’s live panel marked "Replied after closing", and the reopening reaches the user live', async ({
    freshPage,
  }) => {
    const stamp = Date.now();
    const user = await freshPage();
    await registerNewUser(user, `after-closing-${stamp}@example.com`);
    const id = await fileDispute(user, `After-closing journey ${stamp}: the refund never arrived.`);
    const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);

    // Support decides: a full refund.
    await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);
    await desk.getByRole('heading', { level: 1, name: `Review dispute ${id}` }).waitFor();
    await desk.getByRole('button', { name: 'Resolve Dispute' }).click();
    await desk.getByText('Dispute resolved', { exact: true }).waitFor();
    await expectPath(desk, '/admin/dashboard');
    const panel = desk.getByRole('region', { name: 'Live support' });
    const thread = panel.getByRole('listitem').filter({ hasText: id });
    await panel.getByRole('list', { name: 'Support figures' }).waitFor();
    expect(await thread.count()).toBe(0);
    await markDocument(desk);

    // The user writes on the closed dispute, told that support still reads it.
    await user.goto(`/dispute/${encodeURIComponent(id)}`);
    await user.locator('[data-status="Resolved"]').first().waitFor();
    await user
      .getByText(
        'This dispute is resolved. You can still write here: support will read your message and may reopen the case.',
      )
      .waitFor();
    const worry = `Nothing has arrived yet. (${stamp})`;
    await user.getByLabel('Reply').fill(worry);
    await user.getByRole('button', { name: 'Send', exact: true }).click();
    await user.getByRole('list', { name: 'Messages' }).getByText(worry).waitFor();
    await markDocument(user);

    // The desk sees it without a reload: in the live panel, marked, and on its bell, unread.
    await thread.waitFor();
    await thread.getByText('Replied after closing').waitFor();
    await expect.poll(() => unreadCount(desk)).toBeGreaterThan(0);
    await desk
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications\b/ })
      .click();
    await desk
      .getByRole('menu')
      .getByRole('menuitem')
      .filter({ hasText: `Dispute ${id}: replied after closing` })
      .filter({ hasText: 'Unread:' })
      .waitFor();
    await desk.keyboard.press('Escape');
    expect(await stillSameDocument(desk)).toBe(true);

    // The admin opens it and reopens it, saying why.
    await thread.getByRole('link', { name: `Open ${id}` }).click();
    await expectPath(desk, `/admin/dispute/${id}`);
    const resolution = desk.getByRole('region', { name: 'Resolution' });
    await resolution.getByText('Replied after closing').waitFor();
    await desk.getByRole('list', { name: 'Messages' }).getByText(worry).waitFor();
    const handling = desk.getByRole('region', { name: 'Handling' });
    const why = `The refund bounced back to us. (${stamp})`;
    await handling.getByRole('textbox', { name: 'Why reopen it?' }).fill(why);
    await handling.getByRole('button', { name: 'Reopen dispute' }).click();
    await handling.getByText('Reopened: the dispute is In Progress again.').waitFor();

    // The user's open page follows: In Progress, the reason on the timeline, no reload.
    await user.locator('[data-status="In Progress"]').first().waitFor();
    await user.getByRole('region', { name: 'Status timeline' }).getByText(`Reopened (was Resolved): ${why}`).waitFor();
    expect(await stillSameDocument(user)).toBe(true);
  });
});
