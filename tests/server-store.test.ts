/**
 * The reference server's store on disk: an SQLite file readable by its owner only, never
 * overwritten when it cannot be used, and a server that starts over it even when some records
 * are broken (they are set aside and reported, everything else served).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './utils/freePort';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'server-store-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  output: string;
  /** Set when the server came up: its base URL, until `stop` ends it. */
  base?: string;
  stop(): Promise<void>;
}

/** Starts the server on `dbFile`; resolves once it listens, or once it has exited. */
async function run(dbFile: string): Promise<Run> {
  const port = await freePort();
  const child = spawn(TSX, ['mocks/server.ts'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, MOCK_SERVER_PORT: String(port), MOCK_DB_FILE: dbFile, MOCK_SERVER_LATENCY_MS: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: Run = {
    code: null,
    output: '',
    stop: () => new Promise((done) => {
      if (child.exitCode !== null || child.pid === undefined) return done();
      child.once('exit', () => done());
      process.kill(-child.pid, 'SIGTERM');
    }),
  };
  child.stdout.on('data', (chunk: Buffer) => (result.output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (result.output += chunk.toString()));
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      result.code = child.exitCode;
      return result;
    }
    if (result.output.includes('listening on')) {
      result.base = `http://127.0.0.1:${port}`;
      return result;
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  await result.stop();
  throw new Error(`the server neither listened nor exited within 15 s:\n${result.output}`);
}

describe('the store file', () => {
  it('is created readable by its owner only', async () => {
    const dbFile = join(dir, 'private', 'db.sqlite');
    const server = await run(dbFile);
    expect(server.base).toBeDefined();
    await server.stop();
    expect(statSync(dbFile).mode & 0o777).toBe(0o600);
  });

  it('that is not a store stops the server with a clear message, and is left byte for byte', async () => {
    const dbFile = join(dir, 'someone-elses.json');
    const text = '{"schemaVersion":1,"users":[{"id":"usr-1"}], "not": "a database"}';
    writeFileSync(dbFile, text);
    const server = await run(dbFile);
    expect(server.base).toBeUndefined();
    expect(server.code).toBe(1);
    expect(server.output).toContain('cannot be used as the store, and was left as it is');
    expect(readFileSync(dbFile, 'utf8')).toBe(text);
  });

  it('with a broken record still serves everything else, and says what it set aside', async () => {
    const dbFile = join(dir, 'broken-record.sqlite');
    const first = await run(dbFile);
    await first.stop();
    const database = new Database(dbFile);
    database.prepare('INSERT INTO disputes (key, value) VALUES (?, ?)').run('DSP-999999', 'null');
    database.prepare('UPDATE users SET value = ? WHERE key = ?').run('{"id":"usr-5"', 'usr-5');
    database.close();

    const second = await run(dbFile);
    try {
      expect(second.output).toContain('2 stored record(s) could not be used and were set aside');
      const login = await fetch(`${second.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'demo@example.com', password: 'Password123!' }),
      });
      expect(login.status).toBe(200);
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
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
});
