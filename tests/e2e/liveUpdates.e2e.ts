/**
 * Pages that update themselves (docs/server.md#live-updates), each side in its own session: support
 * answers and the user's open dispute page shows it without a reload, the half-typed reply still in
 * its box; the user answers and the desk's queue, open on the dashboard, shows the dispute waiting
 * on support. Real mode: two browser contexts against the reference server, which is then restarted
 * under the open page. Mock mode: the desk is the two-sides tab over the same in-browser store.
 * How long a change takes to arrive is a figure of `npm run bench:events`, never judged here.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './browser';
import {
  E2E_MODE,
  fileDispute,
  markDocument,
  openDesk,
  registerNewUser,
  stillSameDocument,
  unreadCount,
} from './journeys';

/** Real mode: `POST {this}/restart` restarts the reference server on its store (tests/e2e/referenceServer.ts). */
const SERVER_CONTROL = process.env.E2E_SERVER_CONTROL;

/** Sends `text` from the review page's composer as a reply to the user. */
async function replyFromDesk(desk: Page, text: string): Promise<void> {
  const composer = desk.getByRole('form', { name: 'Write to the conversation' });
  const message = composer.getByRole('textbox', { name: 'Message', exact: true });
  await message.fill(text);
  await message.press('ControlOrMeta+Enter');
  await desk.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: text }).waitFor();
}

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

  test('after the server restarts under the open page, the next answer still arrives without a reload', async ({
    freshPage,
  }) => {
    test.skip(E2E_MODE !== 'real', 'the MSW worker has no server to restart');
    const stamp = Date.now();
    const user = await freshPage();
    await registerNewUser(user, `restart-${stamp}@example.com`);
    const id = await fileDispute(user, `Restart journey ${stamp}: the deposit is missing.`);
    await user.goto(`/dispute/${encodeURIComponent(id)}`);
    await user.getByRole('heading', { level: 1, name: `Dispute ${id}` }).waitFor();
    await markDocument(user);
    const desk = await openDesk(user, freshPage);
    await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);

    const restarted = await fetch(`${SERVER_CONTROL}/restart`, { method: 'POST' });
    expect(restarted.status).toBe(204);
    const answer = `Back after the restart. (${stamp})`;
    await replyFromDesk(desk, answer);
    await user.getByRole('list', { name: 'Messages' }).getByText(answer).waitFor();
    expect(await stillSameDocument(user)).toBe(true);
    expect(new URL(user.url()).pathname).toBe(`/dispute/${id}`);
  });
});
