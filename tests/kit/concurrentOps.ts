/**
 * The model behind the store's concurrency properties (in process over msw, and over HTTP against
 * the reference server): the calls a batch may hold, the clients making them (each with its own
 * cookie, so no shared cookie jar orders the calls), and the ledger of what 2xx answers created,
 * which ./storeInvariants.ts holds the store to. ./runBatch.ts makes the calls.
 */
import fc from 'fast-check';
import type { ResolutionType } from '../../src/api';
import { sessionTokenOf } from './sessionCookie';
import { challengeIn, secondStepBody } from './twoStepSignIn';

export interface Answer {
  status: number;
  body: unknown;
  /** The `sid` token a Set-Cookie header started, if any. */
  token: string | null;
}
export interface SendOptions {
  token?: string;
  body?: unknown;
  /** The client's address; only an in-process host honours it (the server uses the socket's). */
  address?: string;
}
export type Send = (method: 'GET' | 'POST', path: string, options?: SendOptions) => Promise<Answer>;

/** A call of a batch; `wait` is how many ms after the batch starts it is sent (0: at once). */
export type Op = (
  | { kind: 'register'; email: number; address: number; rotate: boolean; client: number }
  | { kind: 'login'; account: number; correct: boolean; address: number; rotate: boolean }
  | { kind: 'file'; client: number }
  | { kind: 'reply'; client: number; dispute: number }
  | { kind: 'resolve'; dispute: number; outcome: ResolutionType }
  | { kind: 'suspend'; account: number; suspend: boolean }
) & { wait: number };

export interface Account {
  email: string;
  password: string;
  userId: string;
}
export interface Client {
  account: Account;
  token: string;
}

/** What the 2xx answers created; anything in the store beyond the seed must be here. */
export interface Ledger {
  users: Map<string, string>;
  sessions: Map<string, { userId: string; batch: number }>;
  /** Tokens a later 2xx sign-in from the same client replaced, with the batch it happened in. */
  rotated: Map<string, number>;
  disputes: Map<string, string>;
  messages: Map<string, string>;
  notifications: number;
  suspensions: Map<string, { batch: number; suspended: boolean }[]>;
  /** Per dispute, how many 2xx resolutions closed it (refund, partial refund, decline). */
  closings: Map<string, number>;
  /** `kind status` → count: what the run exercised, for the report. */
  answered: Map<string, number>;
}

export interface World {
  accounts: Account[];
  clients: Client[];
  adminToken: string;
  ownDisputes: Map<string, string[]>;
  disputes: string[];
  ledger: Ledger;
  batch: number;
  nonce: number;
  /** Failed sign-ins a world may make: a limit per client address would otherwise lock everyone out. */
  wrongLoginsLeft: number;
}

export const DEMO = { email: 'demo@example.com', password: 'Password123!' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };

const small = (max: number) => fc.nat({ max });
/**
 * One call of a batch. `emails` is how many addresses registrations share (fewer: more races for
 * one email); `suspensions` weighs suspend and reinstate against the six other kinds of call
 * (each 3 or 4), since every suspension ends sessions that later calls would have used; calls are
 * staggered by up to `maxWaitMs`, so that some land inside others' password hashing.
 */
export function opArb({
  emails,
  suspensions,
  maxWaitMs,
}: {
  emails: number;
  suspensions: number;
  maxWaitMs: number;
}): fc.Arbitrary<Op> {
  const call = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('register' as const),
        email: small(emails - 1),
        address: small(3),
        rotate: fc.boolean(),
        client: small(40),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('login' as const),
        account: small(7),
        correct: fc.boolean(),
        address: small(3),
        rotate: fc.boolean(),
      }),
    },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('file' as const), client: small(40) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('reply' as const), client: small(40), dispute: small(5) }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('resolve' as const),
        dispute: small(7),
        outcome: fc.constantFrom<ResolutionType>('refund', 'partial_refund', 'decline', 'additional_info'),
      }),
    },
    {
      weight: suspensions,
      arbitrary: fc.record({ kind: fc.constant('suspend' as const), account: small(7), suspend: fc.boolean() }),
    },
  );
  // Half of the calls go at once, so that many still start in the same tick.
  const wait = fc.oneof(fc.constant(0), small(maxWaitMs));
  return fc.tuple(call, wait).map(([op, ms]) => ({ ...op, wait: ms }));
}

