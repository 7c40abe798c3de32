/**
 * The store's concurrency property over real HTTP, against the reference server on its SQLite
 * file: random batches of simultaneous calls from many clients (each with its own cookie), then a
 * clean restart. The file must hold exactly the seed plus what was answered 2xx, every invariant
 * must hold in it, and the restarted server must serve it to the same cookies.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteDriver } from '../../mocks/db/sqliteDriver';
import { openDb } from '../../mocks/db/store';
import type { DbDocument } from '../../mocks/db/types';
import { isActiveStatus } from '../../src/api';
import { createWorld, opArb } from '../kit/concurrentOps';
import { runBatch } from '../kit/runBatch';
import { startServer, type RunningServer } from '../kit/serverProcess';
import { overHttp } from '../kit/serverClient';
import { checkStore, checkViaApi, filesBeside } from '../kit/storeInvariants';

const BATCHES = 10;
const AT_ONCE = 20;
// Many emails and few suspensions: with 20 calls at once, most accounts would otherwise be suspended.
const CALL = opArb({ emails: 16, suspensions: 1, maxWaitMs: 150 });
const dirs: string[] = [];
const running = new Set<RunningServer>();
afterAll(async () => {
  await Promise.all([...running].map((server) => server.kill()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(dbFile: string): Promise<RunningServer> {
  const server = await startServer(dbFile);
  running.add(server);
  return server;
}
async function stop(server: RunningServer): Promise<void> {
  await server.stop();
  running.delete(server);
}

/** The store as the file holds it, read with the server's own driver while no server runs. */
async function readStore(dbFile: string): Promise<DbDocument> {
  const db = await openDb({
    driver: sqliteDriver(dbFile),
    buildSeed: () => Promise.reject(new Error('the store should exist already')),
  });
  try {
    expect(db.setAsideCount).toBe(0);
    return structuredClone(db.data);
  } finally {
    db.close();
  }
}

describe('the reference server under concurrent calls', () => {
  it('keeps exactly the answered writes through a restart, with every invariant holding', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(CALL, { minLength: AT_ONCE, maxLength: AT_ONCE }), {
          minLength: BATCHES,
          maxLength: BATCHES,
        }),
        async (batches) => {
          const dir = mkdtempSync(join(tmpdir(), 'server-concurrency-'));
          dirs.push(dir);
          const dbFile = join(dir, 'db.sqlite');

          // The seed, as the server wrote it on its first start.
          await stop(await start(dbFile));
          const seed = await readStore(dbFile);

          let server = await start(dbFile);
          const seedDisputes = seed.disputes.map((dispute) => ({
            id: dispute.id,
            userId: dispute.userId,
            active: isActiveStatus(dispute.status),
          }));
          // All calls come from 127.0.0.1, one client address for the per-client limit of 20 failures.
          const world = await createWorld(overHttp(server.base), { wrongLogins: 10, seedDisputes, now: Date.now });
          for (const ops of batches) await runBatch(world, ops, overHttp(server.base));
          await stop(server);

          // A clean stop folds the write-ahead log back: only the database file is left.
          expect(filesBeside(dbFile)).toEqual([]);
          const stored = await readStore(dbFile);
          checkStore(stored, seed, world);
          const created = [...world.ledger.answered].filter(([key]) => /^(register|file|reply|resolve) 2/.test(key));
          expect(created.length, 'the run made some writes').toBeGreaterThan(0);

          server = await start(dbFile);
          expect(server.output()).not.toMatch(/set aside|cannot be used/);
          await checkViaApi(overHttp(server.base), world, stored, Date.now());
          await stop(server);
          expect(filesBeside(dbFile)).toEqual([]);
        },
      ),
      // Each run is a whole server life (200 calls): no shrinking, which would start a server per step.
      { numRuns: 2, endOnFailure: true },
    );
  });
});
