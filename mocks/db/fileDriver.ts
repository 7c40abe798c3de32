/** The reference server's driver: a JSON file, replaced atomically so a kill never leaves half a file. */
import { mkdirSync, readFileSync, renameSync, writeFileSync, openSync, fsyncSync, closeSync } from 'node:fs';
import { dirname } from 'node:path';
import type { StorageDriver } from './types';

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
    write: async (text) => {
      mkdirSync(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      writeFileSync(temporary, text, 'utf8');
      const fd = openSync(temporary, 'r');
      fsyncSync(fd);
      closeSync(fd);
      renameSync(temporary, path);
    },
  };
}
