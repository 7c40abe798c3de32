/** The persisted store: each driver round-trips, bad documents recover, failed writes roll back. */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { browserStorageDriver, memoryDriver, movingDriver } from './drivers';
import { backupPath, fileDriver } from './fileDriver';
import { buildSeed } from './seed';
import { openDb, StoreWriteError } from './store';
import { SCHEMA_VERSION, type DbDocument, type StorageDriver } from './types';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');
let seed: DbDocument;
/** A fresh deep copy of the seed per call, as a real seed builder would return. */
const seedCopy = async (): Promise<DbDocument> => structuredClone(seed);

beforeAll(async () => {
  seed = await buildSeed({ now: NOW, hashIterations: 1000 });
});

/** A Map-backed Storage, since node has no localStorage. */
class MapStorage implements Storage {
  private readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'store-test-'));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const drivers: [string, () => StorageDriver][] = [
  ['memoryDriver', () => memoryDriver()],
  ['browserStorageDriver', () => browserStorageDriver('dispute-centre-db', new MapStorage())],
  ['fileDriver', () => fileDriver(join(tempDir(), 'nested', 'db.json'))],
];

describe.each(drivers)('%s', (_name, makeDriver) => {
  it('round-trips a committed change into a new Db on the same driver', async () => {
    const driver = makeDriver();
    const first = await openDb({ driver, buildSeed: seedCopy });
    expect(first.recoveredFrom).toBeNull();
    const demo = first.data.users[0];
    if (!demo) throw new Error('seed has no users');
    demo.firstName = 'Changed';
    first.data.sessions.push({ token: 'tok-1', userId: demo.id, createdAt: new Date(NOW).toISOString() });
    const id = first.nextId('dispute');
    await first.commit();

    const second = await openDb({ driver, buildSeed: () => Promise.reject(new Error('must not reseed')) });
    expect(second.recoveredFrom).toBeNull();
    expect(second.data.users[0]?.firstName).toBe('Changed');
    expect(second.data.sessions).toEqual([{ token: 'tok-1', userId: demo.id, createdAt: new Date(NOW).toISOString() }]);
    expect(second.nextId('dispute')).not.toBe(id);
  });
});

