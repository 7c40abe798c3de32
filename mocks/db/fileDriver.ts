/** The reference server's driver: a JSON file, replaced atomically so a kill never leaves half a file. */
import { mkdirSync, readFileSync, renameSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StorageDriver } from './types';

/** The file beside the document where an unreadable one is kept. */
export const backupPath = (path: string) => `${path}.backup`;

/** Writes `text` to `target` through a temporary file and a rename: readers see all of it or none. */
function writeAtomically(target: string, text: string): void {
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.${process.pid}.tmp`;
  writeFileSync(temporary, text, 'utf8');
  const fd = openSync(temporary, 'r');
  fsyncSync(fd);
  closeSync(fd);
  renameSync(temporary, target);
}

export function fileDriver(path: string): StorageDriver {
  return {
    read: async () => {
      try {
        return readFileSync(path, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    write: async (text) => writeAtomically(path, text),
    /** An unreadable document is kept as `<path>.backup`. */
    backup: async (text) => writeAtomically(backupPath(path), text),
  };
}
