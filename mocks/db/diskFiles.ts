/**
 * The reference server's evidence files: one file per SHA-256 in a folder beside the SQLite
 * database (docs/server.md#evidence). Content-addressed files rather than BLOBs: a 10 MB BLOB
 * would pass through the write-ahead log and be copied at every checkpoint, and SQLite's writer
 * lock would be held while it is written; a file is written outside the lock, once.
 *
 * A file is written under a temporary name, synced, renamed to its hash and the folder synced,
 * all before the record naming it commits: an answered upload survives a killed process, and a
 * killed upload leaves at most an unnamed file, removed at the next start (`sweep`).
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { open, readdir, readFile, rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { StoreWriteError } from './store';
import type { FileStore } from './files';

const HASH_NAME = /^[0-9a-f]{64}$/;
const TEMPORARY_PREFIX = 'upload-';
export const SERVER_OUT_OF_SPACE = 'The server is out of space for files. Please try again later.';

/** The folder of a store's files: beside the database, readable by its owner only. */
export const filesFolder = (databasePath: string) => `${databasePath}.files`;

async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const isOutOfSpace = (error: unknown) =>
  ['ENOSPC', 'EDQUOT'].includes((error as NodeJS.ErrnoException | null)?.code ?? '');

export function diskFiles(databasePath: string): FileStore {
  const folder = filesFolder(databasePath);
  let made = false;
  const ensureFolder = () => {
    if (!made) mkdirSync(folder, { recursive: true, mode: 0o700 });
    made = true;
  };

  return {
    async stage(chunks) {
      ensureFolder();
      const temporary = join(folder, `${TEMPORARY_PREFIX}${randomBytes(12).toString('hex')}`);
      const hash = createHash('sha256');
      let size = 0;
      try {
        const handle = await open(temporary, 'wx', 0o600);
        try {
          for (const chunk of chunks) {
            hash.update(chunk);
            size += chunk.byteLength;
            await handle.write(chunk);
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        const sha256 = hash.digest('hex');
        // The same bytes already kept are the same file: the rename replaces it with itself.
        await rename(temporary, join(folder, sha256));
        await syncFolder(folder);
        return { sha256, size };
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        if (isOutOfSpace(error)) throw new StoreWriteError(error, SERVER_OUT_OF_SPACE);
        throw error;
      }
    },
    async read(sha256) {
      if (!HASH_NAME.test(sha256)) return null;
      try {
        return await readFile(join(folder, sha256));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(sha256) {
      if (HASH_NAME.test(sha256)) await unlink(join(folder, sha256)).catch(() => undefined);
    },
    async sweep(named) {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
        throw error;
      }
      // Only names this store writes: anything else in the folder is someone's, and stays.
      const unnamed = names.filter(
        (name) => (HASH_NAME.test(name) && !named.has(name)) || name.startsWith(TEMPORARY_PREFIX),
      );
      await Promise.all(unnamed.map((name) => unlink(join(folder, name)).catch(() => undefined)));
      return unnamed.length;
    },
  };
}
