/**
 * Evidence that is real (docs/server.md#evidence), as a person files it: a 2 MB PNG and a PDF chosen
 * in the new-dispute form are uploaded once the dispute exists, are on the dispute's page after a
 * reload (and, in mock mode, in a second tab of the same browser), and support downloads both from
 * the review page with the bytes unchanged (their SHA-256 equals the originals'). Real mode: the
 * reference server; mock mode: the in-browser store.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './browser';
import { E2E_MODE, fillNewDispute, openAnotherTab, openDesk, registerNewUser, submittedId } from './journeys';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** A 2 MB file that is a PNG by its first bytes. */
function screenshotBytes(): Buffer {
  const bytes = Buffer.alloc(2 * 1024 * 1024);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  for (let at = 8; at < bytes.length; at++) bytes[at] = (at * 7 + (at >> 11)) % 256;
  return bytes;
}

const statementBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const FILES = [
  { name: 'wallet-history.png', mimeType: 'image/png', buffer: screenshotBytes() },
  { name: 'exchange-statement.pdf', mimeType: 'application/pdf', buffer: statementBytes() },
];

/** The Evidence card's list of files on a dispute page. */
const evidenceList = (page: Page) => page.getByRole('list', { name: 'Evidence files' });

async function expectBothFiles(page: Page): Promise<void> {
  for (const file of FILES) await evidenceList(page).getByText(file.name, { exact: true }).waitFor();
}

test.describe('evidence', () => {
  test('files chosen in the new-dispute form are kept, survive a reload, and reach support byte for byte', async ({
    freshPage,
  }) => {
    const stamp = Date.now();
    const user = await freshPage();
    await registerNewUser(user, `evidence-${stamp}@example.com`);
    await user.goto('/new-dispute');
    await fillNewDispute(user, `Evidence journey ${stamp}: the exchange kept my withdrawal.`);
    await user.getByLabel('Evidence files').setInputFiles(FILES);
    const chosen = user.getByRole('list', { name: 'Evidence files to send' });
    for (const file of FILES) await chosen.getByText(file.name, { exact: true }).waitFor();
    await user.getByRole('button', { name: 'Submit Dispute' }).click();
    const id = await submittedId(user);

    await user.goto(`/dispute/${encodeURIComponent(id)}`);
    await expectBothFiles(user);
    await user.reload();
    await expectBothFiles(user);
    if (E2E_MODE === 'mock') {
      const second = await openAnotherTab(user);
      await second.goto(`/dispute/${encodeURIComponent(id)}`);
      await expectBothFiles(second);
    }

    const desk = await openDesk(user, E2E_MODE === 'real' ? freshPage : null);
    await desk.goto(`/admin/dispute/${encodeURIComponent(id)}`);
    await expectBothFiles(desk);
    for (const file of FILES) {
      const [download] = await Promise.all([
        desk.waitForEvent('download'),
        desk.getByRole('link', { name: `Download ${file.name}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(file.name);
      const saved = await download.path();
      expect(sha256(new Uint8Array(await readFile(saved))), file.name).toBe(sha256(file.buffer));
    }
  });
});
