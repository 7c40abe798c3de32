/**
 * The mail module (docs/server.md#mail): the reset message's words and links, the demo's outbox,
 * and the reference server's `.eml` files, read back as a mail program reads them.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readMailFolder, resetLinksIn } from '../../tests/kit/mailFolder';
import { createTestBackend, TEST_NOW } from '../node';
import { OUTBOX_LIMIT, outboxMessages, outboxTransport } from './outbox';
import { emlFileName, serverMailTransport } from './serverTransport';
import { composeMail } from './templates';

const LINK = 'http://localhost:5173/reset-password?token=AbC-_0123456789abcdefghijklmnopqrstuvwxyzABCD';
const reset = (name: string | null = 'Alex', at = TEST_NOW) =>
  composeMail('passwordReset', 'demo@example.com', { name, link: LINK, validMinutes: 30 }, at);

describe('the reset message', () => {
  it('greets by name, carries its one link in the text and the HTML, and says how long it works', () => {
    const message = reset();
    expect(message).toMatchObject({
      to: 'demo@example.com',
      subject: 'Reset your Dispute Centre password',
      sentAt: new Date(TEST_NOW).toISOString(),
      links: [{ label: 'Choose a new password', url: LINK }],
    });
    expect(message.id).toMatch(/^mail-[0-9a-f]{24}$/);
    expect(message.text.startsWith('Hello Alex,\n\n')).toBe(true);
    expect(resetLinksIn(message.text)).toEqual([LINK]);
    expect(message.text).toContain('The link works once, for 30 minutes.');
    expect(message.html).toContain(`<a href="${LINK}">Choose a new password</a>`);
    expect(reset(null).text.startsWith('Hello,\n\n')).toBe(true);
  });

  it('escapes what it puts in its HTML', () => {
    expect(reset('<script>x</script>').html).not.toContain('<script>');
  });
});

describe('the demo’s outbox', () => {
  it('keeps each message in the store, newest first, and at most the latest few hundred', async () => {
    const backend = await createTestBackend();
    const outbox = outboxTransport(backend.db);
    for (let n = 0; n < OUTBOX_LIMIT + 2; n++) await outbox.send(reset('Alex', TEST_NOW + n * 1000));
    const kept = outboxMessages(backend.db);
    expect(kept).toHaveLength(OUTBOX_LIMIT);
    expect(kept[0]?.sentAt).toBe(new Date(TEST_NOW + (OUTBOX_LIMIT + 1) * 1000).toISOString());
    expect(kept.at(-1)?.sentAt).toBe(new Date(TEST_NOW + 2000).toISOString());
  });
});

describe('the reference server’s mail folder', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes each message as a standard .eml file, <sentAt>-<id>.eml, for the owner only', async () => {
    folder = join(mkdtempSync(join(tmpdir(), 'mail-test-')), 'mail');
    const transport = serverMailTransport({ folder });
    const message = reset();
    await transport.send(message);
    expect(readdirSync(folder)).toEqual([emlFileName(message)]);
    expect(emlFileName(message)).toBe(`2026-11-21T120000.000Z-${message.id}.eml`);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(statSync(join(folder, emlFileName(message))).mode & 0o777).toBe(0o600);
    const [read] = readMailFolder(folder);
    expect(read).toMatchObject({ to: 'demo@example.com', subject: 'Reset your Dispute Centre password' });
    expect(resetLinksIn(read?.text ?? '')).toEqual([LINK]);
  });
});
