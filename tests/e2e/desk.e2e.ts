/**
 * The support desk's loop, each side in its own session: the user writes on a dispute; the desk
 * finds it waiting on support, takes it, answers and keeps an internal note; the user reads the
 * answer as support's, gets a notification, and never sees the note, on screen or in the API's answer.
 * Real mode: the desk is a second browser context (its own cookies) against the reference server.
 * Mock mode: the desk is the tab the header's two-sides link opens, with a session of its own over
 * the same demo data (docs/server.md#sessions-and-cookies).
 */
import type { Response } from '@playwright/test';
import { expect, test } from './browser';
import { E2E_MODE, expectPath, expectSignedInAs, fileDispute, openDesk, registerNewUser } from './journeys';

/** The seeded admin@example.com, as support's messages name them. */
const ADMIN_NAME = 'Sam Rivera';

const disputeRead = (id: string) => (response: Response) =>
  response.request().method() === 'GET' &&
  new URL(response.url()).pathname === `/api/disputes/${encodeURIComponent(id)}`;

test.describe('the support desk and the user, each on their own side', () => {
  test('the user replies; the desk sees it waiting, takes it, answers and notes; the user reads the answer and never the note', async ({
    freshPage,
  }) => {
    const stamp = Date.now();
    const question = `Any news on my withdrawal? (${stamp})`;
    const answer = `We have asked the exchange for the transfer record. (${stamp})`;
    const note = `Exchange ticket 4471 opened; do not promise a date. (${stamp})`;

    // A new user (the reference server keeps one store for the whole run, so the demo user's
    // dispute counts stay the seed's for the other journeys) files a dispute and writes on it.
    const email = `desk-${stamp}@example.com`;
    const user = await freshPage();
    await registerNewUser(user, email);
    const id = await fileDispute(user, `Desk journey ${stamp}: the withdrawal never reached my wallet.`);
    await user.goto(`/dispute/${encodeURIComponent(id)}`);
    await user.getByLabel('Reply').fill(question);
    await user.getByRole('button', { name: 'Send', exact: true }).click();
    await user.getByRole('list', { name: 'Messages' }).getByText(question).waitFor();

    // The desk finds it in the queue as waiting on support.
    const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);
    await desk.getByRole('group', { name: 'Queue' }).getByText('Waiting on support', { exact: true }).click();
    await desk.getByRole('searchbox', { name: 'Search disputes' }).fill(id);
    const row = desk.getByRole('table').locator('tbody tr').filter({ hasText: id });
    await expect.poll(async () => (await row.count()) === 1 && /\bSupport\b/.test(await row.innerText())).toBe(true);
    expect(new URL(desk.url()).searchParams.get('waiting')).toBe('support');

    // It reads the user's words on the review page, takes the dispute, answers and keeps a note.
    await row.getByRole('link', { name: `Review ${id}` }).click();
    await expectPath(desk, `/admin/dispute/${id}`);
    const conversation = desk.getByRole('region', { name: 'Conversation' });
    await conversation.getByText(question).waitFor();
    const handling = desk.getByRole('region', { name: 'Handling' });
    await handling.getByRole('button', { name: 'Assign to me' }).click();
    await handling.getByText(`Assigned to ${ADMIN_NAME}.`).waitFor();

    const composer = desk.getByRole('form', { name: 'Write to the conversation' });
    const message = composer.getByRole('textbox', { name: 'Message', exact: true });
    await message.fill(answer);
    await message.press('ControlOrMeta+Enter');
    const answered = conversation.getByRole('listitem').filter({ hasText: answer });
    await answered.waitFor();
    expect(await answered.innerText()).toContain(`Support · ${ADMIN_NAME}`);
    await composer.getByText('Internal note', { exact: true }).click();
    await message.fill(note);
    await composer.getByRole('button', { name: 'Add internal note' }).click();
    const noted = conversation.getByRole('listitem').filter({ hasText: note });
    await noted.waitFor();
    expect(await noted.innerText()).toContain('Internal note');

    // The user reloads: the answer is support's, the note is nowhere, in the page or its data.
    await user.bringToFront();
    const read = user.waitForResponse(disputeRead(id));
    await user.reload();
    const body: unknown = await (await read).json();
    const messages = (body as { messages?: { content?: unknown; internal?: unknown }[] }).messages ?? [];
    expect(messages.map((m) => m.content)).toContain(answer);
    expect(messages.map((m) => m.content)).not.toContain(note);
    expect(messages.filter((m) => m.internal === true)).toEqual([]);
    const thread = user.getByRole('list', { name: 'Messages' });
    const reply = thread.getByRole('listitem').filter({ hasText: answer });
    await reply.waitFor();
    expect(await reply.innerText()).toContain(`Support · ${ADMIN_NAME}`);
    expect(await user.getByText(note).count()).toBe(0);

    // And the dashboard's Recent Updates leads back to it, newest first.
    await user.goto('/dashboard');
    await expectSignedInAs(user, email);
    const update = user.getByRole('link', { name: 'New message from support' }).first();
    await update.waitFor();
    expect(await update.getAttribute('href')).toBe(`/dispute/${id}`);
  });
});
