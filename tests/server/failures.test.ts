/**
 * The reference server's stack (SQLite driver, store, handlers, HTTP transport) under concurrent
 * calls over real HTTP while its storage refuses writes at random moments. It runs in this
 * process, so the failure is injected by wrapping the driver rather than by a hook in the server.
 * A refused write is made to fail inside the SQLite transaction, after the request's own rows were
 * written, so SQLite's rollback is what keeps them out of the file. Beyond the seed, the store must
 * hold exactly what was answered 2xx: live, and reopened from the file by a fresh backend.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { getResponse } from 'msw';
import { afterAll, describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../mocks/backend';
import { sqliteDriver } from '../../mocks/db/sqliteDriver';
import type { DbDocument, RecordChange, RecordDriver } from '../../mocks/db/types';
import { TEST_HASH_ITERATIONS, TEST_NOW } from '../../mocks/node';
import { createTransportServer } from '../../mocks/serverTransport';
import { isActiveStatus } from '../../src/api';
import { createWorld, opArb, type Send } from '../kit/concurrentOps';
import { freePort } from '../kit/freePort';
import { runBatch } from '../kit/runBatch';
import { overHttp } from '../kit/serverClient';
import { canonical, checkStore, checkViaApi } from '../kit/storeInvariants';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
const ORIGINS = ['http://app.test'];
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Where a refused commit fails: before SQLite is touched, or inside its transaction after the request's rows. */
type Where = 'before' | 'inside';
interface FailurePlan {
  failing: boolean;
  /** Commit attempts of the batch (from 0) at which refusing turns on or off. */
  flips: readonly number[];
  /** Also flips refusing this many ms into the batch, wherever the commits are by then. */
  flipAfterMs: number | null;
  where: Where;
  /** Commits wait a moment first, as storage does, so requests pile up in the write queue. */
  slow: boolean;
}
const NO_FAILURES: FailurePlan = { failing: false, flips: [], flipAfterMs: null, where: 'inside', slow: false };

/**
 * A record SQLite is asked to store last, whose JSON cannot be made: the driver has written the
 * request's real rows by then, so only the transaction's rollback keeps them out of the file.
 */
const poisoned = (): RecordChange => ({
  collection: 'users',
  key: 'poisoned',
  record: {
    toJSON: () => {
      throw new Error('SQLITE_FULL: database or disk is full');
    },
  },
});

/** The server's SQLite driver, with commits refused as `plan` says; `committed` counts those that went through. */
function faultySqlite(path: string) {
  const inner = sqliteDriver(path);
  const state = { committed: 0, refused: 0 };
  let plan = NO_FAILURES;
  let failing = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const driver: RecordDriver = {
    load: () => inner.load(),
    replace: (document) => inner.replace(document),
    setAside: (records) => inner.setAside(records),
    exclusive: (task) => inner.exclusive(task),
    close: () => inner.close?.(),
    async commit(changes, sequences) {
      if (plan.flips.includes(attempt++)) failing = !failing;
      if (plan.slow) await sleep(1);
      if (!failing) {
        const version = await inner.commit(changes, sequences);
        state.committed += 1;
        return version;
      }
      state.refused += 1;
      if (plan.where === 'before') throw new Error('SQLITE_FULL: database or disk is full');
      await inner.commit([...changes, poisoned()], sequences);
      throw new Error('a commit with a record that cannot be stored went through');
    },
  };
  return {
    driver,
    state,
    plan(next: FailurePlan) {
      clearTimeout(timer);
      plan = next;
      failing = next.failing;
      attempt = 0;
      if (next.flipAfterMs !== null) timer = setTimeout(() => (failing = !failing), next.flipAfterMs);
    },
  };
}

interface Served {
  send: Send;
  /** What the transport logged: a write refused with 507 is an answer, not an error to log. */
  logged: unknown[][];
  close(): Promise<void>;
}

/** Serves `backend` as mocks/server.ts does, on 127.0.0.1 only. */
async function serve(backend: MockBackend): Promise<Served> {
  const port = await freePort();
  const logged: unknown[][] = [];
  const server: Server = createTransportServer({
    dispatch: (request) => getResponse(backend.handlers, request),
    allowedOrigins: new Set(ORIGINS),
    allowedHosts: new Set(['127.0.0.1']),
    defaultHost: `127.0.0.1:${port}`,
    logError: (...details) => logged.push(details),
  });
  await new Promise<void>((listening, failed) => {
    server.once('error', failed);
    server.listen(port, '127.0.0.1', () => listening());
  });
  const http = overHttp(`http://127.0.0.1:${port}`);
  // Every refused write reaches the client as the JSON `{ message }` the app shows, nothing more.
  const send: Send = async (method, path, options) => {
    const answer = await http(method, path, options);
    if (answer.status === 507)
      expect(answer.body, `${method} ${path} answered 507`).toEqual({
        message: expect.stringMatching(/could not be saved/),
      });
    return answer;
  };
  return {
    send,
    logged,
    close: () =>
      new Promise((closed, failed) => {
        server.close((error) => (error ? failed(error) : closed()));
        server.closeAllConnections();
      }),
  };
}

