/**
 * The store under concurrency and failure, in process: many clients (each with its own cookie,
 * no shared jar) call the handlers at once while the storage refuses writes at random moments.
 * Beyond the seed, the store must hold exactly what was answered 2xx (in memory and once
 * reopened from the same storage), and every check must still hold at the moment of its write.
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { isActiveStatus } from '../../src/api';
import { answerOf, createWorld, newDisputeBody, opArb, type Op, type Send } from '../../tests/kit/concurrentOps';
import { runBatch } from '../../tests/kit/runBatch';
import { canonical, checkStore, checkViaApi } from '../../tests/kit/storeInvariants';
import { createMockBackend, type MockBackend } from '../backend';
import { MemoryDatabase, memoryDriver, type MemoryDriver } from '../db/drivers';
import { buildSeed, DEMO_ADMIN } from '../db/seed';
import type { DbDocument, RecordChange, RecordDriver, StoredDispute, StoredUser } from '../db/types';
import { TEST_HASH_ITERATIONS, TEST_NOW } from '../node';
import { CLIENT_ADDRESS_HEADER } from './clientAddress';
import { sessionKey } from './http';
import { challengeIn, secondStepBody } from '../../tests/kit/twoStepSignIn';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 50);
let seed: DbDocument;
beforeAll(async () => {
  seed = await buildSeed({ now: TEST_NOW, hashIterations: TEST_HASH_ITERATIONS });
});

/**
 * A memory driver whose writes can be refused from the n-th commit of a batch on (or from then
 * off again), and held back at a gate, so a test can line requests up in the write queue.
 */
