/**
 * Pages that update themselves (docs/server.md#live-updates), each side in its own session: support
 * answers and the user's open dispute page shows it without a reload, the half-typed reply still in
 * its box; the user answers and the desk's queue, open on the dashboard, shows the dispute waiting
 * on support. Real mode: two browser contexts against the reference server (restarted under an open
 * page in ./serverRestart.e2e.ts). Mock mode: the desk is the two-sides tab over the same in-browser store.
 * How long a change takes to arrive is a figure of `npm run bench:events`, never judged here.
 */
import { expect, test } from './browser';
import {
  E2E_MODE,
  fileDispute,
  markDocument,
  openDesk,
  registerNewUser,
  replyFromDesk,
  stillSameDocument,
  unreadCount,
} from './journeys';

test.describe('pages that update themselves', () => {
  test('support’s answer reaches the open dispute page, and the user’s reaches the desk’s queue, without a reload', async ({
    freshPage,
  }) => {
    const stamp = Date.now();
    const user = await freshPage();
    await registerNewUser(user, `live-${stamp}@example.com`);
    const id = await fileDispute(user, `Live journey ${stamp}: the swap never completed.`);
    await user.goto(`/dispute/${encodeURIComponent(id)}`);
    const draft = `Half of what I meant to say (${stamp})`;
    await user.getByLabel('Reply').fill(draft);
    await markDocument(user);
    // A new account starts with the "Dispute received" notification unread: the bell has its count once loaded.
    await expect.poll(() => unreadCount(user)).toBeGreaterThan(0);
    const unreadBefore = await unreadCount(user);

    const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);
    await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);
    const answer = `We can see the swap on chain. (${stamp})`;
    await replyFromDesk(desk, answer);

    await user.getByRole('list', { name: 'Messages' }).getByText(answer).waitFor();
    expect(await stillSameDocument(user)).toBe(true);
    expect(await user.getByLabel('Reply').inputValue()).toBe(draft);
    // Support's reply notifies the user: the bell counts it, still without a reload.
    await expect.poll(() => unreadCount(user)).toBeGreaterThan(unreadBefore);

    // The desk waits on the dashboard, its queue narrowed to disputes waiting on support.
    await desk.goto(`/admin/dashboard?waiting=support&q=${encodeURIComponent(id)}`);
    const row = desk.getByRole('table').locator('tbody tr').filter({ hasText: id });
    await desk.getByRole('searchbox', { name: 'Search disputes' }).waitFor();
    expect(await row.count()).toBe(0);
    await markDocument(desk);

    await user.getByRole('button', { name: 'Send', exact: true }).click();
    await user.getByRole('list', { name: 'Messages' }).getByText(draft).waitFor();
    await expect.poll(() => row.count()).toBe(1);
    expect(await stillSameDocument(desk)).toBe(true);
  });
});