const open = (driver: RecordDriver) =>
  createMockBackend({ driver, hashIterations: TEST_HASH_ITERATIONS, now: () => TEST_NOW, allowedOrigins: ORIGINS });

const planArb: fc.Arbitrary<FailurePlan> = fc.record({
  // Mostly writable at the start, so that most calls get far enough to race before refusing starts.
  failing: fc.constantFrom(false, false, true),
  flips: fc.uniqueArray(fc.nat({ max: 8 }), { maxLength: 2 }),
  flipAfterMs: fc.option(fc.nat({ max: 30 }), { nil: null }),
  where: fc.constantFrom<Where>('inside', 'inside', 'before'),
  slow: fc.boolean(),
});
const batchArb = fc.record({
  ops: fc.array(opArb({ emails: 6, suspensions: 2, maxWaitMs: 20 }), { minLength: 1, maxLength: 12 }),
  plan: planArb,
});

/** `kind status` → count over every run, to show that both answered and refused writes happened. */
const seen = new Map<string, number>();

describe('the reference server with its SQLite writes refused at random moments', () => {
  it('keeps every answered write and nothing else, live and reopened from the file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(batchArb, { minLength: 2, maxLength: 6 }), async (batches) => {
        const dir = mkdtempSync(join(tmpdir(), 'server-failures-'));
        dirs.push(dir);
        const dbFile = join(dir, 'db.sqlite');
        const faulty = faultySqlite(dbFile);
        const backend = await open(faulty.driver);
        let served: Served | null = await serve(backend);
        try {
          // The seed as it was written on opening: the version the file holds is that one write.
          const seed: DbDocument = structuredClone(backend.db.data);
          const seedDisputes = seed.disputes.map((dispute) => ({
            id: dispute.id,
            userId: dispute.userId,
            active: isActiveStatus(dispute.status),
          }));
          // Every call comes from 127.0.0.1, one address for the per-client limit of failed sign-ins.
          const world = await createWorld(served.send, { wrongLogins: 10, seedDisputes });
          for (const batch of batches) {
            faulty.plan(batch.plan);
            try {
              await runBatch(world, batch.ops, served.send);
            } finally {
              faulty.plan(NO_FAILURES);
            }
            checkStore(backend.db.data, seed, world);
          }
          await checkViaApi(served.send, world, backend.db.data, TEST_NOW);
          expect(served.logged, 'errors the transport logged').toEqual([]);
          for (const [key, count] of world.ledger.answered) seen.set(key, (seen.get(key) ?? 0) + count);

          const live = canonical(backend.db.data);
          await served.close();
          served = null;
          backend.db.close();

          // A refused commit left no trace in the file, not even a step of its commit counter.
          const raw = sqliteDriver(dbFile);
          try {
            expect((await raw.load())?.version, 'the store version: the seed plus each commit that went through').toBe(
              1 + faulty.state.committed,
            );
          } finally {
            raw.close?.();
          }

          // A fresh backend over the same file holds what the live one held, and serves it so.
          const reopened = await open(sqliteDriver(dbFile));
          try {
            expect(reopened.db.setAsideCount).toBe(0);
            expect(canonical(reopened.db.data)).toBe(live);
            checkStore(reopened.db.data, seed, world);
            served = await serve(reopened);
            await checkViaApi(served.send, world, reopened.db.data, TEST_NOW);
            expect(served.logged).toEqual([]);
          } finally {
            await served?.close();
            served = null;
            reopened.db.close();
          }
        } finally {
          await served?.close();
          backend.db.close();
        }
      }),
      { numRuns: RUNS, interruptAfterTimeLimit: 45_000, markInterruptAsFailure: true },
    );
    const count = (pattern: RegExp) =>
      [...seen].filter(([key]) => pattern.test(key)).reduce((sum, [, n]) => sum + n, 0);
    expect(count(/ 507$/), 'writes refused with 507').toBeGreaterThan(0);
    expect(count(/^(register|file|reply|resolve|suspend) 20[01]$/), 'writes answered 2xx').toBeGreaterThan(0);
  });
});
