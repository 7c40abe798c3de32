/**
 * The evidence files of a landing-page scam report on their way to /new-dispute
 * (docs/validation.md#report-a-scam). Session storage holds only text, and the visitor may sign in
 * or register first (a full page load, perhaps), so the files wait in IndexedDB, in a database of
 * their own, under a key the draft carries; they go when the draft is used or cleared. Where
 * IndexedDB is unavailable or refuses them, nothing is kept and the draft carries the names only.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

const DB_NAME = 'dispute-centre-draft-files';
const STORE = 'drafts';
/** Files a tab left behind (closed before the dispute was filed) are removed after a day. */
const KEEP_MS = 24 * 60 * 60 * 1000;

/** The bytes rather than the File itself: every browser stores an ArrayBuffer, not all kept Files well. */
interface KeptFile {
  name: string;
  type: string;
  lastModified: number;
  bytes: ArrayBuffer;
}

interface KeptDraft {
  key: string;
  savedAt: number;
  files: KeptFile[];
}

interface DraftFilesSchema extends DBSchema {
  drafts: { key: string; value: KeptDraft };
}

async function withDatabase<T>(task: (db: IDBPDatabase<DraftFilesSchema>) => Promise<T>): Promise<T> {
  if (typeof indexedDB === 'undefined') throw new Error('IndexedDB is unavailable');
  const db = await openDB<DraftFilesSchema>(DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore(STORE, { keyPath: 'key' });
    },
  });
  try {
    return await task(db);
  } finally {
    db.close();
  }
}

/** A key no other tab's draft has (random, and fine outside a secure context, unlike randomUUID). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps the files; resolves with their key, or null when they could not be kept (names only then). */
export async function keepDraftFiles(files: readonly File[]): Promise<string | null> {
  try {
    // Read before the transaction opens: waiting on anything else would end it.
    const kept = await Promise.all(
      files.map(async (file): Promise<KeptFile> => ({
        name: file.name,
        type: file.type,
        lastModified: file.lastModified,
        bytes: await file.arrayBuffer(),
      })),
    );
    const key = newKey();
    await withDatabase(async (db) => {
      const tx = db.transaction(STORE, 'readwrite');
      const now = Date.now();
      for (const old of await tx.store.getAll()) {
        if (now - old.savedAt > KEEP_MS) void tx.store.delete(old.key);
      }
      void tx.store.put({ key, savedAt: now, files: kept });
      await tx.done;
    });
    return key;
  } catch {
    return null;
  }
}

/** The files kept under `key`, or null when they are gone or cannot be read. */
export async function readDraftFiles(key: string): Promise<File[] | null> {
  try {
    const kept = await withDatabase((db) => db.get(STORE, key));
    return kept
      ? kept.files.map(
          (file) => new File([file.bytes], file.name, { type: file.type, lastModified: file.lastModified }),
        )
      : null;
  } catch {
    return null;
  }
}

/** Removes the files kept under `key`, if any. */
export async function dropDraftFiles(key: string): Promise<void> {
  try {
    await withDatabase((db) => db.delete(STORE, key));
  } catch {
    // Nothing to remove where IndexedDB is unavailable; a day later the next report removes it.
  }
}