export function newDisputeBody(nonce: string) {
  return {
    type: 'fee_dispute',
    transactionId: `0x${nonce}`,
    transactionDate: '2024-01-15',
    amount: 42.5,
    description: `Charged far above the quoted fee (${nonce}).`,
    contactEmail: 'load@example.org',
    contactPhone: null,
    termsAccepted: true,
  };
}

/** A world over a freshly seeded store: the admin and the demo user signed in. */
export async function createWorld(
  send: Send,
  options: {
    wrongLogins: number;
    seedDisputes: { id: string; userId: string; active: boolean }[];
    /** The clock of the backend, for the admin's code: a reference server's is the real one. */
    now?: () => number;
  },
): Promise<World> {
  const ledger: Ledger = {
    users: new Map(),
    sessions: new Map(),
    rotated: new Map(),
    disputes: new Map(),
    messages: new Map(),
    notifications: 0,
    suspensions: new Map(),
    closings: new Map(),
    answered: new Map(),
  };
  const signIn = async (who: { email: string; password: string }) => {
    let answer = await send('POST', '/api/auth/login', { body: { username: who.email, password: who.password } });
    // The admin's second step (docs/server.md#two-step-sign-in).
    const challenge = answer.status === 401 ? challengeIn(answer.body) : null;
    if (challenge)
      answer = await send('POST', '/api/auth/login/second-step', {
        body: secondStepBody(challenge, who.email, options.now?.()),
      });
    const user = answer.body as { id?: string };
    if (answer.status !== 200 || !answer.token || !user.id)
      throw new Error(`${who.email} could not sign in: ${answer.status}`);
    ledger.sessions.set(answer.token, { userId: user.id, batch: 0 });
    return { token: answer.token, userId: user.id };
  };
  const admin = await signIn(ADMIN);
  const demo = await signIn(DEMO);
  const account = { ...DEMO, userId: demo.userId };
  const active = options.seedDisputes.filter((dispute) => dispute.active);
  return {
    accounts: [account],
    clients: [{ account, token: demo.token }],
    adminToken: admin.token,
    ownDisputes: new Map([
      [demo.userId, active.filter((dispute) => dispute.userId === demo.userId).map((dispute) => dispute.id)],
    ]),
    disputes: active.map((dispute) => dispute.id),
    ledger,
    batch: 0,
    nonce: 0,
    wrongLoginsLeft: options.wrongLogins,
  };
}

/**
 * What the 2xx answers say of a session by the end of batch `upTo`: surely live, surely ended
 * (replaced by a later sign-in, or its account suspended after it started), or either, when a
 * suspension and a reinstatement of its account raced with the sign-in that started it.
 */
export function sessionState(ledger: Ledger, token: string, upTo: number): 'live' | 'ended' | 'either' {
  const session = ledger.sessions.get(token);
  if (!session) return 'ended';
  const rotated = ledger.rotated.get(token);
  if (rotated !== undefined && rotated <= upTo) return 'ended';
  const changes = (ledger.suspensions.get(session.userId) ?? []).filter(
    (entry) => entry.batch >= session.batch && entry.batch <= upTo,
  );
  if (changes.some((entry) => entry.suspended && entry.batch > session.batch)) return 'ended';
  if (!changes.some((entry) => entry.suspended)) return 'live';
  // Suspended in the batch that signed in: the sign-in was answered 2xx, so it committed while the
  // account was active; without a reinstatement in that batch, that was before the suspension.
  return changes.some((entry) => !entry.suspended) ? 'either' : 'ended';
}

/** An answer as the ledger reads it: status, JSON body, and the session token it set. */
export async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, token: sessionTokenOf(response) };
}
