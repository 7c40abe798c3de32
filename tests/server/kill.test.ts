/**
 * A hard kill of the reference server in the middle of a burst of writes: 20 clients file
 * disputes and reply to them as fast as they are answered, and the server's whole process group
 * gets SIGKILL. Started again on the same file, it opens cleanly; every write answered 2xx before
 * the kill is there, exactly once; a write that is there unanswered was in flight at the kill;
 * and nothing but SQLite's own files ever lies beside the database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteDriver } from '../../mocks/db/sqliteDriver';
import { openDb } from '../../mocks/db/store';
import { ADMIN, newDisputeBody, type Send } from '../kit/concurrentOps';
import { challengeIn, secondStepBody } from '../kit/twoStepSignIn';
import { startServer, type RunningServer } from '../kit/serverProcess';
import { overHttp } from '../kit/serverClient';
import { filesBeside } from '../kit/storeInvariants';

const CLIENTS = 20;
const ROUNDS = 2;
/** Answers to wait for before the kill, and the longest a round's burst may run in any case. */
const ACKS_BEFORE_KILL = 150;
const BURST_MS = 8_000;
const SQLITE_OWN = ['-shm', '-wal'];

const dir = mkdtempSync(join(tmpdir(), 'server-kill-'));
const dbFile = join(dir, 'db.sqlite');
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

