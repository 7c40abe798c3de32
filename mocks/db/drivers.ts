import type { StorageDriver } from './types';

export function memoryDriver(initial: string | null = null): StorageDriver & { text: string | null; backupText: string | null } {
  const driver = {
    text: initial,
    backupText: null as string | null,
    read: async () => driver.text,
    write: async (text: string) => {
      driver.text = text;
    },
    backup: async (text: string) => {
      driver.backupText = text;
    },
  };
  return driver;
}

/** Where a driver keeps the copy of an unreadable document: the key (or name) plus this suffix. */
export const BACKUP_SUFFIX = ':backup';

/**
 * localStorage in the browser (dev, demo build, Storybook). A quota error surfaces to the caller.
 * An unreadable document is kept under `${key}:backup`.
 */
export function browserStorageDriver(key: string, storage: Storage = globalThis.localStorage): StorageDriver & { remove(): Promise<void> } {
  return {
    read: async () => storage.getItem(key),
    write: async (text) => storage.setItem(key, text),
    backup: async (text) => storage.setItem(`${key}${BACKUP_SUFFIX}`, text),
    remove: async () => storage.removeItem(key),
  };
}

/**
 * IndexedDB in the browser: the document outgrows localStorage's ~5 MB near 6,000 disputes
 * (bench:store measures 8.8 MB at 10,000), while IndexedDB allows hundreds of megabytes.
 * The JSON text is stored as one value, so the driver keeps the same contract as the others.
 */
export function indexedDbDriver(databaseName: string, factory: IDBFactory = globalThis.indexedDB): StorageDriver {
  const STORE = 'documents';
  const KEY = 'db';
  /** An unreadable document is kept beside it, under this key of the same object store. */
  const BACKUP_KEY = `${KEY}${BACKUP_SUFFIX}`;
  let opening: Promise<IDBDatabase> | undefined;
  const open = () =>
    (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(databaseName, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }));
  const run = async <T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>) => {
    const database = await open();
    return new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      // Resolve on commit, not on the request: only then is the write durable.
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
  };
  return {
    read: async () => {
      const value = await run('readonly', (store) => store.get(KEY));
      return typeof value === 'string' ? value : null;
    },
    write: async (text) => {
      await run('readwrite', (store) => store.put(text, KEY));
    },
    backup: async (text) => {
      await run('readwrite', (store) => store.put(text, BACKUP_KEY));
    },
  };
}

/**
 * Reads from `primary`, falling back once to a document an older version left in `legacy`;
 * every write goes to `primary` and then drops the legacy copy, so the move happens once.
 */
export function movingDriver(primary: StorageDriver, legacy: StorageDriver & { remove(): Promise<void> }): StorageDriver {
  return {
    read: async () => (await primary.read()) ?? (await legacy.read()),
    write: async (text) => {
      await primary.write(text);
      await legacy.remove().catch(() => undefined);
    },
    // An unreadable document, wherever it was read from, is kept where documents now live.
    backup: async (text) => {
      await (primary.backup ?? legacy.backup)?.(text);
    },
  };
}
