/**
 * bench:store in Node: the mock backend over the reference server's driver (SQLite through
 * better-sqlite3) in a file of a fresh temporary directory, on the machine's own disk, so each
 * commit pays the sync to disk it pays in the server.
 */
import { closeSync, existsSync, fsyncSync, openSync, statSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockBackend } from '../mocks/backend';
import { DEMO_ADMIN, DEMO_USER } from '../mocks/db/seed';
import { sqliteDriver } from '../mocks/db/sqliteDriver';
import { megabytes, stat, storeBench, timedDriver, type PhaseFigures, type Stat } from './bench-store-measure';

/** Requests from a non-browser client carry no Origin, as the reference server's callers do. */
const ORIGIN = 'http://127.0.0.1:8787';

/**
 * The database file and its write-ahead log. A checkpoint copies the log into the file but does
 * not shrink the log, so after a large transaction (the growth) it keeps that transaction's size.
 */
function sizeOnDisk(file: string): PhaseFigures['size'] {
  const [db, wal] = [file, `${file}-wal`].map((path) => (existsSync(path) ? statSync(path).size : 0));
  return { bytes: (db ?? 0) + (wal ?? 0), parts: `file ${megabytes(db ?? 0)} + WAL ${megabytes(wal ?? 0)}` };
}

/**
 * How long this disk takes to make a small write durable. A commit syncs the write-ahead log once
 * (synchronous = FULL), so this is the floor of a write here, and it varies with the disk's load.
 */
function syncProbe(dir: string, runs = 50): Stat {
  const fd = openSync(join(dir, 'sync-probe'), 'w');
  const block = Buffer.alloc(4096, 1);
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      writeSync(fd, block);
      fsyncSync(fd);
      times.push(performance.now() - started);
    }
  } finally {
    closeSync(fd);
  }
  return stat(times);
}

export async function benchSqlite(
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<{ phases: PhaseFigures[]; sync: Stat }> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-store-sqlite-'));
  const file = join(dir, 'store.sqlite');
  const commits: number[] = [];
  const backend = await createMockBackend({ driver: timedDriver(sqliteDriver(file), commits) });
  try {
    const bench = storeBench(
      {
        backend,
        accounts: { user: DEMO_USER, admin: DEMO_ADMIN },
        origin: ORIGIN,
        useSession: (token) => ({ cookie: `sid=${token}` }),
      },
      commits,
    );
    const phases: PhaseFigures[] = [];
    for (const size of sizes) {
      if (backend.db.data.disputes.length < size) {
        const started = performance.now();
        await bench.grow(size);
        log(
          `SQLite: grown to ${backend.db.data.disputes.length} disputes in one write, ${Math.round(performance.now() - started)} ms`,
        );
      }
      phases.push({ ...(await bench.measure()), size: sizeOnDisk(file) });
      log(`SQLite: measured at ${size} disputes`);
    }
    return { phases, sync: syncProbe(dir) };
  } finally {
    backend.db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
