/**
 * The reference server opens a file only once it has proved it is its own store, and changes
 * nothing before: a store that lost its version row or its meta table, another program's SQLite
 * database (rollback or WAL, with its log beside it or not), a JSON text, an empty file and a
 * directory are each refused with a message naming the file, and left exactly as they were:
 * the same bytes, the same mode, the same neighbours. And a store whose id sequences fell behind
 * its records never hands out an id that is taken, so a new record never replaces another.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { newDisputeBody } from '../kit/concurrentOps';
import { refusedStart, startServer } from '../kit/serverProcess';
import { signInDemo } from '../kit/serverClient';

const dir = mkdtempSync(join(tmpdir(), 'server-store-refusal-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of its own directory, so its neighbours are only what the case put there. */
const fileIn = (name: string) => {
  const home = join(dir, name);
  mkdirSync(home);
  return join(home, 'db.sqlite');
};

/** A store the server made and stopped cleanly, then `edit`ed by hand. */
async function editedStore(file: string, edit: (database: Database.Database) => void) {
  await (await startServer(file)).stop();
  const database = new Database(file);
  edit(database);
  database.close();
}

/** Another program's SQLite database, made by better-sqlite3 as that program would. */
function foreignDatabase(file: string, sql: string, journalMode = 'delete') {
  const database = new Database(file);
  database.pragma(`journal_mode = ${journalMode}`);
  database.exec(sql);
  database.close();
}

/** Everything a start could change: the bytes (or a directory's names), the mode, and the neighbours. */
function snapshot(file: string) {
  const stat = statSync(file);
  const content = stat.isDirectory()
    ? readdirSync(file).sort()
    : createHash('sha256').update(readFileSync(file)).digest('hex');
  const neighbours = readdirSync(dirname(file))
    .sort()
    .map((name) => {
      const path = join(dirname(file), name);
      return {
        name,
        mode: statSync(path).mode,
        hash: statSync(path).isFile() ? createHash('sha256').update(readFileSync(path)).digest('hex') : null,
      };
    });
  return { mode: stat.mode, content, neighbours };
}

const refusals: [string, (file: string) => void | Promise<void>][] = [
  [
    'a store whose meta version row was deleted',
    (file) => editedStore(file, (db) => db.exec("DELETE FROM meta WHERE name = 'version'")),
  ],
  ['a store whose meta table was dropped', (file) => editedStore(file, (db) => db.exec('DROP TABLE meta'))],
  [
    "another program's SQLite database (rollback journal)",
    (file) => foreignDatabase(file, 'create table notes(x); insert into notes values (1)'),
  ],
  [
    "another program's SQLite database with a users table",
    (file) =>
      foreignDatabase(
        file,
        "create table users(id integer primary key, name text); insert into users (name) values ('Ann')",
      ),
  ],
  [
    "another program's SQLite database in WAL mode",
    (file) => foreignDatabase(file, 'create table notes(x); insert into notes values (1)', 'wal'),
  ],
  [
    "another program's WAL-mode database with its log beside it",
    (file) => {
      // Copied while the program has it open: the file and its log, as a crash leaves them.
      const source = join(dir, `open-${Math.random().toString(36).slice(2)}.db`);
      const database = new Database(source);
      database.pragma('journal_mode = wal');
      database.exec('create table notes(x); insert into notes values (1); insert into notes values (2)');
      copyFileSync(source, file);
      copyFileSync(`${source}-wal`, `${file}-wal`);
      database.close();
      chmodSync(`${file}-wal`, 0o644);
    },
  ],
  ['a JSON text', (file) => writeFileSync(file, '{}\n')],
  ['an empty file', (file) => writeFileSync(file, '')],
  [
    'a directory',
    (file) => {
      mkdirSync(file);
      writeFileSync(join(file, 'inside.txt'), 'kept');
    },
  ],
];

describe('a file that is not a store of this server', () => {
  it.each(refusals)('is refused and left as it was: %s', async (name, make) => {
    const file = fileIn(name.replace(/\W+/g, '-'));
    await make(file);
    chmodSync(file, 0o644);
    const before = snapshot(file);

    const refused = await refusedStart(file);

    expect(refused.code).toBe(1);
    expect(refused.output).toContain(file);
    expect(refused.output).toContain('cannot be used as the store, and was left as it is');
    expect(snapshot(file)).toEqual(before);
    expect(before.mode & 0o777).toBe(0o644);
  });
});

describe('a store whose id sequences are behind its records', () => {
  /** Every record of `table` as stored, by key. */
  const rows = (database: Database.Database, table: string) =>
    new Map(
      (database.prepare(`SELECT key, value FROM "${table}"`).all() as { key: string; value: string }[]).map(
        ({ key, value }) => [key, value],
      ),
    );

  it('never gives a new record an id that is taken: nothing is overwritten', async () => {
    const file = fileIn('sequences-behind');
    await (await startServer(file)).stop();
    const edit = new Database(file);
    const sequences = JSON.parse(
      String(edit.prepare("SELECT value FROM meta WHERE name = 'sequences'").pluck().get()),
    ) as Record<string, number>;
    const lowered = Object.fromEntries(Object.entries(sequences).map(([family, last]) => [family, last - 1]));
    edit.prepare("UPDATE meta SET value = ? WHERE name = 'sequences'").run(JSON.stringify(lowered));
    const disputes = rows(edit, 'disputes');
    const notifications = rows(edit, 'notifications');
    edit.close();
    const newest = `DSP-${sequences.dispute}`;
    expect(disputes.has(newest)).toBe(true);

    const server = await startServer(file);
    let filed: string;
    try {
      const { cookie } = await signInDemo(server.base);
      const answer = await fetch(`${server.base}/api/disputes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify(newDisputeBody('after-lowered-sequence')),
      });
      expect(answer.status).toBe(201);
      filed = ((await answer.json()) as { id: string }).id;
    } finally {
      await server.stop();
    }

    expect(disputes.has(filed)).toBe(false);
    const after = new Database(file, { readonly: true, fileMustExist: true });
    const disputesAfter = rows(after, 'disputes');
    const notificationsAfter = rows(after, 'notifications');
    after.close();
    expect(disputesAfter.get(newest)).toBe(disputes.get(newest));
    for (const [key, value] of disputes) expect(disputesAfter.get(key), key).toBe(value);
    for (const [key, value] of notifications) expect(notificationsAfter.get(key), key).toBe(value);
    expect(JSON.parse(disputesAfter.get(filed) ?? '{}')).toMatchObject({ transactionId: '0xafter-lowered-sequence' });
    expect(disputesAfter.size).toBe(disputes.size + 1);
    expect(notificationsAfter.size).toBe(notifications.size + 1);
  });
});
