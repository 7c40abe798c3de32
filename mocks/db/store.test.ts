/**
 * The store over each of its drivers: writes are transactions of the records they name, a failed
 * write leaves nothing behind, unusable records are set aside (never the whole store replaced),
 * and stores shared by several writers (browser tabs) lose nothing and catch up with each other.
 */
import 'fake-indexeddb/auto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { memoryDriver, MemoryDatabase, webStorageLegacy } from './drivers';
import { indexedDbDriver } from './indexedDbDriver';
import { sequencesFrom } from './memory';
import { sqliteDriver } from './sqliteDriver';
import { openDb, StoreUnreadableError, StoreWriteError, type Db } from './store';
import { refusing, SEED_NOW, useSeed } from './testSeed';
import type { DbDocument, RecordDriver, StoredDispute } from './types';

const fixture = useSeed();
const { seedCopy, mustNotSeed } = fixture;
const NOW = SEED_NOW;

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

interface Rig {
  /** A new driver over the same stored data (a reopen, or a restart). */
  driver(): RecordDriver;
  /** Writes a record behind the store's back, as a broken file or hand edit would; resolves once it is stored. */
  plant(collection: string, key: string, value: unknown): void | Promise<void>;
}

let databaseNumber = 0;
const rigs: [string, () => Rig][] = [
  [
    'memory',
    () => {
      const database = new MemoryDatabase();
      return {
        driver: () => memoryDriver({ database }),
        plant: (collection, key, value) =>
          database.collections?.[collection as 'disputes'].set(key, JSON.stringify(value)),
      };
    },
  ],
  [
    'sqlite',
    () => {
      const path = join(tempDir(), 'db.sqlite');
      let last: RecordDriver | undefined;
      return {
        driver: () => {
          last?.close?.();
          last = sqliteDriver(path);
          return last;
        },
        plant: (collection, key, value) => {
          last?.close?.();
          const database = new Database(path);
          database
            .prepare(`INSERT OR REPLACE INTO "${collection}" (key, value) VALUES (?, ?)`)
            .run(key, JSON.stringify(value));
          database.close();
        },
      };
    },
  ],
  [
    'indexedDB',
    () => {
      const name = `store-test-${++databaseNumber}`;
      return {
        driver: () => indexedDbDriver(name),
        plant: (collection, key, value) =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.open(name);
            request.onerror = () => reject(request.error);
            request.onsuccess = () => {
              const transaction = request.result.transaction(collection, 'readwrite');
              transaction.objectStore(collection).put(value, key);
              transaction.oncomplete = () => resolve();
              transaction.onerror = () => reject(transaction.error);
              request.result.close();
            };
          }),
      };
    },
  ],
];

const newDispute = (db: Db, id: string, overrides: Partial<StoredDispute> = {}): StoredDispute => {
  const template = db.data.disputes.at(-1);
  if (!template) throw new Error('the seed has disputes');
  return { ...template, id, createdAt: new Date(NOW + 60_000).toISOString(), messages: [], ...overrides };
};

