/**
 * The reference server's driver: an SQLite file through better-sqlite3, one table per collection
 * (a record is a row: its key and its JSON), written in SQLite transactions. A commit is on disk
 * (the write-ahead log, synced) before it resolves, so a killed process loses no answered write
 * and a commit costs what it changes, not the size of the store.
 *
 * The file is opened in exclusive locking mode: a second server on the same file is refused at
 * start instead of both writing through stale copies. File and log are readable by the owner only.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import {
  COLLECTION_NAMES, recordKey, type DbDocument, type RecordChange, type RecordDriver, type Sequences, type StoredContents,
} from './types';

type Statement = Database.Statement<unknown[], unknown>;

/** Only the owner may read the store: it holds password hashes and live session tokens. */
const OWNER_ONLY = 0o600;

function openFile(path: string): Database.Database {
  mkdirSync(dirname(path), { recursive: true });
  if (!existsSync(path)) closeSync(openSync(path, 'a', OWNER_ONLY));
  chmodSync(path, OWNER_ONLY);
  // A short wait for the lock: the only other holder would be a second server, which is refused.
  const database = new Database(path, { timeout: 250 });
  // Reading the journal mode reads the header: a file that is not a database fails here, untouched.
  database.pragma('locking_mode = EXCLUSIVE');
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  // The log otherwise keeps the size of the largest transaction ever (a reset, a bulk load).
  database.pragma('journal_size_limit = 4194304');
  database.exec(`
    BEGIN IMMEDIATE;
    CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);
    ${COLLECTION_NAMES.map((name) => `CREATE TABLE IF NOT EXISTS "${name}" (key TEXT PRIMARY KEY, value TEXT NOT NULL);`).join('\n')}
    CREATE TABLE IF NOT EXISTS set_aside (id INTEGER PRIMARY KEY, collection TEXT NOT NULL, key TEXT NOT NULL, value TEXT, reason TEXT NOT NULL, at TEXT NOT NULL);
    COMMIT;
  `);
  return database;
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
  let statements: { upsert: Record<string, Statement>; remove: Record<string, Statement>; setMeta: Statement; getMeta: Statement } | undefined;
  const open = () => {
    if (!database || !statements) {
      const db = openFile(path);
      statements = {
        upsert: Object.fromEntries(COLLECTION_NAMES.map((name) => [name, db.prepare(`INSERT INTO "${name}" (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value`)])),
        remove: Object.fromEntries(COLLECTION_NAMES.map((name) => [name, db.prepare(`DELETE FROM "${name}" WHERE key = ?`)])),
        setMeta: db.prepare('INSERT INTO meta (name, value) VALUES (?, ?) ON CONFLICT(name) DO UPDATE SET value = excluded.value'),
        getMeta: db.prepare('SELECT value FROM meta WHERE name = ?').pluck(),
      };
      database = db;
    }
    return { database, statements };
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
      const version = meta('version');
      if (version === undefined) return null;
      const collections = Object.fromEntries(
        COLLECTION_NAMES.map((name) => [
          name,
          (db.prepare(`SELECT key, value FROM "${name}" ORDER BY rowid`).all() as { key: string; value: string }[]).map(({ key, value }) => ({ key, value: parse(value) })),
        ]),
      ) as StoredContents['collections'];
      return { schemaVersion: meta('schemaVersion'), sequences: meta('sequences'), collections, version: Number(version) };
    },
    async commit(changes: readonly RecordChange[], sequences: Sequences) {
      const { database: db, statements: s } = open();
      return db.transaction(() => {
        for (const { collection, key, record } of changes) {
          if (record === null) s.remove[collection]?.run(key);
          else s.upsert[collection]?.run(key, JSON.stringify(record));
        }
        s.setMeta.run('sequences', JSON.stringify(sequences));
        return nextVersion();
      }).immediate();
    },
    async replace(document: DbDocument) {
      const { database: db, statements: s } = open();
      return db.transaction(() => {
        for (const name of COLLECTION_NAMES) {
          db.prepare(`DELETE FROM "${name}"`).run();
          for (const record of document[name] as object[]) s.upsert[name]?.run(recordKey(name, record), JSON.stringify(record));
        }
        s.setMeta.run('schemaVersion', JSON.stringify(document.schemaVersion));
        s.setMeta.run('sequences', JSON.stringify(document.sequences));
        return nextVersion();
      }).immediate();
    },
    async setAside(records) {
      const { database: db, statements: s } = open();
      const keep = db.prepare('INSERT INTO set_aside (collection, key, value, reason, at) VALUES (?, ?, ?, ?, ?)');
      db.transaction(() => {
        const at = new Date().toISOString();
        for (const { collection, key, value, reason } of records) {
          keep.run(collection, key, typeof value === 'string' ? value : JSON.stringify(value) ?? null, reason, at);
          s.remove[collection]?.run(key);
        }
      }).immediate();
    },
    // One process owns the file (exclusive locking), so its own store's queue is the only writer.
    exclusive: (task) => task(),
    close() {
      database?.close();
      database = undefined;
      statements = undefined;
    },
  };
}