interface Write {
  tag: string;
  kind: 'dispute' | 'reply';
  /** The dispute filed, or the one replied to. */
  disputeId?: string;
  /** The id the 2xx answer gave, once it came. */
  id?: string;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Runs the clients' write loops, kills the server mid-burst, and says what was answered and what was in flight. */
async function burstAndKill(running: RunningServer, clients: { token: string }[], round: number) {
  const send = overHttp(running.base);
  const writes: Write[] = [];
  let killed = false;
  const deadline = Date.now() + BURST_MS;
  // The clients outlast the wait for answers, so the kill always finds writes in flight.
  const loopDeadline = deadline + 10_000;
  const loop = async (token: string, client: number) => {
    let own: string | undefined;
    for (let step = 0; step < 1_000 && !killed && Date.now() < loopDeadline; step++) {
      const write: Write =
        own && step % 2 === 1
          ? { tag: `r${round}c${client}s${step}`, kind: 'reply', disputeId: own }
          : { tag: `r${round}c${client}s${step}`, kind: 'dispute' };
      writes.push(write);
      let answer;
      try {
        answer =
          write.kind === 'dispute'
            ? await send('POST', '/api/disputes', { token, body: newDisputeBody(write.tag) })
            : await send('POST', `/api/disputes/${own}/messages`, { token, body: { content: `Reply ${write.tag}` } });
      } catch (error) {
        if (killed) return; // the connection died with the server
        throw error;
      }
      if (answer.status !== 201)
        throw new Error(`${write.kind} ${write.tag} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      write.id = (answer.body as { id: string }).id;
      if (write.kind === 'dispute') own = write.disputeId = write.id;
    }
  };
  const loops = Promise.all(clients.map((client, n) => loop(client.token, n)));
  while (writes.filter((write) => write.id).length < ACKS_BEFORE_KILL && Date.now() < deadline) await sleep(5);
  killed = true;
  const inFlight = new Set(writes.filter((write) => !write.id).map((write) => write.tag));
  await running.kill();
  await loops;
  return { writes, inFlight };
}

/** The admin signs in again after the restart, within one code's 30 s (docs/testing.md, test servers only). */
const REUSABLE_CODES = { MOCK_SERVER_TEST_TOTP_REUSE: '1' };

async function signIn(send: Send, who: { email: string; password: string }) {
  let answer = await send('POST', '/api/auth/login', { body: { username: who.email, password: who.password } });
  // The admin's second step (docs/server.md#two-step-sign-in), with the code at the server's (real) clock.
  const challenge = answer.status === 401 ? challengeIn(answer.body) : null;
  if (challenge)
    answer = await send('POST', '/api/auth/login/second-step', {
      body: secondStepBody(challenge, who.email, Date.now()),
    });
  expect(answer.status).toBe(200);
  return answer.token ?? '';
}

describe('the reference server killed with SIGKILL mid-burst', () => {
  it('loses no answered write, duplicates none, and leaves no stray file', async () => {
    server = await startServer(dbFile, REUSABLE_CODES);
    let send = overHttp(server.base);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, n) => {
        const answer = await send('POST', '/api/auth/register', {
          body: {
            username: `burst${n}`,
            email: `burst${n}@example.org`,
            password: 'CorrectHorse1',
            walletAddress: '0xabc',
          },
        });
        expect(answer.status).toBe(201);
        return { token: answer.token ?? '' };
      }),
    );
    const answered: Write[] = [];

    for (let round = 1; round <= ROUNDS; round++) {
      const { writes, inFlight } = await burstAndKill(server, clients, round);
      expect(inFlight.size, 'writes in flight at the kill').toBeGreaterThan(0);
      answered.push(...writes.filter((write) => write.id));
      expect(SQLITE_OWN, 'files beside the database after the kill').toEqual(
        expect.arrayContaining(filesBeside(dbFile)),
      );

      server = await startServer(dbFile, REUSABLE_CODES);
      expect(server.output()).not.toMatch(/set aside|cannot be used|error/i);
      expect(SQLITE_OWN, 'files beside the database while it is open').toEqual(
        expect.arrayContaining(filesBeside(dbFile)),
      );
      send = overHttp(server.base);
      const admin = await signIn(send, ADMIN);
      const list = (await send('GET', '/api/admin/disputes', { token: admin })).body as {
        id: string;
        transactionId: string;
      }[];
      expect(new Set(list.map((dispute) => dispute.id)).size, 'dispute ids').toBe(list.length);

      // Each burst dispute exactly once; an unanswered one only if it was in flight at the kill.
      const burstDisputes = list.filter((dispute) => dispute.transactionId.startsWith(`0xr${round}c`));
      const tags = burstDisputes.map((dispute) => dispute.transactionId.slice(2));
      expect(tags.length - new Set(tags).size, 'duplicated disputes').toBe(0);
      for (const write of writes.filter((candidate) => candidate.kind === 'dispute')) {
        const found = burstDisputes.find((dispute) => dispute.transactionId === `0x${write.tag}`);
        if (write.id) expect(found?.id, `answered dispute ${write.tag}`).toBe(write.id);
        else if (found) expect(inFlight.has(write.tag), `unanswered dispute ${write.tag} was in flight`).toBe(true);
      }

      // Each answered reply exactly once on its dispute, and no reply that was never in flight.
      const touched = [
        ...new Set(writes.filter((write) => write.kind === 'reply').map((write) => write.disputeId ?? '')),
      ];
      const details = await Promise.all(
        touched.map(
          async (id) =>
            (await send('GET', `/api/admin/disputes/${id}`, { token: admin })).body as {
              id: string;
              messages: { id: string; content: string }[];
            },
        ),
      );
      const messages = details.flatMap((dispute) =>
        dispute.messages.map((message) => ({ ...message, disputeId: dispute.id })),
      );
      expect(messages.length - new Set(messages.map((message) => message.content)).size, 'duplicated replies').toBe(0);
      for (const write of writes.filter((candidate) => candidate.kind === 'reply')) {
        const found = messages.find((message) => message.content === `Reply ${write.tag}`);
        if (write.id)
          expect(found, `answered reply ${write.tag}`).toMatchObject({ id: write.id, disputeId: write.disputeId });
        else if (found) expect(inFlight.has(write.tag), `unanswered reply ${write.tag} was in flight`).toBe(true);
      }

      // The sequences survived too: a new dispute takes an id nobody has.
      const next = await send('POST', '/api/disputes', {
        token: clients[0]?.token ?? '',
        body: newDisputeBody(`after${round}`),
      });
      expect(next.status).toBe(201);
      expect(list.map((dispute) => dispute.id)).not.toContain((next.body as { id: string }).id);
    }

    // A clean stop leaves the database file alone, whole, with every answered write in it.
    await server.stop();
    server = undefined;
    expect(filesBeside(dbFile)).toEqual([]);
    // Not read-only: a read-only connection cannot remove the shared-memory file it makes.
    const check = new Database(dbFile, { fileMustExist: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
    const db = await openDb({
      driver: sqliteDriver(dbFile),
      buildSeed: () => Promise.reject(new Error('the store should exist already')),
    });
    const ids = new Set([
      ...db.data.disputes.map((dispute) => dispute.id),
      ...db.data.disputes.flatMap((dispute) => dispute.messages.map((message) => message.id)),
    ]);
    db.close();
    expect(answered.filter((write) => !ids.has(write.id ?? '')).map((write) => write.tag)).toEqual([]);
    expect(filesBeside(dbFile)).toEqual([]);
  });
});
