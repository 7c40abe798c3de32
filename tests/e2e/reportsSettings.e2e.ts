/**
 * The team's settings reach the desk's work, in either mode: a new resolution target changes the
 * share Reports count as within target (after a reload, from the server's answer), and a saved
 * reply made in Settings is inserted into a dispute's composer and sent to the user.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './browser';
import { E2E_MODE, expectPath, fileDispute, signIn } from './journeys';

/** The "Closed within target" figure on /admin/reports: its words, and the share it shows. */
async function withinTarget(page: Page): Promise<{ text: string; share: number }> {
  const figure = page.locator('dl').filter({ hasText: 'Closed within target' });
  await figure.getByText(/\(target \d+%\)/).waitFor();
  const text = await figure.innerText();
  const share = /(\d+(?:\.\d+)?)%/.exec(text)?.[1];
  expect(share, `no share in "${text}"`).toBeDefined();
  return { text, share: Number(share) };
}

/** Sets the resolution target on /admin/settings and waits for the saved toast. */
async function setResolutionTarget(page: Page, hours: number): Promise<void> {
  await page.goto('/admin/settings');
  const field = page.getByLabel('Resolution target (hours)');
  await field.fill(String(hours));
  await page.getByRole('button', { name: 'Save targets' }).click();
  await page.getByText('The targets are saved.').waitFor();
}

const figureOf = (page: Page): Locator => page.locator('dl').filter({ hasText: 'Closed within target' });

test.describe('the team settings, as the desk uses them', () => {
  test('a new resolution target changes the share Reports count as within target, after a reload', async ({
    freshPage,
  }) => {
    const admin = await freshPage();
    await signIn(admin, '/admin/login');
    await expectPath(admin, '/admin/dashboard');

    // The shortest target first, so that the seed's closed disputes (one to eight days) miss it.
    await setResolutionTarget(admin, 1);
    await admin.goto('/admin/reports?days=90');
    const strict = await withinTarget(admin);
    expect(strict.text).toContain('within 1 hour (target');

    // Thirty days: every one of the seed's meets it. The report is read again after a reload.
    await setResolutionTarget(admin, 720);
    await admin.goto('/admin/reports?days=90');
    await admin.reload();
    const lenient = await withinTarget(admin);
    expect(lenient.text).toContain('within 720 hours (target');
    expect(lenient.share).toBeGreaterThan(strict.share);
    // The reference server keeps one store for the whole run, where another journey may already
    // have closed a seeded dispute filed over thirty days before: only the seed alone is all on time.
    if (E2E_MODE === 'mock') expect(lenient.share).toBe(100);

    // Put the team's target back: the reference server keeps one store for the whole run.
    await setResolutionTarget(admin, 72);
    await admin.goto('/admin/reports?days=90');
    expect(await figureOf(admin).innerText()).toContain('(target');
  });

  test('a saved reply made in Settings is inserted into the composer and sent', async ({ freshPage }) => {
    const admin = await freshPage();
    await signIn(admin, '/admin/login');
    await expectPath(admin, '/admin/dashboard');
    const stamp = Date.now();
    const title = `Journey reply ${stamp}`;
    const text = `We have received your evidence and passed it to the exchange. (${stamp})`;

    await admin.goto('/admin/settings');
    await admin.getByRole('button', { name: 'Add saved reply' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Title').fill(title);
    await dialog.getByLabel('Reply text').fill(text);
    await dialog.getByRole('button', { name: 'Save reply' }).click();
    await admin.getByText(`“${title}” was added.`).waitFor();
    await admin.getByRole('list', { name: 'Saved replies' }).getByText(title).waitFor();

    // An open dispute of the admin's own filing, so a reply to the user is allowed.
    const id = await fileDispute(admin, `Saved reply journey ${stamp}: the withdrawal never arrived.`);
    await admin.goto(`/admin/dispute/${encodeURIComponent(id)}`);
    // The page's later parts (its files, similar cases) load above and beside the composer and move
    // it: the menu follows its button, and an item that moved between the press and the release
    // would not be chosen. A person reaches for the menu once the page has come; so does this.
    for (const loading of ['Loading files...', 'Loading similar cases...'])
      await expect(admin.getByText(loading, { exact: true })).toHaveCount(0);
    const composer = admin.getByRole('form', { name: 'Write to the conversation' });
    await composer.getByRole('button', { name: 'Insert saved reply' }).click();
    await admin.getByRole('menuitem', { name: title }).click();
    const message = composer.getByRole('textbox', { name: 'Message', exact: true });
    await expect(message).toHaveValue(text);
    await composer.getByRole('button', { name: 'Send reply' }).click();
    const sent = admin.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: text });
    await sent.waitFor();
    expect(await message.inputValue()).toBe('');
  });
});
