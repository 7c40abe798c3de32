/**
 * The SQLite file as the reference server's driver finds it: a store made before the application
 * id and the set_aside table is still its own (it gets them with its first write, not at open),
 * and a file that is not a store it can use is refused exactly as it was, bytes, mode and
 * neighbours. The server's own refusals of foreign files are in tests/server/store-refusal.test.ts.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteDriver } from './sqliteDriver';
import { openDb, StoreUnreadableError } from './store';
import { SEED_NOW, useSeed } from './testSeed';

const fixture = useSeed();
const { seedCopy, mustNotSeed } = fixture;
const NOW = SEED_NOW;

const dir = mkdtempSync(join(tmpdir(), 'sqlite-probe-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
/** A path in a directory of its own, so what lies beside it is only what the test put there. */
const freshPath = () => {
  const home = mkdtempSync(join(dir, `case-${++count}-`));
  return join(home, 'db.sqlite');
};

/** A seeded store made by the driver, then changed by hand with `edit`. */
async function editedStore(edit: (database: Database.Database) => void): Promise<string> {
  const path = freshPath();
  (await openDb({ driver: sqliteDriver(path), buildSeed: seedCopy })).close();
  const database = new Database(path);
  edit(database);
  database.close();
  chmodSync(path, 0o644);
  return path;
}

/** The file as a refused open must leave it: bytes, mode, and the names beside it. */
const state = (path: string) => ({
  hash: createHash('sha256').update(readFileSync(path)).digest('hex'),
  mode: statSync(path).mode,
  beside: readdirSync(join(path, '..')).sort(),
});

async function expectRefusedAsItWas(path: string) {
  const before = state(path);
  await expect(openDb({ driver: sqliteDriver(path), buildSeed: seedCopy })).rejects.toBeInstanceOf(
    StoreUnreadableError,
  );
  expect(state(path)).toEqual(before);
}

describe('the SQLite store file', () => {
  it('is made whole where nothing is: version 0 until seeded, readable by its owner only, nothing left beside it', async () => {
    const path = freshPath();
    const driver = sqliteDriver(path);
    expect(await driver.load()).toBeNull();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    driver.close?.();
    expect(readdirSync(join(path, '..'))).toEqual(['db.sqlite']);
    const made = new Database(path, { readonly: true });
    expect(made.prepare("SELECT value FROM meta WHERE name = 'version'").pluck().get()).toBe('0');
    made.close();
  });

  it('made before the application id and set_aside is opened with all it holds, and gets them with its first write', async () => {
    const path = await editedStore((older) => {
      older.pragma('application_id = 0');
      older.exec('DROP TABLE set_aside');
    });
    const before = state(path);

    const db = await openDb({ driver: sqliteDriver(path), buildSeed: mustNotSeed });
    expect(db.data).toEqual(fixture.seed);
    expect(state(path).hash).toBe(before.hash);
    await db.write((tx) =>
      tx.put('sessions', { tokenHash: 't', userId: 'usr-1', createdAt: new Date(NOW).toISOString() }),
    );
    db.close();
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const adopted = new Database(path, { readonly: true });
    expect(adopted.pragma('application_id', { simple: true })).not.toBe(0);
    expect(adopted.prepare('SELECT count(*) AS kept FROM set_aside').get()).toEqual({ kept: 0 });
    adopted.close();
  });

  it('written by another version of the app is refused and left as it was', async () => {
    await expectRefusedAsItWas(
      await editedStore((other) => other.prepare("UPDATE meta SET value = '2' WHERE name = 'schemaVersion'").run()),
    );
  });

  it('at version 0 yet holding records (edited by hand) is refused, never seeded over', async () => {
    await expectRefusedAsItWas(
      await editedStore((edited) => edited.prepare("UPDATE meta SET value = '0' WHERE name = 'version'").run()),
    );
  });

  it('of another program, stamped with its own application id, is refused as it was', async () => {
    const path = freshPath();
    const other = new Database(path);
    other.pragma('application_id = 1234');
    other.exec('CREATE TABLE notes (x)');
    other.close();
    await expectRefusedAsItWas(path);
  });

  it('is not made where a log lies without its database: the log would be replayed into it', async () => {
    const path = freshPath();
    writeFileSync(`${path}-wal`, 'a log left behind');
    const before = readdirSync(join(path, '..'));
    await expect(openDb({ driver: sqliteDriver(path), buildSeed: seedCopy })).rejects.toBeInstanceOf(
      StoreUnreadableError,
    );
    expect(readdirSync(join(path, '..'))).toEqual(before);
    expect(readFileSync(`${path}-wal`, 'utf8')).toBe('a log left behind');
  });
});
