/**
 * The mock backend's store: typed collections kept in memory for reading, each record persisted
 * on its own through a driver (./types.ts RecordDriver). A request changes data only inside
 * `write`: its body reads the collections, validates, and names the records it changes; they are
 * written in one driver transaction and reach the collections in memory only once that is
 * durable. So a failed write leaves nothing behind, a write costs what it changes (not the size
 * of the store), and writes run one at a time, so a check and the write it guards (an email not
 * taken yet, a dispute still open) cannot be split by another request.
 *
 * Stores that several writers share (browser tabs over one IndexedDB) also catch up with what the
 * others committed: before each read (`sync`) and inside each write, under the driver's lock.
 */
import { namedFiles, storeFiles, type StagedFile, type StoreFiles } from './files';
import { readLegacyDocument, type RecoveryReason } from './legacy';
import { createChangeListeners, type ChangeListener } from './changeListeners';
import { applyAll, coverIds, freshId, higherOf, inMemory, sequencesFrom, type Memory } from './memory';
import { isSequences, recordProblem } from './recordChecks';
import {
  COLLECTION_NAMES,
  recordKey,
  SCHEMA_VERSION,
  type CollectionName,
  type DbDocument,
  type RecordChange,
  type RecordDriver,
  type RecordOf,
  type Sequences,
  type SetAsideRecord,
  type StoredContents,
} from './types';

export type { RecoveryReason } from './legacy';
export type { AppliedChange, ChangeListener } from './changeListeners';
type Sequence = keyof Sequences;

/** What a person is told when a change could not be saved; a host may say it in its own words. */
export const BROWSER_WRITE_FAILURE = 'The demo data could not be saved (browser storage may be full).';

/** Raised when the driver could not persist a change; nothing of the change was kept. */
export class StoreWriteError extends Error {
  constructor(cause: unknown, message = BROWSER_WRITE_FAILURE) {
    super(message, { cause });
    this.name = 'StoreWriteError';
  }
}

/** Raised by openDb when a store is there but cannot be used as it is; it is left untouched. */
export class StoreUnreadableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'StoreUnreadableError';
  }
}

/** What a transaction's body may do: read the committed data, and name what it changes. */
export interface Transaction {
  readonly data: DbDocument;
  put<C extends CollectionName>(collection: C, record: RecordOf<C>): void;
  remove(collection: CollectionName, key: string): void;
  nextId(sequence: Sequence): string;
  /** Keeps a staged file with this write: it lands with the records naming it, or not at all. */
  attach(file: StagedFile): void;
}

export interface Db {
  /** The committed collections, newest disputes first. Read only: change data through `write`. */
  readonly data: DbDocument;
  readonly recoveredFrom: RecoveryReason | null;
  /** After a recovery: whether the unreadable data was kept (set aside or left where it was). */
  readonly backedUp: boolean;
  /** How many stored records could not be used at start and were set aside. */
  readonly setAsideCount: number;
  /** Catches up with what other writers of a shared store committed; a no-op for a single writer. */
  sync(): Promise<void>;
  /**
   * Runs `body` as one transaction and resolves with what it returned once its changes are
   * durable. A body that throws changes nothing; a driver that fails throws StoreWriteError.
   */
  write<T>(body: (tx: Transaction) => T): Promise<T>;
  /** Puts the seed back, ending every session. */
  reset(): Promise<void>;
  /**
   * Calls `listener` after each change the store takes in: its own writes and, in a shared store,
   * other writers' once caught up with. Returns the way to stop.
   */
  onChange(listener: ChangeListener): () => void;
  /** Evidence files (./files.ts); null for a driver that keeps none (test doubles). */
  readonly files: StoreFiles | null;
  close(): void;
}

/** A document from before per-record storage (a JSON text), moved into the store once. */
export interface LegacySource {
  read(): Promise<string | null>;
  remove(): Promise<void>;
}

export interface OpenDbOptions {
  driver: RecordDriver;
  buildSeed: () => Promise<DbDocument>;
  legacy?: LegacySource;
  /** The sentence of a StoreWriteError (507); the browser's by default. */
  writeFailureMessage?: string;
  /** The bytes of the seed's evidence files, kept with every seed (the first, a reset). */
  seedFiles?: () => Promise<readonly Uint8Array[]>;
}

