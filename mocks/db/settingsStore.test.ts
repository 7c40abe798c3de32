/**
 * The `settings` collection in each driver (docs/server.md#team-settings): the seed brings the
 * team's settings, a save comes back after a reopen, and a store made before the collection
 * existed opens with everything it holds and reads as the defaults, without a migration: an
 * SQLite file without the table (it gets it with its first write), an IndexedDB database of
 * version 2 (the upgrade only adds the object store), a document kept by an older version.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openDB } from 'idb';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_RESOLUTION_HOURS, DEFAULT_RESOLUTION_RATE, SettingsSchema } from '../../src/api/admin';
import { memoryDriver, MemoryDatabase, webStorageLegacy } from './drivers';
import { DATABASE_VERSION, indexedDbDriver } from './indexedDbDriver';
import { recordProblem } from './recordChecks';
import { defaultSettings, storedSettings, toSettings } from './settingsRecord';
import { sqliteDriver } from './sqliteDriver';
import { openDb, type Db } from './store';
import { SEED_NOW, useSeed } from './testSeed';
import { ADDED_COLLECTIONS, COLLECTION_NAMES, type DbDocument, type RecordDriver, type StoredSettings } from './types';

const fixture = useSeed();
const { seedCopy, mustNotSeed } = fixture;
const dir = mkdtempSync(join(tmpdir(), 'settings-store-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;

/** The collections version 2 of the IndexedDB store had: those added since came later (types.ts ADDED_COLLECTIONS). */
const FIRST_COLLECTIONS = COLLECTION_NAMES.filter((collection) => ADDED_COLLECTIONS[collection] === undefined);
/** The seed as a store from before settings held it. */
const withoutSettings = (): DbDocument => ({ ...structuredClone(fixture.seed), settings: [] });

/** A save, as the handlers write one: the targets changed by the seed's first admin. */
async function saveTargets(db: Db, hours: number): Promise<StoredSettings> {
  return db.write((tx) => {
    const current = storedSettings(tx.data);
    const next: StoredSettings = {
      ...current,
      revision: current.revision + 1,
      targets: {
        firstReplyHours: 24,
        resolutionHours: hours,
        resolutionRate: 80,
        updatedAt: new Date(SEED_NOW).toISOString(),
        updatedBy: { id: 'usr-2', name: 'Sam Rivera' },
      },
    };
    tx.put('settings', next);
    return next;
  });
}

describe('the seed’s settings', () => {
  it('are one record with the default targets, set by nobody, and saved replies by the seeded admins, valid per the contract', () => {
    const [settings, ...more] = fixture.seed.settings;
    expect(more).toEqual([]);
    if (!settings) throw new Error('the seed has settings');
    expect(settings.targets).toEqual({
      firstReplyHours: 24,
      resolutionHours: DEFAULT_RESOLUTION_HOURS,
      resolutionRate: DEFAULT_RESOLUTION_RATE,
      updatedAt: null,
      updatedBy: null,
    });
    expect(settings.savedReplies.map((reply) => reply.title)).toEqual(
      expect.arrayContaining(['Refund approved', 'Need transaction hash']),
    );
    const admins = new Set(fixture.seed.users.filter((user) => user.isAdmin).map((user) => user.id));
    for (const reply of settings.savedReplies) expect(admins.has(reply.createdBy?.id ?? '')).toBe(true);
    expect(settings.lastReplyNumber).toBe(settings.savedReplies.length);
    const history = settings.history.map((change) => change.at);
    expect(history).toEqual([...history].sort().reverse());
    expect(history.every((at) => Date.parse(at) <= SEED_NOW)).toBe(true);
    expect(() => v.parse(SettingsSchema, toSettings(settings))).not.toThrow();
    expect(recordProblem('settings', 'team', settings)).toBeNull();
  });

  it('read as the defaults where there are none: revision 0, changed by nobody, no saved replies', () => {
    expect(toSettings(storedSettings(withoutSettings()))).toEqual({
      revision: 0,
      targets: { firstReplyHours: 24, resolutionHours: 72, resolutionRate: 90, updatedAt: null, updatedBy: null },
      savedReplies: [],
      history: [],
    });
  });

  it('a record that cannot be used is refused by the record check, so it is set aside and the defaults apply', () => {
    const good = defaultSettings();
    expect(recordProblem('settings', 'team', good)).toBeNull();
    for (const broken of [
      { ...good, revision: -1 },
      { ...good, targets: null },
      { ...good, savedReplies: [{ id: 'rpl-1' }] },
      { ...good, history: 'none' },
      { ...good, lastReplyNumber: 1.5 },
    ]) {
      expect(recordProblem('settings', 'team', broken)).not.toBeNull();
    }
  });
});

const rigs: [string, () => () => RecordDriver][] = [
  [
    'memory',
    () => {
      const database = new MemoryDatabase();
      return () => memoryDriver({ database });
    },
  ],
  [
    'sqlite',
    () => {
      const path = join(mkdtempSync(join(dir, `sqlite-${++count}-`)), 'db.sqlite');
      let last: RecordDriver | undefined;
      return () => {
        last?.close?.();
        last = sqliteDriver(path);
        return last;
      };
    },
  ],
  [
    'indexedDB',
    () => {
      const name = `settings-store-${++count}`;
      return () => indexedDbDriver(name);
    },
  ],
];

