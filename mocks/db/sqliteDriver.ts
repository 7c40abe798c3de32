/**
 * The reference server's driver: an SQLite file through better-sqlite3, one table per collection
 * (a record is a row: its key and its JSON), written in SQLite transactions. A commit is on disk
 * (the write-ahead log, synced) before it resolves, so a killed process loses no answered write
 * and a commit costs what it changes, not the size of the store.
 *
 * The file is opened only once it is proved to be a store this server made (./sqliteProbe.ts),
 * and in exclusive locking mode: a second server on the same file is refused at start instead of
 * both writing through stale copies. File and log are readable by the owner only.
 */
import { chmodSync, existsSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';
import { diskFiles } from './diskFiles';
import {
  APPLICATION_ID,
  collectionTable,
  createStoreIfAbsent,
  OWNER_ONLY,
  proveStore,
  SET_ASIDE_TABLE,
} from './sqliteProbe';
import {
  COLLECTION_NAMES,
  recordKey,
  type CollectionName,
  type DbDocument,
  type RecordChange,
  type RecordDriver,
  type Sequences,
  type StoredContents,
} from './types';

type Statement = Database.Statement<unknown[], unknown>;

/** Opens the store at `path`, made there if nothing is; anything but a store of ours is refused as it is. */
function openFile(path: string): Database.Database {
  createStoreIfAbsent(path);
  proveStore(path);
  // A short wait for the lock: the only other holder would be a second server, which is refused.
  const database = new Database(path, { timeout: 250, fileMustExist: true });
  try {
    database.pragma('locking_mode = EXCLUSIVE');
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = FULL');
    // The log otherwise keeps the size of the largest transaction ever (a reset, a bulk load).
    database.pragma('journal_size_limit = 4194304');
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

const hasTable = (database: Database.Database, name: string) =>
  database.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").pluck().get(name) !== undefined;

/**
 * Whether a proved store still lacks what this version gives every store: the set_aside table,
 * the tables of collections added since it was made (types.ts ADDED_COLLECTIONS), the application
 * id in its header, and a mode that lets only its owner read it. Stores made before these get them
 * with their first write, not at open, so a store that is refused after the open (while loading)
 * is left as it was; until then a missing collection reads as empty.
 */
function needsAdopting(database: Database.Database, path: string): boolean {
  const tablesMissing = !hasTable(database, 'set_aside') || COLLECTION_NAMES.some((name) => !hasTable(database, name));
  return (
    tablesMissing ||
    database.pragma('application_id', { simple: true }) !== APPLICATION_ID ||
    (statSync(path).mode & 0o777) !== OWNER_ONLY
  );
}

/** A stored text that is not JSON is kept as the text: the store then sets it aside as unusable. */
function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function sqliteDriver(path: string): RecordDriver {
  let database: Database.Database | undefined;
  let statements: { setMeta: Statement; getMeta: Statement } | undefined;
  /** Per collection, prepared on first use: a table an older store lacks exists only once it is adopted. */
  let writes = new Map<CollectionName, { upsert: Statement; remove: Statement }>();
  let adopted = false;
  const open = () => {
    if (!database || !statements) {
      const db = openFile(path);
      statements = {
        setMeta: db.prepare(
          'INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value',
        ),
        getMeta: db.prepare('SELECT value FROM meta WHERE name = ?').pluck(),
      };
      writes = new Map();
      adopted = !needsAdopting(db, path);
      database = db;
    }
    return { database, statements };
  };
  /** The open store, ready for a write: a store from before this version first gets what it lacks. */
  const forWriting = () => {
    const opened = open();
    if (!adopted) {
      opened.database
        .transaction(() => {
          opened.database.exec(SET_ASIDE_TABLE);
          for (const name of COLLECTION_NAMES) opened.database.exec(collectionTable(name));
          opened.database.pragma(`application_id = ${APPLICATION_ID}`);
        })
        .immediate();
      for (const file of [path, `${path}-wal`]) if (existsSync(file)) chmodSync(file, OWNER_ONLY);
      adopted = true;
    }
    const writer = (name: CollectionName) => {
      let prepared = writes.get(name);
      if (!prepared) {
        prepared = {
          upsert: opened.database.prepare(
            `INSERT INTO "${name}" (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`,
          ),
          remove: opened.database.prepare(`DELETE FROM "${name}" WHERE key = ?`),
        };
        writes.set(name, prepared);
      }
      return prepared;
    };
    return { ...opened, writer };
  };
  const meta = (name: string): unknown => {
    const text = open().statements.getMeta.get(name);
    return typeof text === 'string' ? parse(text) : undefined;
  };
  const nextVersion = (): number => {
    const version = Number(meta('version') ?? 0) + 1;
    open().statements.setMeta.run('version', String(version));
    return version;
  };

  return {
    async load(): Promise<StoredContents | null> {
      const { database: db } = open();
      const version = Number(meta('version'));
      if (!Number.isInteger(version) || version < 0) throw new Error('Its version row is not a count.');
      // Version 0 is a store made and not seeded yet (proved empty at open).
      if (version === 0) return null;
      const collections = Object.fromEntries(
        COLLECTION_NAMES.map((name) => [
          name,
          // A collection added after this store was made has no table until its first write: no records.
          hasTable(db, name)
            ? (
                db.prepare(`SELECT key, value FROM "${name}" ORDER BY rowid`).all() as { key: string; value: string }[]
              ).map(({ key, value }) => ({ key, value: parse(value) }))
            : [],
        ]),
      ) as StoredContents['collections'];
      return { schemaVersion: meta('schemaVersion'), sequences: meta('sequences'), collections, version };
    },
    async commit(changes: readonly RecordChange[], sequences: Sequences) {
      const { database: db, statements: s, writer } = forWriting();
      return db
        .transaction(() => {
          for (const { collection, key, record } of changes) {
            if (record === null) writer(collection).remove.run(key);
            else writer(collection).upsert.run(key, JSON.stringify(record));
          }
          s.setMeta.run('sequences', JSON.stringify(sequences));
          return nextVersion();
        })
        .immediate();
    },
    async replace(document: DbDocument) {
      const { database: db, statements: s, writer } = forWriting();
      return db
        .transaction(() => {
          for (const name of COLLECTION_NAMES) {
            db.prepare(`DELETE FROM "${name}"`).run();
            for (const record of document[name] as object[])
              writer(name).upsert.run(recordKey(name, record), JSON.stringify(record));
          }
          s.setMeta.run('schemaVersion', JSON.stringify(document.schemaVersion));
          s.setMeta.run('sequences', JSON.stringify(document.sequences));
          return nextVersion();
        })
        .immediate();
    },
    async setAside(records) {
      const { database: db, writer } = forWriting();
      const keep = db.prepare('INSERT INTO set_aside (collection, key, value, reason, at) VALUES (?, ?, ?, ?, ?)');
      db.transaction(() => {
        const at = new Date().toISOString();
        for (const { collection, key, value, reason } of records) {
          keep.run(collection, key, typeof value === 'string' ? value : (JSON.stringify(value) ?? null), reason, at);
          writer(collection).remove.run(key);
        }
      }).immediate();
    },
    // One process owns the file (exclusive locking), so its own store's queue is the only writer.
    exclusive: (task) => task(),
    // Files are on disk, synced, before the commit that names them (./diskFiles.ts); the commit writes records only.
    files: diskFiles(path),
    close() {
      database?.close();
      database = undefined;
      statements = undefined;
      writes = new Map();
    },
  };
}
