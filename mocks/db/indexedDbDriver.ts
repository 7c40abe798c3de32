/**
 * The browser's driver: IndexedDB through `idb` (a thin promise wrapper over IndexedDB's own
 * transactions; the store keeps its collections in memory, so Dexie's query layer would go
 * unused), one object store per collection, a record per key. Tabs of one browser share it:
 * writers take turns through a Web Lock, every commit adds one to a version and notes the keys
 * it changed, and a tab that fell behind reads just those records (./store.ts `sync`).
 */
import { deleteDB, openDB, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { KEPT_CHANGES, uniqueKeys } from './drivers';
import { hashChunks, totalSize, type FileStore, type StagedFile } from './files';
import type { LegacySource } from './store';
import {
  ADDED_COLLECTIONS,
  COLLECTION_NAMES,
  recordKey,
  type CollectionName,
  type DbDocument,
  type RecordChange,
  type RecordDriver,
  type Sequences,
  type StoredContents,
} from './types';

/** Version 3 added the `settings` collection, 4 `passwordResets` and `outbox` (types.ts ADDED_COLLECTIONS). */
export const DATABASE_VERSION = 4;
const META = 'meta';
const CHANGES = 'changes';
const SET_ASIDE = 'setAside';
/** Evidence files as Blobs by SHA-256, written in the same transaction as the record naming them. */
const FILES = 'files';
/** A commit's entry in the history; `keys` null for a commit that replaced everything. */
interface ChangeEntry {
  version: number;
  keys: [CollectionName, string][] | null;
}

/** `locks`: Web Locks; without them (an old browser) tabs are not kept from writing at once. */
export function indexedDbDriver(
  name: string,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): RecordDriver {
  let opening: Promise<IDBPDatabase> | undefined;
  const open = () =>
    (opening ??= openDB(name, DATABASE_VERSION, {
      upgrade(database, oldVersion) {
        if (oldVersion < 1) {
          database.createObjectStore(META);
          database.createObjectStore(CHANGES);
          database.createObjectStore(SET_ASIDE, { autoIncrement: true });
        }
        // Version 2 added the evidence files; the records stay as they were.
        if (oldVersion < 2) database.createObjectStore(FILES);
        // Each collection from the version that added it (3: the team's settings; 4: password resets
        // and the demo's outbox): an upgrade only adds the empty store, which reads as no records.
        for (const collection of COLLECTION_NAMES) {
          if (oldVersion < (ADDED_COLLECTIONS[collection] ?? 1)) database.createObjectStore(collection);
        }
      },
      // Another tab deleting or upgrading the database (clearing site data, a newer version) must not
      // wait on this one: let go, and open afresh on the next call (./store.ts then reloads or seeds).
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
        opening = undefined;
      },
      terminated() {
        opening = undefined;
      },
    }));

  async function commitEntry(
    database: IDBPDatabase,
    stores: string[],
    write: (tx: IDBPTransaction<unknown, string[], 'readwrite'>) => Promise<void>,
    keys: [CollectionName, string][] | null,
    sequences: Sequences,
  ): Promise<number> {
    const tx = database.transaction([...new Set([...stores, META, CHANGES])], 'readwrite');
    const version = Number((await tx.objectStore(META).get('version')) ?? 0) + 1;
    await write(tx);
    const changes = tx.objectStore(CHANGES);
    if (keys === null) await changes.clear();
    else if (version > KEPT_CHANGES) await changes.delete(IDBKeyRange.upperBound(version - KEPT_CHANGES));
    await changes.put({ version, keys } satisfies ChangeEntry, version);
    await tx.objectStore(META).put(sequences, 'sequences');
    await tx.objectStore(META).put(version, 'version');
    await tx.done;
    return version;
  }

  return {
    async load(): Promise<StoredContents | null> {
      const database = await open();
      const tx = database.transaction([...COLLECTION_NAMES, META], 'readonly');
      const version = await tx.objectStore(META).get('version');
      if (version === undefined) return null;
      const entries = await Promise.all(
        COLLECTION_NAMES.map(async (collection) => {
          const store = tx.objectStore(collection);
          const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
          return [collection, keys.map((key, at) => ({ key: String(key), value: values[at] as unknown }))] as const;
        }),
      );
      const [schemaVersion, sequences] = await Promise.all([
        tx.objectStore(META).get('schemaVersion'),
        tx.objectStore(META).get('sequences'),
      ]);
      return {
        schemaVersion,
        sequences,
        version: Number(version),
        collections: Object.fromEntries(entries) as StoredContents['collections'],
      };
    },
    async commit(changes: readonly RecordChange[], sequences: Sequences, files: readonly StagedFile[] = []) {
      const stores: string[] = [...new Set(changes.map((change) => change.collection))];
      if (files.length > 0) stores.push(FILES);
      return commitEntry(
        await open(),
        stores,
        async (tx) => {
          await Promise.all([
            ...changes.map(({ collection, key, record }) =>
              record === null ? tx.objectStore(collection).delete(key) : tx.objectStore(collection).put(record, key),
            ),
            ...files.map((file) => tx.objectStore(FILES).put(file.bytes, file.sha256)),
          ]);
        },
        changes.map(({ collection, key }) => [collection, key]),
        sequences,
      );
    },
    async replace(document: DbDocument, files: readonly StagedFile[] = []) {
      const database = await open();
      const version = await commitEntry(
        database,
        [...COLLECTION_NAMES, FILES],
        async (tx) => {
          // A reset removes every file with the records that named them.
          await tx.objectStore(FILES).clear();
          await Promise.all(files.map((file) => tx.objectStore(FILES).put(file.bytes, file.sha256)));
          await Promise.all(
            COLLECTION_NAMES.map(async (collection) => {
              const store = tx.objectStore(collection);
              await store.clear();
              await Promise.all(
                (document[collection] as object[]).map((record) => store.put(record, recordKey(collection, record))),
              );
            }),
          );
          await tx.objectStore(META).put(document.schemaVersion, 'schemaVersion');
        },
        null,
        document.sequences,
      );
      return version;
    },
    async setAside(records) {
      const database = await open();
      const tx = database.transaction([...new Set(records.map((record) => record.collection)), SET_ASIDE], 'readwrite');
      await Promise.all(
        records.flatMap((record) => [
          tx.objectStore(SET_ASIDE).add({ ...record, at: new Date().toISOString() }),
          tx.objectStore(record.collection).delete(record.key),
        ]),
      );
      await tx.done;
    },
    exclusive: (task) => (locks ? locks.request(`${name}:write`, task) : task()),
    files: {
      async stage(chunks) {
        // A Blob of the pieces, so the bytes are copied once, into the browser's own storage.
        return {
          sha256: hashChunks(chunks),
          size: totalSize(chunks),
          bytes: new Blob(chunks.map((chunk) => new Uint8Array(chunk))),
        };
      },
      async read(hash) {
        const stored: unknown = await (await open()).get(FILES, hash);
        // By shape: a Blob read back may come from another realm (a test's IndexedDB).
        if (ArrayBuffer.isView(stored)) return new Uint8Array(stored.buffer, stored.byteOffset, stored.byteLength);
        return typeof stored === 'object' && stored !== null && 'arrayBuffer' in stored ? (stored as Blob) : null;
      },
      async remove(hash) {
        await (await open()).delete(FILES, hash);
      },
      async sweep(named) {
        const tx = (await open()).transaction(FILES, 'readwrite');
        const unnamed = ((await tx.store.getAllKeys()) as string[]).filter((hash) => !named.has(hash));
        await Promise.all(unnamed.map((hash) => tx.store.delete(hash)));
        await tx.done;
        return unnamed.length;
      },
    } satisfies FileStore,
    shared: {
      version: async () => Number((await (await open()).get(META, 'version')) ?? 0),
      async changesSince(since) {
        const database = await open();
        const tx = database.transaction([...COLLECTION_NAMES, META, CHANGES], 'readonly');
        const entries = (await tx.objectStore(CHANGES).getAll(IDBKeyRange.lowerBound(since, true))) as ChangeEntry[];
        if (entries[0]?.version !== since + 1 || entries.some((entry) => entry.keys === null)) return null;
        const keys = uniqueKeys(entries.flatMap((entry) => entry.keys ?? []));
        const records = await Promise.all(keys.map(([collection, key]) => tx.objectStore(collection).get(key)));
        const changes = keys.map(([collection, key], at): RecordChange => ({
          collection,
          key,
          record: (records[at] as unknown) ?? null,
        }));
        const [version, sequences] = await Promise.all([
          tx.objectStore(META).get('version'),
          tx.objectStore(META).get('sequences'),
        ]);
        return { version: Number(version), changes, sequences };
      },
    },
    close() {
      void opening?.then((database) => database.close());
      opening = undefined;
    },
  };
}

/** The single JSON document older versions kept in IndexedDB (database `name`, store `documents`, key `db`). */
export function indexedDbLegacy(name: string): LegacySource {
  // Opening a database that does not exist would create it: look it up first.
  const exists = async () => (await indexedDB.databases()).some((database) => database.name === name);
  return {
    async read() {
      if (!(await exists())) return null;
      const database = await openDB(name);
      try {
        if (!database.objectStoreNames.contains('documents')) return null;
        const text: unknown = await database.get('documents', 'db');
        return typeof text === 'string' ? text : null;
      } finally {
        database.close();
      }
    },
    async remove() {
      if (await exists()) await deleteDB(name);
    },
  };
}
