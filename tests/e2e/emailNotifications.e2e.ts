/**
 * The notification e-mails (docs/server.md#notification-e-mails): support replies on a user's
 * dispute and the user gets a message with the reply's first lines and a link that opens the
 * dispute; the user turns "Replies from support" off on /account, support replies again, and no
 * new message comes, while the decision that follows still does (so the absence is shown by order,
 * not by waiting).
 *
 * Real mode reads the .eml files the reference server wrote (E2E_MAIL_DIR, playwright.config.ts);
 * mock mode reads the demo outbox.
 */
import type { Page } from '@playwright/test';
import { mailTo } from '../kit/mailFolder';
import { expect, test } from './browser';
import { E2E_MODE, expectPath, fileDispute, openDesk, registerNewUser, replyFromDesk } from './journeys';

const mailFolder = () => {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it in real mode)');
  return folder;
};

/** The texts of the messages to `email` once there are `count`: from the mail folder, or the demo outbox. */
async function messagesTo(page: Page, email: string, count: number): Promise<string[]> {
  if (E2E_MODE === 'real') return (await mailTo(mailFolder(), email, count)).map((message) => message.text);
  await page.goto('/demo/outbox');
  const articles = page.getByRole('article').filter({ hasText: `To ${email}` });
  await expect(articles).toHaveCount(count);
  return articles.allInnerTexts();
}

/** Opens the dispute's link in the newest message to `email`. */
async function openLinkIn(page: Page, email: string, text: string, id: string): Promise<void> {
  const path = `/dispute/${encodeURIComponent(id)}`;
  if (E2E_MODE === 'real') {
    const link = text.match(/https?:\/\/\S+\/dispute\/\S+/)?.[0] ?? '';
    expect(new URL(link).pathname).toBe(path);
    await page.goto(link);
  } else {
    const article = page
      .getByRole('article')
      .filter({ hasText: `To ${email}` })
      .first();
    await article.getByRole('link', { name: new RegExp(`${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}$`) }).click();
  }
  await expectPath(page, path);
}

test.describe('notification e-mails', () => {
  test('a reply is mailed with its first lines and a working link; turned off, the next one is not', async ({
    freshPage,
  }) => {
    const stamp = Date.now();
    const email = `e2e.notify.${stamp}@example.com`;
    const user = await freshPage();
    await registerNewUser(user, email);
    const id = await fileDispute(user, `Notification journey ${stamp}: the transfer never arrived.`);
    const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);

    const first = `We traced your transfer (${stamp}).`;
    await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);
    await desk.getByRole('heading', { level: 1, name: `Review dispute ${id}` }).waitFor();
    await replyFromDesk(desk, first);

    const [mail] = await messagesTo(user, email, 1);
    expect(mail).toContain(`Support replied on your dispute ${id}`);
    expect(mail).toContain(first);
    await openLinkIn(user, email, mail ?? '', id);
    await expect(user.getByText(first)).toBeVisible();

    // Off on the account page, by keyboard: the polite status says it was saved.
    // The address every notification e-mail gives for turning them off: the section comes into view.
    await user.goto('/account#email-notifications');
    await expect(user.getByRole('heading', { level: 2, name: 'E-mail notifications' })).toBeInViewport();
    const replies = user.getByRole('switch', { name: 'Replies from support' });
    await expect(replies).toBeChecked();
    await replies.focus();
    await replies.press('Space');
    await expect(user.getByRole('status').filter({ hasText: 'Replies from support: e-mails off.' })).toBeVisible();
    await expect(replies).not.toBeChecked();

    const second = `Not to be mailed (${stamp}).`;
    await replyFromDesk(desk, second);
    // The decision that follows is still mailed: once it is there, the reply before it would be too.
    await desk.getByRole('button', { name: 'Resolve Dispute' }).click();
    await desk.getByText('Dispute resolved', { exact: true }).waitFor();
    const messages = await messagesTo(user, email, 2);
    expect(messages.some((text) => text.includes(`was resolved`))).toBe(true);
    expect(messages.some((text) => text.includes(second))).toBe(false);
  });
});