describe('recovery', () => {
  it('seeds a missing document, without a recovery notice, and saves it', async () => {
    const driver = memoryDriver();
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBeNull();
    expect(db.data).toEqual(seed);
    expect(JSON.parse(driver.text ?? 'null')).toEqual(seed);
  });

  it('replaces a corrupt document (not JSON) with a fresh seed', async () => {
    const driver = memoryDriver('{"schemaVersion":1, oops');
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('corrupt');
    expect(db.data).toEqual(seed);
    expect(JSON.parse(driver.text ?? 'null')).toEqual(seed);
  });

  it('treats a document with the right version but broken collections as corrupt', async () => {
    const db = await openDb({ driver: memoryDriver(JSON.stringify({ schemaVersion: SCHEMA_VERSION, users: 'x' })), buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('corrupt');
  });

  it.each([
    ['an older schema version', JSON.stringify({ ...seed, schemaVersion: 0 })],
    ['unrelated JSON', JSON.stringify({ theme: 'dark', favourites: [1, 2] })],
  ])('replaces %s with a fresh seed, as foreign', async (_label, text) => {
    const driver = memoryDriver(text);
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('foreign');
    expect(db.data.schemaVersion).toBe(SCHEMA_VERSION);
    expect(db.data.users).toHaveLength(seed.users.length);
  });

  it('seeds when the driver cannot even be read', async () => {
    const driver: StorageDriver = { read: () => Promise.reject(new Error('denied')), write: async () => undefined };
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.data.disputes).toHaveLength(seed.disputes.length);
  });
});

describe('recovery keeps the unreadable document', () => {
  const OLDER = () => JSON.stringify({ ...seed, schemaVersion: 0, users: seed.users.map((user) => ({ ...user, firstName: 'Kept' })) });

  it.each([
    ['corrupt', 'corrupt', '{"schemaVersion":1, "users": [ oops'],
    ['from an older version', 'foreign', null],
    ['foreign', 'foreign', JSON.stringify({ theme: 'dark' })],
  ])('sets a %s document aside, word for word, before writing the seed', async (_label, reason, given) => {
    const text = given ?? OLDER();
    const driver = memoryDriver(text);
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe(reason);
    expect(db.backedUp).toBe(true);
    expect(driver.backupText).toBe(text);
    expect(JSON.parse(driver.text ?? 'null')).toEqual(seed);
  });

  it('keeps no copy of a missing or a readable document', async () => {
    const missing = memoryDriver();
    expect((await openDb({ driver: missing, buildSeed: seedCopy })).backedUp).toBe(false);
    expect(missing.backupText).toBeNull();

    const readable = memoryDriver(JSON.stringify(seed));
    const db = await openDb({ driver: readable, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBeNull();
    expect(db.backedUp).toBe(false);
    expect(readable.backupText).toBeNull();
  });

  it('still starts from the seed when the copy cannot be written (storage full)', async () => {
    const inner = memoryDriver('not json');
    const driver: StorageDriver = {
      read: inner.read,
      write: inner.write,
      backup: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('corrupt');
    expect(db.backedUp).toBe(false);
    expect(db.data).toEqual(seed);
    expect(JSON.parse(inner.text ?? 'null')).toEqual(seed);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('recovers without a copy on a driver that cannot keep one', async () => {
    const inner = memoryDriver('not json');
    const db = await openDb({ driver: { read: inner.read, write: inner.write }, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('corrupt');
    expect(db.backedUp).toBe(false);
  });

  it('browserStorageDriver keeps the copy under `<key>:backup`', async () => {
    const storage = new MapStorage();
    storage.setItem('dispute-centre:db', 'not json');
    const db = await openDb({ driver: browserStorageDriver('dispute-centre:db', storage), buildSeed: seedCopy });
    expect(db.backedUp).toBe(true);
    expect(storage.getItem('dispute-centre:db:backup')).toBe('not json');
    expect(JSON.parse(storage.getItem('dispute-centre:db') ?? 'null')).toEqual(seed);
  });

  it('movingDriver keeps a copy of an unreadable legacy document where documents now live', async () => {
    const primaryStorage = new MapStorage();
    const legacyStorage = new MapStorage();
    const older = OLDER();
    legacyStorage.setItem('legacy', older);
    const driver = movingDriver(browserStorageDriver('primary', primaryStorage), browserStorageDriver('legacy', legacyStorage));
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('foreign');
    expect(primaryStorage.getItem('primary:backup')).toBe(older);
    expect(legacyStorage.getItem('legacy')).toBeNull();
  });

  it('fileDriver keeps the copy as `<file>.backup`, and a reopen uses the seed, not the copy', async () => {
    const dir = tempDir();
    const path = join(dir, 'db.json');
    writeFileSync(path, '{"schemaVersion":1,"users":[', 'utf8');
    const db = await openDb({ driver: fileDriver(path), buildSeed: seedCopy });
    expect(db.backedUp).toBe(true);
    expect(readFileSync(backupPath(path), 'utf8')).toBe('{"schemaVersion":1,"users":[');
    expect(readdirSync(dir).sort()).toEqual(['db.json', 'db.json.backup']);

    const reopened = await openDb({ driver: fileDriver(path), buildSeed: () => Promise.reject(new Error('must not reseed')) });
    expect(reopened.recoveredFrom).toBeNull();
    expect(reopened.data).toEqual(seed);
  });

  it('a reset does not touch the copy, and does not make one', async () => {
    const driver = memoryDriver('not json');
    const db = await openDb({ driver, buildSeed: seedCopy });
    await db.reset();
    expect(db.backedUp).toBe(false);
    expect(driver.backupText).toBe('not json');
  });
});

describe('failed writes', () => {
  it('rejects with StoreWriteError and rolls data back to the last saved state', async () => {
    const inner = memoryDriver();
    let failing = false;
    const driver: StorageDriver = {
      read: inner.read,
      write: (text) => (failing ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : inner.write(text)),
    };
    const db = await openDb({ driver, buildSeed: seedCopy });
    const savedText = inner.text;
    const disputeCount = db.data.disputes.length;
    const sequence = db.data.sequences.dispute;

    failing = true;
    db.nextId('dispute');
    db.data.disputes.pop();
    const commit = db.commit();
    await expect(commit).rejects.toBeInstanceOf(StoreWriteError);
    await expect(commit).rejects.toMatchObject({ cause: expect.objectContaining({ name: 'QuotaExceededError' }) });

    expect(db.data.disputes).toHaveLength(disputeCount);
    expect(db.data.sequences.dispute).toBe(sequence);
    expect(inner.text).toBe(savedText);

    failing = false;
    const [firstUser] = db.data.users;
    if (!firstUser) throw new Error('the seed has users');
    firstUser.firstName = 'Saved';
    await db.commit();
    expect(JSON.parse(inner.text ?? 'null').users[0].firstName).toBe('Saved');
  });
});

describe('reset and ids', () => {
  it('reset() restores the seed and ends every session', async () => {
    const driver = memoryDriver('not json');
    const db = await openDb({ driver, buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('corrupt');
    db.data.sessions.push({ token: 't', userId: 'usr-1', createdAt: new Date(NOW).toISOString() });
    db.data.disputes.splice(0, 10);
    await db.commit();

    await db.reset();
    expect(db.data).toEqual(seed);
    expect(db.data.sessions).toEqual([]);
    expect(db.recoveredFrom).toBeNull();
    expect(JSON.parse(driver.text ?? 'null')).toEqual(seed);
  });

  it('nextId never reuses an id, not even across a reopen', async () => {
    const driver = memoryDriver();
    const db = await openDb({ driver, buildSeed: seedCopy });
    const existing = new Set(db.data.disputes.map((dispute) => dispute.id));
    const ids = [db.nextId('dispute'), db.nextId('dispute'), db.nextId('dispute')];
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(existing.has(id)).toBe(false);
    expect(db.nextId('user')).toBe(`usr-${seed.users.length + 1}`);
    await db.commit();

    const reopened = await openDb({ driver, buildSeed: seedCopy });
    const next = reopened.nextId('dispute');
    expect([...ids, ...existing]).not.toContain(next);
  });
});

describe('fileDriver', () => {
  it('writes atomically: the file parses and no temporary file is left', async () => {
    const dir = tempDir();
    const path = join(dir, 'db.json');
    const driver = fileDriver(path);
    await expect(driver.read()).resolves.toBeNull();
    await driver.write('{"a":1}');
    await driver.write(JSON.stringify(seed));
    expect(readdirSync(dir)).toEqual(['db.json']);
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(seed);
  });

  it('reports a corrupt file on disk and heals it', async () => {
    const path = join(tempDir(), 'db.json');
    writeFileSync(path, '{"schemaVersion":1,"users":[', 'utf8');
    const db = await openDb({ driver: fileDriver(path), buildSeed: seedCopy });
    expect(db.recoveredFrom).toBe('corrupt');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual(seed);
  });
});
