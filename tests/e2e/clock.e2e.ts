/**
 * The clock on a dispute, from filing to breach and back (docs/clock.md), with the backend's clock
 * moved forward by the test clock instead of waited for: the user files and reads when support aims
 * to reply; the desk sees "in 24 h" and takes the dispute; 20 hours on, the assignee is warned
 * live; past the target, the dispute is overdue and the breach is on its timeline; support asks
 * for information and the clock pauses for the user; the user answers and it runs again.
 * Real mode: a reference server of its own (its clock moves; playwright.config.ts), the desk a
 * second browser context; mock mode: the tab the header's two-sides link opens, the same demo data.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './browser';
import { E2E_MODE, fileDispute, openDesk, registerNewUser, replyFromDesk, unreadCount } from './journeys';

/** Moves the backend's clock `minutes` forward and sends what that made due (docs/clock.md#the-test-clock). */
async function moveClock(page: Page, minutes: number): Promise<void> {
  if (E2E_MODE === 'real') {
    const response = await fetch(`http://127.0.0.1:${process.env.E2E_OWN_API_PORT}/__test/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: minutes }),
    });
    expect(response.status).toBe(200);
    return;
  }
  await page.evaluate(async (move) => {
    const clock = window.__disputeCentreTestClock;
    if (!clock) throw new Error('the mock backend has no test clock');
    await clock.advance(move);
  }, minutes);
}

test('a dispute’s clock: due in 24 h, a live warning, overdue on the timeline, paused for the user, running again', async ({
  freshPage,
}) => {
  const stamp = Date.now();
  const user = await freshPage();
  await registerNewUser(user, `clock-${stamp}@example.com`);
  const id = await fileDispute(user, `Clock journey ${stamp}: the deposit never arrived.`);
  await user.goto(`/dispute/${encodeURIComponent(id)}`);
  await expect(user.getByText(/^Support aims to reply by /)).toBeVisible();

  // The desk: the queue says when the first reply is due; the admin takes the dispute.
  const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);
  await desk.goto(`/admin/dashboard?q=${encodeURIComponent(id)}`);
  const row = desk.getByRole('row').filter({ hasText: id });
  await expect(row).toContainText('in 24 h');
  await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);
  const clocks = desk.getByRole('region', { name: 'Clock' });
  await expect(clocks).toContainText(/First reply\s*due in 2\d h/);
  await desk.getByRole('button', { name: 'Assign to me' }).click();
  await expect(desk.getByRole('status').filter({ hasText: /^Assigned to / })).toBeVisible();

  // 20 hours on, 4 left of 24: the assignee's bell says so without a reload (the seed's recent
  // disputes may be warned in the same sweep; theirs arrive beside this one).
  const unread = await unreadCount(desk);
  await moveClock(desk, 20 * 60);
  await expect.poll(() => unreadCount(desk)).toBeGreaterThan(unread);
  await desk
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications\b/ })
    .click();
  await expect(desk.getByRole('menuitem', { name: new RegExp(`^Unread: First reply due soon: ${id}`) })).toBeVisible();
  await desk.keyboard.press('Escape');

  // Past the target: overdue, and the breach on the timeline at its due time.
  await moveClock(desk, 5 * 60);
  await expect(clocks).toContainText(/First reply\s*overdue by 1 h/);
  await expect(desk.getByText('First-reply target missed')).toBeVisible();

  // Support asks for information: the first reply is met late, the resolution waits on the user.
  await replyFromDesk(desk, `Could you send the receipt of the transfer? (${stamp})`);
  await expect(clocks).toContainText(/Resolution\s*paused, waiting on the user/);
  await user.reload();
  await expect(user.getByText('Waiting for your reply')).toBeVisible();

  // The user answers: the clock runs again.
  await user.getByLabel('Reply').fill(`Here it is, with my bank statement. (${stamp})`);
  await user.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(clocks).toContainText(/Resolution\s*due in /);
  await expect(user.getByText(/^Support aims to resolve this by /)).toBeVisible();
});