describe.each(rigs)('the store over %s', (_name, makeRig) => {
  it('seeds an empty store, and a reopen finds a write without seeding again', async () => {
    const rig = makeRig();
    const db = await openDb({ driver: rig.driver(), buildSeed: seedCopy });
    expect(db.recoveredFrom).toBeNull();
    expect(db.data).toEqual(fixture.seed);
    const id = await db.write((tx) => {
      const dispute = newDispute(db, tx.nextId('dispute'));
      tx.put('disputes', dispute);
      return dispute.id;
    });
    expect(db.data.disputes[0]?.id).toBe(id);
    db.close();

    const reopened = await openDb({ driver: rig.driver(), buildSeed: mustNotSeed });
    expect(reopened.data.disputes[0]?.id).toBe(id);
    expect(reopened.data.disputes).toHaveLength(fixture.seed.disputes.length + 1);
    expect(reopened.data.sequences.dispute).toBe(fixture.seed.sequences.dispute + 1);
    reopened.close();
  });

  it('writes nothing when the body throws, and nothing when the driver fails', async () => {
    const rig = makeRig();
    const driver = refusing(rig.driver());
    const db = await openDb({ driver, buildSeed: seedCopy });
    const before = JSON.stringify(db.data);
    await expect(
      db.write((tx) => {
        tx.put('disputes', newDispute(db, tx.nextId('dispute')));
        throw new Error('validation failed after the put');
      }),
    ).rejects.toThrow('validation failed');
    driver.failing = true;
    await expect(db.write((tx) => tx.put('disputes', newDispute(db, tx.nextId('dispute'))))).rejects.toBeInstanceOf(
      StoreWriteError,
    );
    expect(JSON.stringify(db.data)).toBe(before);
    db.close();

    const reopened = await openDb({ driver: rig.driver(), buildSeed: mustNotSeed });
    expect(JSON.stringify(reopened.data)).toBe(before);
    reopened.close();
  });

  it('sets unusable records aside and keeps every other record', async () => {
    const rig = makeRig();
    (await openDb({ driver: rig.driver(), buildSeed: seedCopy })).close();
    await rig.plant('disputes', 'DSP-broken', null);
    await rig.plant('users', 'usr-nameless', { id: 'usr-other' });

    const db = await openDb({ driver: rig.driver(), buildSeed: mustNotSeed });
    expect(db.setAsideCount).toBe(2);
    expect(db.recoveredFrom).toBeNull();
    expect(db.data.disputes).toHaveLength(fixture.seed.disputes.length);
    expect(db.data.users).toHaveLength(fixture.seed.users.length);
    db.close();
    // Set aside once: they no longer sit among the records.
    const again = await openDb({ driver: rig.driver(), buildSeed: mustNotSeed });
    expect(again.setAsideCount).toBe(0);
    again.close();
  });

  it('reset puts the seed back and ends every session', async () => {
    const rig = makeRig();
    const db = await openDb({ driver: rig.driver(), buildSeed: seedCopy });
    await db.write((tx) => {
      tx.put('sessions', { tokenHash: 't', userId: 'usr-1', createdAt: new Date(NOW).toISOString() });
      for (const dispute of db.data.disputes.slice(0, 10)) tx.remove('disputes', dispute.id);
    });
    expect(db.data.disputes).toHaveLength(fixture.seed.disputes.length - 10);
    await db.reset();
    expect(db.data).toEqual(fixture.seed);
    db.close();
    const reopened = await openDb({ driver: rig.driver(), buildSeed: mustNotSeed });
    expect(reopened.data).toEqual(fixture.seed);
    reopened.close();
  });

  it('runs writes one at a time, so a check and its write cannot be split', async () => {
    const rig = makeRig();
    const db = await openDb({ driver: rig.driver(), buildSeed: seedCopy });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        db.write((tx) => {
          if (tx.data.users.some((user) => user.email === 'same@example.org')) throw new Error('taken');
          const id = tx.nextId('user');
          tx.put('users', { ...fixture.seed.users[2], id, email: 'same@example.org' } as DbDocument['users'][number]);
          return id;
        }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(db.data.users.filter((user) => user.email === 'same@example.org')).toHaveLength(1);
    db.close();
  });
});

describe('several writers over one store (browser tabs)', () => {
  const tab = (database: MemoryDatabase) =>
    openDb({ driver: memoryDriver({ database, shared: true }), buildSeed: seedCopy });

  it('loses no write when two tabs write, and each sees the other after a sync', async () => {
    const database = new MemoryDatabase();
    const [a, b] = [await tab(database), await tab(database)];
    const filed = await a.write((tx) => {
      const dispute = newDispute(a, tx.nextId('dispute'));
      tx.put('disputes', dispute);
      return dispute;
    });
    const replyTo = b.data.disputes[5];
    if (!replyTo) throw new Error('the seed has disputes');
    const filedInB = await b.write((tx) => {
      // B caught up first: its id comes after A's, never the same.
      const dispute = newDispute(b, tx.nextId('dispute'));
      tx.put('disputes', dispute);
      tx.put('disputes', {
        ...replyTo,
        messages: [
          ...replyTo.messages,
          {
            id: tx.nextId('message'),
            content: 'hi',
            timestamp: new Date(NOW).toISOString(),
            isFromAdmin: false,
            attachments: [],
          },
        ],
      });
      return dispute;
    });
    expect(filedInB.id).not.toBe(filed.id);
    await a.sync();
    for (const db of [a, b, await tab(database)]) {
      expect(db.data.disputes.map((dispute) => dispute.id)).toEqual(expect.arrayContaining([filed.id, filedInB.id]));
      expect(db.data.disputes.find((dispute) => dispute.id === replyTo.id)?.messages.at(-1)?.content).toBe('hi');
    }
  });

  it('a reset in one tab reaches the others', async () => {
    const database = new MemoryDatabase();
    const [a, b] = [await tab(database), await tab(database)];
    await a.write((tx) =>
      tx.put('sessions', { tokenHash: 't', userId: 'usr-1', createdAt: new Date(NOW).toISOString() }),
    );
    await b.sync();
    expect(b.data.sessions).toHaveLength(1);
    await a.reset();
    await b.sync();
    expect(b.data).toEqual(fixture.seed);
  });
});

describe('ids that never go backwards', () => {
  const takenIds = (data: DbDocument) =>
    new Set([
      ...data.users.map((user) => user.id),
      ...data.disputes.flatMap((dispute) => [dispute.id, ...dispute.messages.map((message) => message.id)]),
      ...data.notifications.map((notification) => notification.id),
    ]);

  it('continue after the highest stored ids when the stored sequences are behind', async () => {
    const database = new MemoryDatabase();
    (await openDb({ driver: memoryDriver({ database }), buildSeed: seedCopy })).close();
    database.sequences = { user: 1, dispute: 1, message: 1, notification: 1 };
    const db = await openDb({ driver: memoryDriver({ database }), buildSeed: mustNotSeed });
    expect(db.data.sequences).toEqual(sequencesFrom(fixture.seed));
    const before = structuredClone(db.data);
    const ids = await db.write((tx) => {
      const dispute = newDispute(db, tx.nextId('dispute'), {
        messages: [
          {
            id: tx.nextId('message'),
            content: 'new',
            timestamp: new Date(NOW).toISOString(),
            isFromAdmin: false,
            attachments: [],
          },
        ],
      });
      tx.put('disputes', dispute);
      const user = {
        ...fixture.seed.users[2],
        id: tx.nextId('user'),
        email: 'fresh@example.org',
      } as DbDocument['users'][number];
      tx.put('users', user);
      const notification = {
        ...fixture.seed.notifications[0],
        id: tx.nextId('notification'),
      } as DbDocument['notifications'][number];
      tx.put('notifications', notification);
      return [dispute.id, dispute.messages[0]?.id ?? '', user.id, notification.id];
    });
    const taken = takenIds(before);
    expect(ids.filter((id) => taken.has(id))).toEqual([]);
    for (const dispute of before.disputes)
      expect(db.data.disputes.find((kept) => kept.id === dispute.id)).toEqual(dispute);
    expect(db.data.users).toHaveLength(before.users.length + 1);
    expect(db.data.notifications).toHaveLength(before.notifications.length + 1);
  });

  it('are not lowered by catching up with another writer whose sequences are behind', async () => {
    const database = new MemoryDatabase();
    const tab = () => openDb({ driver: memoryDriver({ database, shared: true }), buildSeed: seedCopy });
    const [a, b] = [await tab(), await tab()];
    const filed = await a.write((tx) => {
      const dispute = newDispute(a, tx.nextId('dispute'));
      tx.put('disputes', dispute);
      return dispute;
    });
    // A writer that stored its sequences behind what it wrote.
    database.sequences = { ...fixture.seed.sequences };
    const filedInB = await b.write((tx) => {
      const dispute = newDispute(b, tx.nextId('dispute'));
      tx.put('disputes', dispute);
      return dispute;
    });
    expect(filedInB.id).not.toBe(filed.id);
    await a.sync();
    expect(a.data.disputes.find((dispute) => dispute.id === filed.id)).toEqual(filed);
  });

  it('skip an id the same transaction already used', async () => {
    const db = await openDb({ driver: memoryDriver(), buildSeed: seedCopy });
    const ids = await db.write((tx) => {
      const planted = newDispute(db, `DSP-${db.data.sequences.dispute + 1}`);
      tx.put('disputes', planted);
      const next = newDispute(db, tx.nextId('dispute'));
      tx.put('disputes', next);
      return [planted.id, next.id];
    });
    expect(new Set(ids).size).toBe(2);
    expect(db.data.disputes).toHaveLength(fixture.seed.disputes.length + 2);
  });
});

describe('an IndexedDB store whose database is deleted under an open tab (site data cleared)', () => {
  it('lets the deletion through, then opens afresh and starts from the seed', async () => {
    const name = `store-test-deleted-${++databaseNumber}`;
    const db = await openDb({ driver: indexedDbDriver(name), buildSeed: seedCopy });
    await db.write((tx) =>
      tx.put('sessions', { tokenHash: 't', userId: 'usr-1', createdAt: new Date(NOW).toISOString() }),
    );
    const deleted = await new Promise<string>((settle) => {
      const request = indexedDB.deleteDatabase(name);
      request.onsuccess = () => settle('deleted');
      request.onblocked = () => settle('blocked');
    });
    expect(deleted).toBe('deleted');
    await db.sync();
    expect(db.data).toEqual(fixture.seed);
  });
});

describe('the SQLite file', () => {
  it('is readable by its owner only', async () => {
    const path = join(tempDir(), 'db.sqlite');
    const db = await openDb({ driver: sqliteDriver(path), buildSeed: seedCopy });
    expect(statSync(path).mode & 0o777).toBe(0o600);
    db.close();
  });

  it('is never overwritten when it cannot be read as a store', async () => {
    const path = join(tempDir(), 'db.sqlite');
    writeFileSync(path, '{"schemaVersion":1,"users":[ this is not a database');
    await expect(openDb({ driver: sqliteDriver(path), buildSeed: seedCopy })).rejects.toBeInstanceOf(
      StoreUnreadableError,
    );
    expect(readFileSync(path, 'utf8')).toBe('{"schemaVersion":1,"users":[ this is not a database');
  });

  it('refuses a second writer while the first has it open', async () => {
    const path = join(tempDir(), 'db.sqlite');
    const first = await openDb({ driver: sqliteDriver(path), buildSeed: seedCopy });
    await expect(openDb({ driver: sqliteDriver(path), buildSeed: seedCopy })).rejects.toBeInstanceOf(
      StoreUnreadableError,
    );
    first.close();
  });
});

describe('a store kept by an older version as one document', () => {
  /** A Map-backed Storage, since node has no localStorage. */
  const storage = (entries: Record<string, string>): Storage => {
    const map = new Map(Object.entries(entries));
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => [...map.keys()][index] ?? null,
      removeItem: (key) => void map.delete(key),
      setItem: (key, value) => void map.set(key, value),
    };
  };

  it('is moved in once and removed', async () => {
    const older = {
      ...structuredClone(fixture.seed),
      users: fixture.seed.users.map((user) => ({ ...user, firstName: 'Kept' })),
      sessions: [{ token: 'a-token-kept-as-it-was', userId: 'usr-1', createdAt: new Date(NOW).toISOString() }],
    };
    const local = storage({ db: JSON.stringify(older) });
    const database = new MemoryDatabase();
    const db = await openDb({
      driver: memoryDriver({ database }),
      buildSeed: mustNotSeed,
      legacy: webStorageLegacy('db', local),
    });
    expect(db.recoveredFrom).toBeNull();
    expect(db.data.users.every((user) => user.firstName === 'Kept')).toBe(true);
    // Its sessions end: the store keeps only tokens' hashes, and never a token as it is.
    expect(db.data.sessions).toEqual([]);
    expect(local.getItem('db')).toBeNull();
  });

  it('is left where it was when it cannot be read, and the demo starts from the seed', async () => {
    const local = storage({ db: '{"schemaVersion":1, oops' });
    const db = await openDb({ driver: memoryDriver(), buildSeed: seedCopy, legacy: webStorageLegacy('db', local) });
    expect(db.recoveredFrom).toBe('corrupt');
    expect(db.backedUp).toBe(true);
    expect(db.data).toEqual(fixture.seed);
    expect(local.getItem('db')).toBe('{"schemaVersion":1, oops');
  });
});