export async function openDb({
  driver,
  buildSeed,
  legacy,
  writeFailureMessage,
  seedFiles,
}: OpenDbOptions): Promise<Db> {
  let recoveredFrom: RecoveryReason | null = null;
  let backedUp = false;
  let setAsideCount = 0;
  let memory: Memory | undefined;
  const current = (): Memory => {
    if (!memory) throw new Error('The store is not open');
    return memory;
  };

  /** The first seed, or a document an older version of the app left behind. */
  async function firstDocument(): Promise<{ document: DbDocument; fromLegacy: boolean }> {
    const text = legacy ? await legacy.read().catch(() => null) : null;
    if (text !== null) {
      const read = readLegacyDocument(text);
      if ('document' in read) return { document: read.document, fromLegacy: true };
      // Left where it was, never removed: the demo starts afresh beside it.
      recoveredFrom = read.reason;
      backedUp = true;
    }
    return { document: await buildSeed(), fromLegacy: false };
  }

  async function fromContents(contents: StoredContents): Promise<Memory> {
    if (contents.schemaVersion !== SCHEMA_VERSION) {
      throw new StoreUnreadableError(
        `The store was written by another version of the app (schema ${JSON.stringify(contents.schemaVersion)}, expected ${SCHEMA_VERSION}).`,
      );
    }
    const setAside: SetAsideRecord[] = [];
    const data = { schemaVersion: SCHEMA_VERSION } as DbDocument;
    for (const collection of COLLECTION_NAMES) {
      const usable: object[] = [];
      for (const { key, value } of contents.collections[collection]) {
        const problem = recordProblem(collection, key, value);
        if (problem === null) usable.push(value as object);
        else setAside.push({ collection, key, value, reason: problem });
      }
      (data[collection] as object[]) = usable;
    }
    // Stored sequences behind the records (a hand edit, an older writer) would hand out ids that
    // are taken, and a new record would silently replace an old one.
    data.sequences = isSequences(contents.sequences)
      ? higherOf(contents.sequences, sequencesFrom(data))
      : sequencesFrom(data);
    if (setAside.length > 0) {
      // Moved out before anything else is written, so no later write can be lost behind them.
      await driver.setAside(setAside);
      setAsideCount = setAside.length;
    }
    return inMemory(data, contents.version);
  }

  async function loadAll(): Promise<Memory> {
    let contents: StoredContents | null;
    try {
      contents = await driver.load();
    } catch (error) {
      if (error instanceof StoreUnreadableError) throw error;
      throw new StoreUnreadableError(
        `The store could not be read: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    if (contents !== null) return fromContents(contents);
    const { document, fromLegacy } = await firstDocument();
    document.sequences = higherOf(document.sequences, sequencesFrom(document));
    const version = await driver.replace(document, fromLegacy ? [] : await stagedSeedFiles());
    if (fromLegacy) await legacy?.remove().catch(() => undefined);
    return inMemory(structuredClone(document), version);
  }

  /** The seed's files, staged for the driver to keep with the seed's records. */
  async function stagedSeedFiles(): Promise<StagedFile[]> {
    const store = driver.files;
    if (!store || !seedFiles) return [];
    return Promise.all((await seedFiles()).map((bytes) => store.stage([bytes])));
  }

  /** Removes files no record names, but never one an upload in progress has staged. */
  async function sweepFiles(): Promise<void> {
    if (!driver.files || driver.shared) return;
    await driver.files.sweep(new Set([...namedFiles(current().data), ...(files?.inFlight ?? [])]));
  }

  let tail: Promise<unknown> = Promise.resolve();
  /** Runs tasks of this store one after another, a failed one included. */
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };

  const changeListeners = createChangeListeners();
  const announce = changeListeners.announce;

  async function catchUp(): Promise<void> {
    const shared = driver.shared;
    const mine = current();
    if (!shared || (await shared.version()) === mine.version) return;
    const delta = await shared.changesSince(mine.version);
    if (delta === null) {
      memory = await loadAll();
      announce('everything');
      return;
    }
    // Never lowered by another writer's sequences: only raised, to them and past what it wrote.
    const sequences = isSequences(delta.sequences)
      ? higherOf(mine.data.sequences, delta.sequences)
      : { ...mine.data.sequences };
    const usable = delta.changes.filter(
      (change) => change.record === null || recordProblem(change.collection, change.key, change.record) === null,
    );
    for (const change of usable) coverIds(sequences, change.collection, change.record);
    const applied = applyAll(mine, usable);
    mine.data.sequences = sequences;
    mine.version = delta.version;
    announce(applied);
  }

  const files = driver.files ? storeFiles(driver.files, (hash) => namedFiles(current().data).has(hash)) : null;

  try {
    memory = await driver.exclusive(loadAll);
    // A file a killed upload left behind is named by no record (a shared store's are written with theirs).
    await sweepFiles();
  } catch (error) {
    // A refused store is let go of at once: an open handle could leave files beside it.
    driver.close?.();
    throw error;
  }

  const db: Db = {
    get data() {
      return current().data;
    },
    get recoveredFrom() {
      return recoveredFrom;
    },
    get backedUp() {
      return backedUp;
    },
    get setAsideCount() {
      return setAsideCount;
    },
    sync: () => (driver.shared ? serial(catchUp) : Promise.resolve()),
    write: (body) =>
      serial(() =>
        driver.exclusive(async () => {
          await catchUp();
          const mine = current();
          const changes = new Map<string, RecordChange>();
          const attached: StagedFile[] = [];
          const sequences = { ...mine.data.sequences };
          const result = body({
            data: mine.data,
            put(collection, record) {
              const key = recordKey(collection, record);
              changes.set(`${collection}\u0000${key}`, { collection, key, record });
            },
            remove(collection, key) {
              changes.set(`${collection}\u0000${key}`, { collection, key, record: null });
            },
            nextId: (sequence) =>
              freshId(mine, sequences, sequence, (collection, id) => changes.has(`${collection}\u0000${id}`)),
            attach: (file) => void attached.push(file),
          });
          if (changes.size === 0) return result;
          const list = [...changes.values()];
          // Stored with what they wrote, so the stored sequences are never behind the records.
          for (const { collection, record } of list) coverIds(sequences, collection, record);
          let version: number;
          try {
            version = await driver.commit(list, sequences, attached);
          } catch (error) {
            throw new StoreWriteError(error, writeFailureMessage);
          }
          const applied = applyAll(mine, list);
          mine.data.sequences = sequences;
          mine.version = version;
          announce(applied);
          return result;
        }),
      ),
    reset: () =>
      serial(() =>
        driver.exclusive(async () => {
          const document = await buildSeed();
          const version = await driver.replace(document, await stagedSeedFiles());
          memory = inMemory(structuredClone(document), version);
          await sweepFiles();
          recoveredFrom = null;
          backedUp = false;
          setAsideCount = 0;
          announce('everything');
        }),
      ),
    onChange: changeListeners.add,
    files,
    close: () => driver.close?.(),
  };
  return db;
}
