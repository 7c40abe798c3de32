/**
 * The `passwordResets` and `outbox` collections (docs/server.md#password-reset, docs/server.md#mail)
 * arrived after stores were first kept: a store from before them opens with all it holds and reads
 * them as empty, with no migration, and keeps what is written into them after.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDB } from 'idb';
import { afterAll, describe, expect, it } from 'vitest';
import { composeMail } from '../mail/templates';
import { DATABASE_VERSION, indexedDbDriver } from './indexedDbDriver';
import { sqliteDriver } from './sqliteDriver';
import { openDb, type Db } from './store';
import { SEED_NOW, useSeed } from './testSeed';
import { COLLECTION_KEYS, COLLECTION_NAMES, type DbDocument, type PasswordReset } from './types';

const fixture = useSeed();
const dir = mkdtempSync(join(tmpdir(), 'reset-collections-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const NEW = ['passwordResets', 'outbox'] as const;
const BEFORE = COLLECTION_NAMES.filter((name) => !(NEW as readonly string[]).includes(name));

const RESET: PasswordReset = {
  tokenHash: 'a'.repeat(64),
  userId: 'usr-1',
  createdAt: new Date(SEED_NOW).toISOString(),
  expiresAt: new Date(SEED_NOW + 30 * 60_000).toISOString(),
  usedAt: null,
};
const MAIL = composeMail(
  'passwordReset',
  'demo@example.com',
  { name: 'Alex', link: 'http://app.test/x', validMinutes: 30 },
  SEED_NOW,
);

async function writeBoth(db: Db): Promise<void> {
  await db.write((tx) => {
    tx.put('passwordResets', RESET);
    tx.put('outbox', MAIL);
  });
}

describe('a store from before password resets and the outbox', () => {
  it('SQLite without their tables opens unchanged, reads them as empty, and gets them with its first write', async () => {
    const path = join(mkdtempSync(join(dir, 'sqlite-')), 'db.sqlite');
    (await openDb({ driver: sqliteDriver(path), buildSeed: fixture.seedCopy })).close();
    const older = new Database(path);
    for (const name of NEW) older.exec(`DROP TABLE "${name}"`);
    older.close();
    const bytes = readFileSync(path);

    const db = await openDb({ driver: sqliteDriver(path), buildSeed: fixture.mustNotSeed });
    expect(db.data).toEqual(fixture.seed);
    expect(readFileSync(path).equals(bytes)).toBe(true);
    await writeBoth(db);
    db.close();

    const reopened = await openDb({ driver: sqliteDriver(path), buildSeed: fixture.mustNotSeed });
    expect(reopened.data.passwordResets).toEqual([RESET]);
    expect(reopened.data.outbox).toEqual([MAIL]);
    expect(reopened.data.disputes).toEqual(fixture.seed.disputes);
    reopened.close();
  });

  it('IndexedDB of version 3 is upgraded by adding their stores only: every record is kept', async () => {
    const name = 'reset-collections-v3';
    const document: DbDocument = fixture.seed;
    const older = await openDB(name, 3, {
      upgrade(database) {
        for (const collection of BEFORE) database.createObjectStore(collection);
        for (const store of ['meta', 'changes', 'files']) database.createObjectStore(store);
        database.createObjectStore('setAside', { autoIncrement: true });
      },
    });
    const tx = older.transaction([...BEFORE, 'meta'], 'readwrite');
    for (const collection of BEFORE) {
      for (const record of document[collection] as Record<string, unknown>[])
        await tx.objectStore(collection).put(record, String(record[COLLECTION_KEYS[collection]]));
    }
    await tx.objectStore('meta').put(document.schemaVersion, 'schemaVersion');
    await tx.objectStore('meta').put(document.sequences, 'sequences');
    await tx.objectStore('meta').put(9, 'version');
    await tx.done;
    older.close();

    const db = await openDb({ driver: indexedDbDriver(name), buildSeed: fixture.mustNotSeed });
    expect(db.data).toEqual(document);
    await writeBoth(db);
    db.close();
    const upgraded = await openDB(name);
    expect(upgraded.version).toBe(DATABASE_VERSION);
    expect(await upgraded.get('passwordResets', RESET.tokenHash)).toEqual(RESET);
    expect(await upgraded.get('outbox', MAIL.id)).toEqual(MAIL);
    expect(await upgraded.count('disputes')).toBe(document.disputes.length);
    upgraded.close();
  });
});
