/**
 * The mock backend's store: typed collections in memory, persisted as one versioned JSON
 * document through a driver. A missing document is seeded; a corrupt or foreign one is first
 * set aside through the driver's `backup` (beside the document, see StorageDriver), then
 * replaced by a fresh seed and remembered in `recoveredFrom`, so the app can say so once.
 * A write the driver refuses (a full browser storage) rolls the data back: see `commit`.
 */
import { isNewestFirst, sortNewestFirst } from './order';
import { SCHEMA_VERSION, type DbDocument, type StorageDriver } from './types';

export type RecoveryReason = 'corrupt' | 'foreign';
type Sequence = keyof DbDocument['sequences'];

const ID_PREFIX: Record<Sequence, string> = { user: 'usr-', dispute: 'DSP-', message: 'msg-', notification: 'ntf-' };

/** Raised when the driver could not persist a change; the change has been rolled back. */
export class StoreWriteError extends Error {
  constructor(cause: unknown) {
    super('The demo data could not be saved (browser storage may be full).', { cause });
    this.name = 'StoreWriteError';
  }
}

export interface Db {
  /** The live collections. Read it afresh on each request: a rollback replaces it. */
  readonly data: DbDocument;
  readonly recoveredFrom: RecoveryReason | null;
  /** After a recovery: whether the unreadable document was kept by the driver's `backup`. */
  readonly backedUp: boolean;
  /** Persists the current data; on failure restores the last saved state and throws StoreWriteError. */
  commit(): Promise<void>;
  /** Puts the seed back, ending every session. */
  reset(): Promise<void>;
  nextId(sequence: Sequence): string;
}

export interface OpenDbOptions {
  driver: StorageDriver;
  buildSeed: () => Promise<DbDocument>;
}

export async function openDb({ driver, buildSeed }: OpenDbOptions): Promise<Db> {
  let recoveredFrom: RecoveryReason | null = null;
  let data: DbDocument;
  let savedText: string | null = null;
  let backedUp = false;

  const stored = await driver.read().catch(() => null);
  const loaded = stored === null ? null : readDocument(stored);
  if (loaded && 'document' in loaded) {
    data = loaded.document;
    savedText = stored;
    // A document saved before the store kept disputes in order (see ./order) is put in order once.
    if (!isNewestFirst(data.disputes)) data.disputes = sortNewestFirst(data.disputes);
  } else {
    recoveredFrom = loaded?.reason ?? null;
    if (stored !== null && driver.backup) {
      // Best effort: a copy that cannot be written (storage full) must not stop the app starting.
      backedUp = await driver.backup(stored).then(
        () => true,
        (error: unknown) => {
          console.warn('[mock store] could not keep a copy of the unreadable demo data', error);
          return false;
        },
      );
    }
    data = await buildSeed();
  }

  const db: Db = {
    get data() {
      return data;
    },
    get recoveredFrom() {
      return recoveredFrom;
    },
    get backedUp() {
      return backedUp;
    },
    async commit() {
      const text = JSON.stringify(data);
      try {
        await driver.write(text);
        savedText = text;
      } catch (error) {
        if (savedText !== null) data = JSON.parse(savedText) as DbDocument;
        throw new StoreWriteError(error);
      }
    },
    async reset() {
      data = await buildSeed();
      recoveredFrom = null;
      backedUp = false;
      await db.commit();
    },
    nextId(sequence) {
      data.sequences[sequence] += 1;
      return `${ID_PREFIX[sequence]}${data.sequences[sequence]}`;
    },
  };
  if (savedText === null) await db.commit().catch(() => undefined);
  return db;
}

const COLLECTIONS = ['users', 'sessions', 'disputes', 'notifications', 'scamAlerts', 'securityTips', 'educationalResources'] as const;

/**
 * A shallow check on purpose: deep-validating thousands of records would slow every cold
 * start, and the document is only ever written by this store.
 */
function readDocument(text: string): { document: DbDocument } | { reason: RecoveryReason } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { reason: 'corrupt' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { reason: 'corrupt' };
  const candidate = parsed as Record<string, unknown>;
  if (candidate.schemaVersion !== SCHEMA_VERSION) return { reason: 'foreign' };
  const sequences = candidate.sequences as Record<string, unknown> | undefined;
  const wellFormed =
    COLLECTIONS.every((name) => Array.isArray(candidate[name])) &&
    typeof sequences === 'object' && sequences !== null &&
    (['user', 'dispute', 'message', 'notification'] as const).every((key) => Number.isInteger(sequences[key]));
  return wellFormed ? { document: parsed as DbDocument } : { reason: 'corrupt' };
}