describe.each(rigs)('settings over %s', (_name, makeRig) => {
  it('are seeded, and a save comes back after a reopen', async () => {
    const driver = makeRig();
    const db = await openDb({ driver: driver(), buildSeed: seedCopy });
    expect(db.data.settings).toEqual(fixture.seed.settings);
    const saved = await saveTargets(db, 48);
    db.close();
    const reopened = await openDb({ driver: driver(), buildSeed: mustNotSeed });
    expect(reopened.data.settings).toEqual([saved]);
    expect(storedSettings(reopened.data).targets.resolutionHours).toBe(48);
    reopened.close();
  });

  it('a broken settings record is set aside and the rest is served', async () => {
    const driver = makeRig();
    const db = await openDb({
      driver: driver(),
      buildSeed: async () => ({ ...(await seedCopy()), settings: [{ ...defaultSettings(), revision: -3 }] }),
    });
    db.close();
    const reopened = await openDb({ driver: driver(), buildSeed: mustNotSeed });
    expect(reopened.setAsideCount).toBe(1);
    expect(reopened.data.settings).toEqual([]);
    expect(reopened.data.disputes).toHaveLength(fixture.seed.disputes.length);
    reopened.close();
  });
});

describe('a store made before settings existed', () => {
  it('SQLite without the settings table opens unchanged with all it holds, and gets the table with its first write', async () => {
    const path = join(mkdtempSync(join(dir, 'older-sqlite-')), 'db.sqlite');
    (await openDb({ driver: sqliteDriver(path), buildSeed: async () => withoutSettings() })).close();
    const older = new Database(path);
    older.exec('DROP TABLE settings');
    older.close();
    const bytes = readFileSync(path);

    const db = await openDb({ driver: sqliteDriver(path), buildSeed: mustNotSeed });
    expect(db.data).toEqual(withoutSettings());
    expect(toSettings(storedSettings(db.data)).revision).toBe(0);
    expect(readFileSync(path).equals(bytes)).toBe(true);
    const saved = await saveTargets(db, 24);
    db.close();

    const reopened = await openDb({ driver: sqliteDriver(path), buildSeed: mustNotSeed });
    expect(reopened.data.settings).toEqual([saved]);
    expect(reopened.data.disputes).toEqual(fixture.seed.disputes);
    reopened.close();
  });

  it('IndexedDB of version 2 is upgraded by adding the stores added since only: every record is kept', async () => {
    const name = `settings-store-v2-${++count}`;
    const document = withoutSettings();
    // The layout version 2 made (../db/indexedDbDriver.ts before settings), filled as it would have been.
    const older = await openDB(name, 2, {
      upgrade(database) {
        for (const collection of FIRST_COLLECTIONS) database.createObjectStore(collection);
        for (const store of ['meta', 'changes', 'files']) database.createObjectStore(store);
        database.createObjectStore('setAside', { autoIncrement: true });
      },
    });
    const tx = older.transaction([...FIRST_COLLECTIONS, 'meta'], 'readwrite');
    for (const collection of FIRST_COLLECTIONS) {
      const keyOf = collection === 'sessions' ? 'tokenHash' : 'id';
      for (const record of document[collection] as Record<string, unknown>[])
        await tx.objectStore(collection).put(record, String(record[keyOf]));
    }
    await tx.objectStore('meta').put(document.schemaVersion, 'schemaVersion');
    await tx.objectStore('meta').put(document.sequences, 'sequences');
    await tx.objectStore('meta').put(7, 'version');
    await tx.done;
    older.close();

    const db = await openDb({ driver: indexedDbDriver(name), buildSeed: mustNotSeed });
    expect(db.data).toEqual(document);
    const saved = await saveTargets(db, 36);
    db.close();
    const upgraded = await openDB(name);
    expect(upgraded.version).toBe(DATABASE_VERSION);
    expect(await upgraded.get('settings', 'team')).toEqual(saved);
    expect(await upgraded.count('disputes')).toBe(fixture.seed.disputes.length);
    upgraded.close();
  });

  it('a document an older version kept, without settings, is moved in and reads as the defaults', async () => {
    const { settings: _absent, ...older } = structuredClone(fixture.seed);
    const entries = new Map([['db', JSON.stringify(older)]]);
    const storage = {
      getItem: (key: string) => entries.get(key) ?? null,
      removeItem: (key: string) => void entries.delete(key),
    } as Storage;
    const db = await openDb({
      driver: memoryDriver(),
      buildSeed: mustNotSeed,
      legacy: webStorageLegacy('db', storage),
    });
    expect(db.recoveredFrom).toBeNull();
    expect(db.data.settings).toEqual([]);
    expect(db.data.disputes).toHaveLength(fixture.seed.disputes.length);
    expect(entries.size).toBe(0);
  });
});