function faultyDriver(database: MemoryDatabase) {
  const inner: MemoryDriver = memoryDriver({ database });
  let attempt = 0;
  let flips = new Set<number>();
  let gate: Promise<void> | null = null;
  let slow = false;
  /** Every commit that went through, in order. */
  const state = { inner, waiting: 0, commits: [] as (readonly RecordChange[])[] };
  const driver: RecordDriver = {
    load: () => inner.load(),
    replace: (document) => inner.replace(document),
    setAside: (records) => inner.setAside(records),
    exclusive: (task) => inner.exclusive(task),
    async commit(changes, sequences) {
      state.waiting += 1;
      if (gate) await gate;
      state.waiting -= 1;
      if (flips.has(attempt++)) inner.failing = !inner.failing;
      // A commit that takes a while, as storage does, leaves room for other requests to run meanwhile.
      if (slow) await new Promise((done) => setTimeout(done, 1));
      const version = await inner.commit(changes, sequences);
      state.commits.push(changes);
      return version;
    },
  };
  return {
    driver,
    state,
    plan(failing: boolean, at: readonly number[], slowCommits = false) {
      inner.failing = failing;
      slow = slowCommits;
      attempt = 0;
      flips = new Set(at);
    },
    hold(): () => void {
      let open: () => void = () => undefined;
      gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
}

function inProcess(backend: MockBackend): Send {
  return async (method, path, { token, body, address } = {}) => {
    const headers = new Headers();
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (token) headers.set('Cookie', `sid=${token}`);
    if (address) headers.set(CLIENT_ADDRESS_HEADER, address);
    const request = new Request(`http://localhost${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const response = await getResponse(backend.handlers, request);
    if (!response) throw new Error(`nothing answered ${method} ${path}`);
    return answerOf(response);
  };
}

/** A backend over a fresh copy of the seed, in a MemoryDatabase a second backend can reopen. */
async function fresh() {
  const database = new MemoryDatabase();
  await memoryDriver({ database }).replace(structuredClone(seed));
  const faulty = faultyDriver(database);
  const backend = await createMockBackend({
    driver: faulty.driver,
    hashIterations: TEST_HASH_ITERATIONS,
    now: () => TEST_NOW,
  });
  const reopen = () =>
    createMockBackend({
      driver: memoryDriver({ database }),
      hashIterations: TEST_HASH_ITERATIONS,
      now: () => TEST_NOW,
    });
  return { backend, faulty, reopen, send: inProcess(backend) };
}

/**
 * Replays the commits in order: a dispute, or a reply by its owner, never lands for an account
 * suspended by then (the check a request passed before its write must still hold at the write).
 */
function checkCommitOrder(commits: readonly (readonly RecordChange[])[]): void {
  const suspended = new Map(seed.users.map((user) => [user.id, user.isSuspended === true]));
  const replies = new Map(
    seed.disputes.map((dispute) => [dispute.id, dispute.messages.filter((message) => !message.isFromAdmin).length]),
  );
  for (const changes of commits) {
    for (const { collection, key, record } of changes) {
      if (collection !== 'disputes' || record === null) continue;
      const dispute = record as StoredDispute;
      const count = dispute.messages.filter((message) => !message.isFromAdmin).length;
      const before = replies.get(key);
      if (before === undefined || count > before)
        expect(suspended.get(dispute.userId), `${key} written while ${dispute.userId} was suspended`).not.toBe(true);
      replies.set(key, count);
    }
    for (const { collection, key, record } of changes)
      if (collection === 'users' && record !== null) suspended.set(key, (record as StoredUser).isSuspended === true);
  }
}

const seedDisputes = () =>
  seed.disputes.map((dispute) => ({ id: dispute.id, userId: dispute.userId, active: isActiveStatus(dispute.status) }));
const registration = (email: string) => ({
  username: 'racer',
  email,
  password: 'CorrectHorse1',
  walletAddress: '0xabc',
});
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();
const signInAdmin = async (send: Send) => {
  const first = await send('POST', '/api/auth/login', {
    body: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const challenge = challengeIn(first.body) ?? '';
  return (
    (await send('POST', '/api/auth/login/second-step', { body: secondStepBody(challenge, DEMO_ADMIN.email) })).token ??
    ''
  );
};

const batchArb = fc.record({
  ops: fc.array(opArb({ emails: 6, suspensions: 2, maxWaitMs: 3 }), { minLength: 1, maxLength: 12 }),
  // Mostly writable, so that most calls get far enough to race; refused from a random commit on.
  failing: fc.constantFrom(false, false, false, true),
  flips: fc.uniqueArray(fc.nat({ max: 10 }), { maxLength: 2 }),
  slow: fc.boolean(),
});

describe('concurrent calls on one store', () => {
  it('keep every answered write and nothing else, with writes refused at random moments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(batchArb, { minLength: 1, maxLength: 5 }), async (batches) => {
        const { backend, faulty, reopen, send } = await fresh();
        const world = await createWorld(send, { wrongLogins: 30, seedDisputes: seedDisputes() });
        for (const batch of batches) {
          faulty.plan(batch.failing, batch.flips, batch.slow);
          await runBatch(world, batch.ops as Op[], send);
          faulty.plan(false, []);
          checkStore(backend.db.data, seed, world);
        }
        await checkViaApi(send, world, backend.db.data, TEST_NOW);
        checkCommitOrder(faulty.state.commits);

        // What is in memory is what was committed: a second store over the same storage agrees.
        const reopened = await reopen();
        expect(canonical(reopened.db.data)).toBe(canonical(backend.db.data));
        checkStore(reopened.db.data, seed, world);
        await checkViaApi(inProcess(reopened), world, reopened.db.data, TEST_NOW);
      }),
      { numRuns: RUNS },
    );
  });

  it('make one account of ten simultaneous registrations with one email', async () => {
    const { backend, reopen, send } = await fresh();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        send('POST', '/api/auth/register', { body: registration('same@example.org'), address: `10.0.1.${n}` }),
      ),
    );
    expect(statuses(answers)).toEqual([201, ...Array<number>(9).fill(409)]);
    expect(answers.filter((answer) => answer.token !== null)).toHaveLength(1);
    const winner = answers.find((answer) => answer.status === 201);
    for (const data of [backend.db.data, (await reopen()).db.data]) {
      expect(data.users.filter((user) => user.email === 'same@example.org')).toEqual([
        expect.objectContaining({ id: (winner?.body as { id: string }).id }),
      ]);
    }
    expect((await send('GET', '/api/auth/me', { token: winner?.token ?? '' })).body).toMatchObject({
      email: 'same@example.org',
    });
  });

  it('answer a registration whose write fails with 507 and no cookie; the next registrant shares its id with no one', async () => {
    const { backend, faulty, reopen, send } = await fresh();
    faulty.plan(true, []);
    const failed = await send('POST', '/api/auth/register', { body: registration('first@example.org') });
    expect(failed).toMatchObject({ status: 507, token: null });
    faulty.plan(false, []);
    const next = await send('POST', '/api/auth/register', { body: registration('second@example.org') });
    expect(next.status).toBe(201);
    const id = (next.body as { id: string }).id;

    // Raced: the first commit of the two is refused, the second kept, whichever registration it is.
    faulty.plan(true, [1]);
    const raced = await Promise.all(
      ['third', 'fourth'].map((name) =>
        send('POST', '/api/auth/register', { body: registration(`${name}@example.org`) }),
      ),
    );
    expect(statuses(raced)).toEqual([201, 507]);
    const kept = raced.find((answer) => answer.status === 201);
    const keptId = (kept?.body as { id: string }).id;

    for (const data of [backend.db.data, (await reopen()).db.data]) {
      expect(data.users.map((user) => user.email)).not.toContain('first@example.org');
      expect(data.sessions.filter((session) => session.userId === id).map((session) => session.tokenHash)).toEqual([
        sessionKey(next.token ?? ''),
      ]);
      expect(data.sessions.filter((session) => session.userId === keptId).map((session) => session.tokenHash)).toEqual([
        sessionKey(kept?.token ?? ''),
      ]);
      expect(
        data.users.filter((user) => ['third@example.org', 'fourth@example.org'].includes(user.email)),
      ).toHaveLength(1);
    }
    expect((await send('GET', '/api/auth/me', { token: next.token ?? '' })).body).toMatchObject({
      id,
      email: 'second@example.org',
    });
  });

  it('keep the writes answered before a refused one, in memory and in storage', async () => {
    const { backend, faulty, reopen, send } = await fresh();
    const token = (await send('POST', '/api/auth/register', { body: registration('filer@example.org') })).token ?? '';
    faulty.plan(false, [3]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => send('POST', '/api/disputes', { token, body: newDisputeBody(`burst${n}`) })),
    );
    expect(statuses(answers)).toEqual([201, 201, 201, 507, 507, 507]);
    const filed = answers.filter((answer) => answer.status === 201).map((answer) => (answer.body as { id: string }).id);
    for (const data of [backend.db.data, (await reopen()).db.data]) {
      expect(
        data.disputes
          .filter((dispute) => dispute.contactEmail === 'load@example.org')
          .map((dispute) => dispute.id)
          .sort(),
      ).toEqual(filed.sort());
    }
  });

  it('refuse a sign-in that waited behind the suspension of its account', async () => {
    const { backend, faulty, send } = await fresh();
    const user = await send('POST', '/api/auth/register', { body: registration('late@example.org') });
    const id = (user.body as { id: string }).id;
    const admin = await signInAdmin(send);
    const release = faulty.hold();
    const suspended = send('POST', `/api/admin/users/${id}/suspend`, { token: admin });
    const signIn = send('POST', '/api/auth/login', {
      body: { username: 'late@example.org', password: 'CorrectHorse1' },
    });
    await new Promise((done) => setTimeout(done, 50));
    release();
    expect((await suspended).status).toBe(200);
    expect(await signIn).toMatchObject({ status: 403, token: null });
    expect(backend.db.data.sessions.filter((session) => session.userId === id)).toEqual([]);
  });

  // A session checked only before the write would let a suspension committed in between through.
  it('refuse a dispute and a reply that waited behind the suspension of their account', async () => {
    const { backend, faulty, send } = await fresh();
    const user = await send('POST', '/api/auth/register', { body: registration('inflight@example.org') });
    const id = (user.body as { id: string }).id;
    const token = user.token ?? '';
    const first = await send('POST', '/api/disputes', { token, body: newDisputeBody('before') });
    const disputeId = (first.body as { id: string }).id;
    const admin = await signInAdmin(send);

    const release = faulty.hold();
    const suspended = send('POST', `/api/admin/users/${id}/suspend`, { token: admin });
    for (let tries = 0; faulty.state.waiting === 0 && tries < 1_000; tries++)
      await new Promise((done) => setTimeout(done, 1));
    expect(faulty.state.waiting, 'the suspension waits at the gate').toBe(1);
    // Both pass the session check now (the suspension is not committed) and queue behind it.
    const filed = send('POST', '/api/disputes', { token, body: newDisputeBody('after') });
    const replied = send('POST', `/api/disputes/${disputeId}/messages`, {
      token,
      body: { content: 'Sent while being suspended' },
    });
    await new Promise((done) => setTimeout(done, 50));
    release();

    expect((await suspended).status).toBe(200);
    expect([401, 403]).toContain((await filed).status);
    expect([401, 403]).toContain((await replied).status);
    expect(backend.db.data.disputes.filter((dispute) => dispute.userId === id).map((dispute) => dispute.id)).toEqual([
      disputeId,
    ]);
    expect(backend.db.data.disputes.find((dispute) => dispute.id === disputeId)?.messages).toEqual([]);
  });
});
