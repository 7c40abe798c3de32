/**
 * Whether a file is the reference server's store, found out without changing it, and how a new
 * store comes to be. The server writes only into a file it has proved its own: a file named by
 * mistake (another program's database, a document, a directory) must come out of a refused start
 * exactly as it went in, its mode and the files beside it included.
 *
 * Opening a database, even read-only, can change it or what lies beside it (SQLite recovers a
 * log, makes a `-shm` or `-wal`, switches the journal), so the file's header is read as bytes,
 * and the tables are looked at in a copy made in a scratch directory that is removed afterwards.
 *
 * A new store is built beside the target under another name and linked into place, which fails
 * when anything appeared there meanwhile: a store exists either whole, with its tables and a
 * version row, or not at all, so a store missing its version row was never one this server made.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { StoreUnreadableError } from './store';
import { ADDED_COLLECTIONS, COLLECTION_NAMES, SCHEMA_VERSION, type CollectionName } from './types';

/** In the header of every store this server makes ("DSPC"): another program's database says otherwise. */
export const APPLICATION_ID = 0x44535043;
/** Only the owner may read the store: it holds password hashes and live session tokens. */
export const OWNER_ONLY = 0o600;
const MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const HEADER_BYTES = 100;
const APPLICATION_ID_AT = 68;
/** The files beside a database that hold part of its contents: a copy without them could read as another database. */
const LOGS = ['-wal', '-journal'] as const;

/** Kept for people to read, never read back; stores from before it lack it and get it on their first write. */
export const SET_ASIDE_TABLE =
  'CREATE TABLE IF NOT EXISTS set_aside (id INTEGER PRIMARY KEY, collection TEXT NOT NULL, key TEXT NOT NULL, value TEXT, reason TEXT NOT NULL, at TEXT NOT NULL);';
/** A collection's table; made at once in a new store, and with the first write in one from before it was added. */
export const collectionTable = (name: CollectionName) =>
  `CREATE TABLE IF NOT EXISTS "${name}" (key TEXT PRIMARY KEY, value TEXT NOT NULL);`;
/** The collections every store has had from the start; the others (types.ts ADDED_COLLECTIONS) may be missing in older ones. */
const FIRST_COLLECTIONS = COLLECTION_NAMES.filter((name) => ADDED_COLLECTIONS[name] === undefined);
const TABLES = [
  'CREATE TABLE meta (name TEXT PRIMARY KEY, value TEXT NOT NULL);',
  ...COLLECTION_NAMES.map(collectionTable),
  SET_ASIDE_TABLE,
].join('\n');

const refusal = (reason: string, cause?: unknown) =>
  new StoreUnreadableError(reason, cause === undefined ? undefined : { cause });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const codeOf = (error: unknown) => (error instanceof Error && 'code' in error ? error.code : undefined);

