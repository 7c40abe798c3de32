/**
 * The reference server's store on disk: an SQLite file readable by its owner only, never
 * overwritten when it cannot be used, and a server that starts over it even when some records
 * are broken (they are set aside and reported, everything else served). A clean stop folds the
 * write-ahead log back even when the server is too busy to take the signal at once.
 */
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { refusedStart, startServer } from '../kit/serverProcess';
import { signInDemo } from '../kit/serverClient';
import { filesBeside } from '../kit/storeInvariants';
import { sessionCookieOf } from '../kit/sessionCookie';

const dir = mkdtempSync(join(tmpdir(), 'server-store-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The process that has `file` open (Linux's /proc): the server itself, whatever started it. */
function holderOf(file: string): number {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readdirSync(`/proc/${pid}/fd`).some((fd) => readlinkSync(`/proc/${pid}/fd/${fd}`) === file))
        return Number(pid);
    } catch {
      // a process that ended meanwhile, or one we may not look into
    }
  }
  throw new Error(`no process has ${file} open`);
}

describe('the store file', () => {
  it('is created readable by its owner only', async () => {
    const dbFile = join(dir, 'private', 'db.sqlite');
    const server = await startServer(dbFile);
    await server.stop();
    expect(statSync(dbFile).mode & 0o777).toBe(0o600);
  });

  it('never holds a session token a client could use, only its hash', async () => {
    const dbFile = join(dir, 'hashed-sessions.sqlite');
    const server = await startServer(dbFile);
    const { cookie } = await signInDemo(server.base);
    await server.stop();
    const token = cookie.slice('sid='.length);
    expect(token.length).toBeGreaterThan(20);
    expect(readFileSync(dbFile).includes(token)).toBe(false);
    const stored = new Database(dbFile, { readonly: true });
    expect(stored.prepare('SELECT count(*) AS sessions FROM sessions').get()).toEqual({ sessions: 1 });
    stored.close();
  });

  it('that is not a store stops the server with a clear message, and is left byte for byte', async () => {
    const dbFile = join(dir, 'someone-elses.json');
    const text = '{"schemaVersion":1,"users":[{"id":"usr-1"}], "not": "a database"}';
    writeFileSync(dbFile, text);
    const refused = await refusedStart(dbFile);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('cannot be used as the store, and was left as it is');
    expect(readFileSync(dbFile, 'utf8')).toBe(text);
  });

  it('with a broken record still serves everything else, and says what it set aside', async () => {
    const dbFile = join(dir, 'broken-record.sqlite');
    await (await startServer(dbFile)).stop();
    const database = new Database(dbFile);
    database.prepare('INSERT INTO disputes (key, value) VALUES (?, ?)').run('DSP-999999', 'null');
    database.prepare('UPDATE users SET value = ? WHERE key = ?').run('{"id":"usr-5"', 'usr-5');
    database.close();

    const second = await startServer(dbFile);
    try {
      expect(second.output()).toContain('2 stored record(s) could not be used and were set aside');
      const login = await fetch(`${second.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo@example.com', password: 'Password123!' }),
      });
      expect(login.status).toBe(200);
      const cookie = sessionCookieOf(login);
      const disputes = await fetch(`${second.base}/api/disputes`, { headers: { Cookie: cookie } });
      expect(disputes.status).toBe(200);
    } finally {
      await second.stop();
    }
    const kept = new Database(dbFile, { readonly: true });
    expect(kept.prepare('SELECT collection, key FROM set_aside ORDER BY key').all()).toEqual([
      { collection: 'disputes', key: 'DSP-999999' },
      { collection: 'users', key: 'usr-5' },
    ]);
    kept.close();
  });

  it('is left alone, its log folded back, by a stop that reaches a server too busy to take it at once', async () => {
    const dbFile = join(dir, 'busy-at-stop', 'db.sqlite');
    const server = await startServer(dbFile);
    try {
      await signInDemo(server.base); // a write, so the write-ahead log holds something
      expect(filesBeside(dbFile)).toEqual(['-wal']);
      // A paused server stands in for a busy one: it takes the SIGTERM only when it runs again.
      const holder = holderOf(dbFile);
      process.kill(holder, 'SIGSTOP');
      const stopped = server.stop();
      await new Promise((done) => setTimeout(done, 300));
      process.kill(holder, 'SIGCONT');
      await stopped;
    } finally {
      await server.kill(); // nothing once it has stopped; after a failed check, nothing left running
    }
    expect(filesBeside(dbFile)).toEqual([]);
  });
});
