/**
 * Property: the live events a stream receives are exactly its viewer's (docs/server.md#live-updates).
 * Random mixes of replies by two users, support replies, internal notes, assignments, status moves,
 * resolutions and new disputes go through the real handlers; every event each stream got is then
 * checked against the store: a user's stream holds only their own disputes' events and never an
 * internal note, and misses none of them; the admin's holds every message, notes included.
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, RESOLUTION_TYPES } from '../../src/api';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { validDispute } from '../../tests/kit/handlerTestkit';
import { createTestBackend, TEST_NOW } from '../node';
import type { Viewer } from './changeEvents';
import { createEventHub } from './eventHub';
import type { LoggedEvent } from './eventLog';
import { sessionTokenOf } from '../../tests/kit/sessionCookie';
import { challengeIn, secondStepBody } from '../../tests/kit/twoStepSignIn';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);
const MINUTE = 60_000;

type Op =
  | { kind: 'ownerReply' | 'otherReply' | 'supportReply' | 'note' | 'file'; dispute: number }
  | { kind: 'status'; dispute: number; status: (typeof ACTIVE_STATUSES)[number] }
  | { kind: 'assign'; dispute: number; assign: boolean }
  | { kind: 'resolve'; dispute: number; outcome: (typeof RESOLUTION_TYPES)[number] };

const disputeIndex = fc.nat({ max: 40 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'ownerReply' as const,
      'otherReply' as const,
      'supportReply' as const,
      'note' as const,
      'file' as const,
    ),
    dispute: disputeIndex,
  }),
  fc.record({
    kind: fc.constant('status' as const),
    dispute: disputeIndex,
    status: fc.constantFrom(...ACTIVE_STATUSES),
  }),
  fc.record({ kind: fc.constant('assign' as const), dispute: disputeIndex, assign: fc.boolean() }),
  fc.record({
    kind: fc.constant('resolve' as const),
    dispute: disputeIndex,
    outcome: fc.constantFrom(...RESOLUTION_TYPES),
  }),
);

async function world() {
  let clock = TEST_NOW;
  const backend = await createTestBackend({ now: () => clock });
  const send = async (method: 'POST', path: string, token: string | null, body: unknown) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (token) headers.set('Cookie', `sid=${token}`);
    const response = await getResponse(
      backend.handlers,
      new Request(`http://localhost${path}`, { method, headers, body: JSON.stringify(body) }),
    );
    if (!response) throw new Error(`nothing answered ${method} ${path}`);
    return {
      status: response.status,
      body: (await response.json()) as { id?: string },
      token: sessionTokenOf(response),
    };
  };
  const owner = (
    await send('POST', '/api/auth/login', null, { username: DEMO_USER.email, password: DEMO_USER.password })
  ).token;
  const asked = await send('POST', '/api/auth/login', null, {
    username: DEMO_ADMIN.email,
    password: DEMO_ADMIN.password,
  });
  // The admin's second step (docs/server.md#two-step-sign-in).
  const admin = (
    await send(
      'POST',
      '/api/auth/login/second-step',
      null,
      secondStepBody(challengeIn(asked.body) ?? '', DEMO_ADMIN.email, clock),
    )
  ).token;
  const registered = await send('POST', '/api/auth/register', null, {
    username: 'other',
    email: 'other@example.org',
    password: 'CorrectHorse1',
    walletAddress: '0xabc',
  });
  const otherId = registered.body.id ?? '';
  const ownerIds = backend.db.data.disputes
    .filter((dispute) => dispute.userId === 'usr-1')
    .map((dispute) => dispute.id);
  const otherIds = [(await send('POST', '/api/disputes', registered.token, validDispute())).body.id ?? ''];

  const hub = createEventHub(backend.db, { now: () => clock });
  const viewers: Record<'owner' | 'other' | 'admin', Viewer> = {
    owner: { userId: 'usr-1', isAdmin: false },
    other: { userId: otherId, isAdmin: false },
    admin: { userId: backend.db.data.users.find((user) => user.email === DEMO_ADMIN.email)?.id ?? '', isAdmin: true },
  };
  const received: Record<keyof typeof viewers, LoggedEvent[]> = { owner: [], other: [], admin: [] };
  for (const name of ['owner', 'other', 'admin'] as const) {
    hub.subscribe(
      { viewer: viewers[name], events: (entries) => received[name].push(...entries), reset: () => undefined },
      null,
    );
  }
  return {
    backend,
    hub,
    send,
    owner,
    admin,
    other: registered.token,
    ownerIds,
    otherIds,
    viewers,
    received,
    tick: () => (clock += MINUTE),
  };
}

type World = Awaited<ReturnType<typeof world>>;

async function apply(w: World, op: Op, n: number): Promise<void> {
  w.tick();
  const all = [...w.ownerIds, ...w.otherIds];
  const id = all[op.dispute % all.length] ?? '';
  const base = `/api/admin/disputes/${id}`;
  const own = (ids: string[]) => ids[op.dispute % ids.length] ?? '';
  if (op.kind === 'ownerReply')
    await w.send('POST', `/api/disputes/${own(w.ownerIds)}/messages`, w.owner, { content: `owner reply ${n}` });
  else if (op.kind === 'otherReply')
    await w.send('POST', `/api/disputes/${own(w.otherIds)}/messages`, w.other, { content: `other reply ${n}` });
  else if (op.kind === 'file') {
    const filed = await w.send(
      'POST',
      '/api/disputes',
      w.other,
      validDispute({ description: `Filed as step ${n} of a property run.` }),
    );
    if (filed.body.id) w.otherIds.push(filed.body.id);
  } else if (op.kind === 'supportReply')
    await w.send('POST', `${base}/messages`, w.admin, { content: `support reply ${n}` });
  else if (op.kind === 'note')
    await w.send('POST', `${base}/messages`, w.admin, { content: `note ${n}`, internal: true });
  else if (op.kind === 'status')
    await w.send('POST', `${base}/status`, w.admin, { status: op.status, note: `moved ${n}` });
  else if (op.kind === 'assign')
    await w.send('POST', `${base}/assign`, w.admin, { adminId: op.assign ? 'usr-2' : null });
  else if (op.kind === 'resolve')
    await w.send('POST', `${base}/resolve`, w.admin, {
      resolutionType: op.outcome,
      refundAmount: 1,
      userResponse: `resolution ${n}`,
    });
}

describe('the live events', () => {
  it('reach exactly their viewers, and never carry an internal note to a user, whatever mix of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        const w = await world();
        const messagesBefore = new Set(
          w.backend.db.data.disputes.flatMap((dispute) => dispute.messages.map((message) => message.id)),
        );
        for (const [n, op] of ops.entries()) await apply(w, op, n);

        const disputes = new Map(w.backend.db.data.disputes.map((dispute) => [dispute.id, dispute]));
        const newMessages = [...disputes.values()].flatMap((dispute) =>
          dispute.messages
            .filter((message) => !messagesBefore.has(message.id))
            .map((message) => ({ dispute, message })),
        );
        const messageIds = (events: LoggedEvent[]) =>
          events.flatMap((entry) => (entry.event.type === 'message.created' ? [entry.event.messageId] : []));

        for (const name of ['owner', 'other'] as const) {
          const viewer = w.viewers[name];
          for (const { event } of w.received[name]) {
            // A user never hears of accounts or settings; of notifications, only their own (checked below).
            expect(['account.updated', 'settings.updated']).not.toContain(event.type);
            if (!('disputeId' in event)) continue;
            expect(disputes.get(event.disputeId)?.userId).toBe(viewer.userId);
            if (event.type === 'message.created') expect(event.internal).toBe(false);
          }
          // And every message of their own disputes that is not a note reached them.
          const theirs = newMessages.filter(
            ({ dispute, message }) => dispute.userId === viewer.userId && message.internal !== true,
          );
          expect(messageIds(w.received[name]).sort()).toEqual(theirs.map(({ message }) => message.id).sort());
        }
        // The admin's stream holds every new message, notes included.
        expect(messageIds(w.received.admin).sort()).toEqual(newMessages.map(({ message }) => message.id).sort());
      }),
      { numRuns: RUNS },
    );
  });

  it("hands a stream one commit's events together: a decision's message and status in one call", async () => {
    const w = await world();
    const calls: string[][] = [];
    w.hub.subscribe(
      {
        viewer: w.viewers.admin,
        events: (entries) => calls.push(entries.map((entry) => entry.event.type)),
        reset: () => undefined,
      },
      null,
    );
    const id = w.otherIds[0] ?? '';
    const decided = await w.send('POST', `/api/admin/disputes/${id}/resolve`, w.admin, {
      resolutionType: 'decline',
      userResponse: 'No transfer left our wallets.',
    });
    expect(decided.status).toBe(200);
    expect(calls).toHaveLength(1);
    expect([...(calls[0] ?? [])].sort()).toEqual(['dispute.updated', 'message.created']);
  });

  it('gives a reconnecting stream what it missed, its own only; a reset for an id of another epoch or after the store was replaced', async () => {
    const w = await world();
    const open = (id: string) =>
      (ACTIVE_STATUSES as readonly string[]).includes(
        w.backend.db.data.disputes.find((dispute) => dispute.id === id)?.status ?? '',
      );
    const [ownDispute = '', othersDispute = ''] = [w.ownerIds.find(open), w.otherIds[0]];
    expect(
      (await w.send('POST', `/api/disputes/${ownDispute}/messages`, w.owner, { content: 'before the disconnect' }))
        .status,
    ).toBe(201);
    const lastSeen = w.received.owner.at(-1)?.id ?? null;
    expect(lastSeen).not.toBeNull();
    const away = await w.send('POST', `/api/admin/disputes/${ownDispute}/messages`, w.admin, { content: 'while away' });
    await w.send('POST', `/api/admin/disputes/${othersDispute}/messages`, w.admin, { content: 'someone else’s' });

    let resets = 0;
    const listener = { viewer: w.viewers.owner, events: () => undefined, reset: () => (resets += 1) };
    const back = w.hub.subscribe(listener, lastSeen);
    const missed = back.missed.kind === 'events' ? back.missed.events.map((entry) => entry.event) : [];
    expect(missed.filter((event) => event.type === 'message.created').map((event) => event.messageId)).toEqual([
      away.body.id,
    ]);
    expect(
      missed.every(
        (event) =>
          event.type === 'notification.created' ||
          (event.type !== 'notification.read' && 'disputeId' in event && event.disputeId === ownDispute),
      ),
    ).toBe(true);

    // Another hub (a restarted server) has another epoch: the old id answers a reset.
    const restarted = createEventHub(w.backend.db, { now: () => TEST_NOW });
    expect(restarted.subscribe(listener, lastSeen).missed).toEqual({ kind: 'reset' });
    restarted.close();

    // The whole store replaced: open streams are told, and the ids from before answer a reset.
    await w.backend.db.reset();
    expect(resets).toBe(1);
    expect(w.hub.subscribe(listener, lastSeen).missed).toEqual({ kind: 'reset' });
  });
});