function readHeader(path: string): Buffer {
  const fd = openSync(path, 'r');
  try {
    const header = Buffer.alloc(HEADER_BYTES);
    return header.subarray(0, readSync(fd, header, 0, HEADER_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

/** What the tables of an SQLite database (a scratch copy) say; throws the refusal when it is not a store. */
function checkTables(database: Database.Database): void {
  let tables: Set<unknown>;
  let applicationId: unknown;
  try {
    tables = new Set(database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
    applicationId = database.pragma('application_id', { simple: true });
  } catch (error) {
    throw refusal(`It is not a readable SQLite database (${messageOf(error)}).`, error);
  }
  if (applicationId !== 0 && applicationId !== APPLICATION_ID)
    throw refusal(`It is another program's SQLite database (application id ${String(applicationId)}).`);
  const missing = ['meta', ...FIRST_COLLECTIONS].filter((name) => !tables.has(name));
  if (missing.length > 0)
    throw refusal(`It is an SQLite database without the store's tables (no ${missing.join(', ')}).`);
  let version: unknown;
  let schema: unknown;
  let holdsRecords = false;
  try {
    for (const name of COLLECTION_NAMES.filter((table) => tables.has(table))) {
      holdsRecords ||= database.prepare(`SELECT key, value FROM "${name}" LIMIT 1`).get() !== undefined;
    }
    const meta = database.prepare('SELECT value FROM meta WHERE name = ?').pluck();
    version = meta.get('version');
    schema = meta.get('schemaVersion');
  } catch (error) {
    throw refusal(`Its tables are not the store's (${messageOf(error)}).`, error);
  }
  // Every store this server makes has its version row from the first moment, so one without it
  // was made by something else or edited by hand: seeding it would replace whatever it holds.
  if (version === undefined)
    throw refusal(
      'Its meta table has no version row, so it is not a store this server made, or it was edited by hand.',
    );
  if (typeof version !== 'string' || !/^\d+$/.test(version))
    throw refusal(`Its version row is not a count (${JSON.stringify(version)}).`);
  // Version 0 is a store made and not seeded yet, the only kind that is seeded.
  if (version === '0' && holdsRecords) throw refusal('Its version is 0, yet it holds records: it was edited by hand.');
  if (version !== '0' && schema !== JSON.stringify(SCHEMA_VERSION)) {
    throw refusal(
      `It was written by another version of the app (schema ${String(schema)}, expected ${SCHEMA_VERSION}).`,
    );
  }
}

/** Copies the file and its logs into a scratch directory, checks the copy, and removes it. */
function checkCopy(path: string): void {
  const scratch = mkdtempSync(join(tmpdir(), 'store-check-'));
  try {
    const copy = join(scratch, 'store.sqlite');
    let database: Database.Database;
    try {
      copyFileSync(path, copy);
      for (const log of LOGS) if (existsSync(`${path}${log}`)) copyFileSync(`${path}${log}`, `${copy}${log}`);
      database = new Database(copy, { fileMustExist: true });
    } catch (error) {
      throw refusal(`It could not be read as an SQLite database (${messageOf(error)}).`, error);
    }
    try {
      checkTables(database);
    } finally {
      database.close();
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Throws StoreUnreadableError, having changed nothing, unless `path` is a store this server made. */
export function proveStore(path: string): void {
  let stat;
  try {
    stat = statSync(path);
  } catch (error) {
    throw refusal(`It could not be read (${messageOf(error)}).`, error);
  }
  if (stat.isDirectory()) throw refusal('It is a directory, not a database file.');
  if (!stat.isFile()) throw refusal('It is not a regular file.');
  if (stat.size === 0) throw refusal('It is empty, not an SQLite database.');
  let header: Buffer;
  try {
    header = readHeader(path);
  } catch (error) {
    throw refusal(`It could not be read (${messageOf(error)}).`, error);
  }
  if (header.length < HEADER_BYTES || !header.subarray(0, MAGIC.length).equals(MAGIC))
    throw refusal('It is not an SQLite database.');
  const applicationId = header.readInt32BE(APPLICATION_ID_AT);
  if (applicationId !== 0 && applicationId !== APPLICATION_ID)
    throw refusal(`It is another program's SQLite database (application id ${applicationId}).`);
  checkCopy(path);
}

/**
 * Makes a new, empty store at `path` when nothing is there: built under a name of its own beside
 * it (so it is on the same file system) and linked into place. Its version is 0 until the first
 * seed, so "made, not seeded yet" is told apart from a store that lost its version row.
 */
export function createStoreIfAbsent(path: string): void {
  try {
    lstatSync(path);
    return;
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') throw error;
  }
  // A log without its database belongs to a database that was moved or deleted: SQLite would
  // replay it into the new file.
  for (const log of LOGS) {
    if (existsSync(`${path}${log}`))
      throw refusal(`There is no database, but ${basename(path)}${log} lies where it would be: move that away first.`);
  }
  mkdirSync(dirname(path), { recursive: true });
  const building = `${path}.new-${randomBytes(6).toString('hex')}`;
  closeSync(openSync(building, 'wx', OWNER_ONLY));
  try {
    const database = new Database(building, { fileMustExist: true });
    try {
      database.pragma('journal_mode = WAL');
      database.pragma('synchronous = FULL');
      database.exec(
        `BEGIN IMMEDIATE;\n${TABLES}\nPRAGMA application_id = ${APPLICATION_ID};\nINSERT INTO meta (name, value) VALUES ('version', '0');\nCOMMIT;`,
      );
    } finally {
      // A clean close folds the log into the file: what is linked is complete on its own.
      database.close();
    }
    try {
      linkSync(building, path);
    } catch (error) {
      // Something appeared meanwhile; it is proved like any file that was there.
      if (codeOf(error) !== 'EEXIST') throw error;
    }
  } finally {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${building}${suffix}`, { force: true });
  }
}
