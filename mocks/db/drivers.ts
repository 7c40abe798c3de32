/**
 * The in-memory driver (tests, stories, benchmarks) and the sources of a store from before
 * per-record storage. The browser's driver is ./indexedDbDriver.ts, the reference server's
 * ./sqliteDriver.ts.
 */
import { memoryFiles, stagedBytes, type StagedFile } from './files';
import type { LegacySource } from './store';
import {
  COLLECTION_NAMES,
  recordKey,
  type CollectionName,
  type DbDocument,
  type RecordChange,
  type RecordDriver,
  type Sequences,
  type SetAsideRecord,
  type StoredContents,
} from './types';

/** How much commit history a shared store keeps for readers that fell behind. */
export const KEPT_CHANGES = 500;

/**
 * What a memory driver stores. Several drivers over one MemoryDatabase behave like browser tabs
 * over one IndexedDB: one writer at a time, each catching up with the others' commits.
 * Records are kept as JSON text, as real storage keeps them, so no reader shares an object.
 */
export class MemoryDatabase {
  collections: Record<CollectionName, Map<string, string>> | null = null;
  schemaVersion: unknown = undefined;
  sequences: unknown = undefined;
  version = 0;
  log: { version: number; keys: [CollectionName, string][] | null }[] = [];
  setAside: SetAsideRecord[] = [];
  /** Evidence files by SHA-256. */
  files = new Map<string, Uint8Array>();
  private lockTail: Promise<unknown> = Promise.resolve();

  exclusive<T>(task: () => Promise<T>): Promise<T> {
    const run = this.lockTail.then(task, task);
    this.lockTail = run.catch(() => undefined);
    return run;
  }

  record(version: number, keys: [CollectionName, string][] | null) {
    this.version = version;
    this.log.push({ version, keys });
    if (this.log.length > KEPT_CHANGES) this.log.splice(0, this.log.length - KEPT_CHANGES);
  }
}

export interface MemoryDriver extends RecordDriver {
  readonly database: MemoryDatabase;
  /** While set, every write is refused as a full storage refuses it. */
  failing: boolean;
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

export function memoryDriver(options: { database?: MemoryDatabase; shared?: boolean } = {}): MemoryDriver {
  const database = options.database ?? new MemoryDatabase();
  const driver: MemoryDriver = {
    database,
    failing: false,
    async load(): Promise<StoredContents | null> {
      const { collections } = database;
      if (!collections) return null;
      return {
        schemaVersion: database.schemaVersion,
        sequences: structuredClone(database.sequences),
        version: database.version,
        collections: Object.fromEntries(
          COLLECTION_NAMES.map((name) => [
            name,
            [...collections[name]].map(([key, text]) => ({ key, value: JSON.parse(text) as unknown })),
          ]),
        ) as StoredContents['collections'],
      };
    },
    async commit(changes: readonly RecordChange[], sequences: Sequences, files: readonly StagedFile[] = []) {
      const { collections } = database;
      if (driver.failing) throw quotaError();
      if (!collections) throw new Error('Nothing is stored yet');
      await keepFiles(files);
      for (const { collection, key, record } of changes) {
        if (record === null) collections[collection].delete(key);
        else collections[collection].set(key, JSON.stringify(record));
      }
      database.sequences = structuredClone(sequences);
      database.record(
        database.version + 1,
        changes.map(({ collection, key }) => [collection, key]),
      );
      return database.version;
    },
    async replace(document: DbDocument, files: readonly StagedFile[] = []) {
      if (driver.failing) throw quotaError();
      database.files.clear();
      await keepFiles(files);
      database.collections = Object.fromEntries(
        COLLECTION_NAMES.map((name) => [
          name,
          new Map((document[name] as object[]).map((record) => [recordKey(name, record), JSON.stringify(record)])),
        ]),
      ) as MemoryDatabase['collections'];
      database.schemaVersion = document.schemaVersion;
      database.sequences = structuredClone(document.sequences);
      database.record(database.version + 1, null);
      return database.version;
    },
    async setAside(records) {
      for (const record of records) {
        database.setAside.push(record);
        database.collections?.[record.collection].delete(record.key);
      }
    },
    exclusive: (task) => database.exclusive(task),
    files: memoryFiles(database.files),
  };
  async function keepFiles(files: readonly StagedFile[]) {
    for (const file of files) {
      const bytes = await stagedBytes(file);
      if (bytes) database.files.set(file.sha256, bytes);
    }
  }
  if (options.shared) {
    driver.shared = {
      version: async () => database.version,
      async changesSince(version) {
        const entries = database.log.filter((entry) => entry.version > version);
        if (entries[0]?.version !== version + 1 || entries.some((entry) => entry.keys === null)) return null;
        const changes = uniqueKeys(entries.flatMap((entry) => entry.keys ?? [])).map(
          ([collection, key]): RecordChange => {
            const text = database.collections?.[collection].get(key);
            return { collection, key, record: text === undefined ? null : (JSON.parse(text) as unknown) };
          },
        );
        return { version: database.version, changes, sequences: structuredClone(database.sequences) };
      },
    };
  }
  return driver;
}

export function uniqueKeys(keys: readonly [CollectionName, string][]): [CollectionName, string][] {
  const seen = new Map<string, [CollectionName, string]>();
  for (const pair of keys) seen.set(`${pair[0]}\u0000${pair[1]}`, pair);
  return [...seen.values()];
}

/** A document kept as one text under a key of a Web Storage (localStorage), as older versions did. */
export function webStorageLegacy(key: string, storage: Storage = globalThis.localStorage): LegacySource {
  return {
    read: async () => storage.getItem(key),
    remove: async () => storage.removeItem(key),
  };
}

/** The first of several legacy sources that holds a document; removing removes them all. */
export function firstLegacy(...sources: LegacySource[]): LegacySource {
  return {
    async read() {
      for (const source of sources) {
        const text = await source.read().catch(() => null);
        if (text !== null) return text;
      }
      return null;
    },
    async remove() {
      await Promise.all(sources.map((source) => source.remove().catch(() => undefined)));
    },
  };
}
