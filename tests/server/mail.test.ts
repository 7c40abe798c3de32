/**
 * The reference server's mail (docs/server.md#mail) as integrators run it: with no MOCK_MAIL_DIR a
 * reset link is written as an .eml file into `mail/` beside the store, made only with the first
 * message; the link points at a configured app origin, never at one a request names on its own
 * (a forged Host is refused before any handler: tests/server/transport-limits.test.ts).
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFolder, resetLinkMailedTo } from '../kit/mailFolder';
import { startServer, type RunningServer } from '../kit/serverProcess';

const dir = mkdtempSync(join(tmpdir(), 'mock-server-mail-'));
const mailDir = join(dir, 'mail');
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(join(dir, 'db.sqlite'), { MOCK_SERVER_ORIGIN: 'http://app.test,http://other.test' });
});
afterAll(async () => {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
});

const askReset = (email: string, headers: Record<string, string> = {}) =>
  fetch(`${server.base}/api/auth/password-reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ email }),
  });

describe('the reference server’s mail folder', () => {
  it('is made beside the store with the first message, for its owner only, and holds the reset link', async () => {
    expect(existsSync(mailDir)).toBe(false);
    expect((await askReset('demo@example.com', { Origin: 'http://other.test' })).status).toBe(202);
    const link = await resetLinkMailedTo(mailDir, 'demo@example.com');
    expect(link).toMatch(/^http:\/\/other\.test\/reset-password\?token=[\w-]{43}$/);
    expect(statSync(mailDir).mode & 0o777).toBe(0o700);
    const [file] = readdirSync(mailDir);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT\d{6}\.\d{3}Z-mail-[0-9a-f]{24}\.eml$/);
    expect(readMailFolder(mailDir)[0]?.subject).toBe('Reset your Dispute Centre password');
  });

  it('links to the first configured app origin when the request names none', async () => {
    expect((await askReset('support@example.com')).status).toBe(202);
    expect(await resetLinkMailedTo(mailDir, 'support@example.com')).toMatch(/^http:\/\/app\.test\/reset-password\?/);
  });

  it('refuses an origin it does not know, and writes nothing for it', async () => {
    const before = readdirSync(mailDir).length;
    expect((await askReset('new.admin@example.com', { Origin: 'http://evil.test' })).status).toBe(403);
    // An unknown email is answered alike and mails nothing; its work is done when a later one's is.
    expect((await askReset('nobody@example.com')).status).toBe(202);
    expect((await askReset('new.admin@example.com', { Origin: 'http://app.test' })).status).toBe(202);
    await resetLinkMailedTo(mailDir, 'new.admin@example.com');
    expect(readdirSync(mailDir)).toHaveLength(before + 1);
  });
});
