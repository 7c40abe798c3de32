/**
 * Property: an internal note never reaches a user (docs/server.md#support-desk). Random mixes of
 * user replies, support replies, internal notes, assignments, status moves and resolutions go
 * through the real handlers; then everything the owner and another user can read is searched for
 * every note, its id and its time, and the owner's thread and rows must be exactly what the
 * non-internal messages make.
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACTIVE_STATUSES, RESOLUTION_TYPES, type Dispute, type DisputeSummary } from '../../src/api';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { createTestBackend, TEST_NOW } from '../node';
import { sessionTokenOf } from '../../tests/kit/sessionCookie';
import { challengeIn, secondStepBody } from '../../tests/kit/twoStepSignIn';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
const MINUTE = 60_000;

interface Answer {
  status: number;
  text: string;
  token: string | null;
}

type Op =
  | { kind: 'userReply' | 'supportReply' | 'note'; dispute: number }
  | { kind: 'status'; dispute: number; status: (typeof ACTIVE_STATUSES)[number] }
  | { kind: 'assign'; dispute: number; assign: boolean }
  | { kind: 'resolve'; dispute: number; outcome: (typeof RESOLUTION_TYPES)[number] };

const disputeIndex = fc.nat({ max: 40 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('userReply' as const, 'supportReply' as const, 'note' as const, 'note' as const),
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
  const send = async (method: 'GET' | 'POST', path: string, token: string | null, body?: unknown): Promise<Answer> => {
    const headers = new Headers(body === undefined ? {} : { 'Content-Type': 'application/json' });
    if (token) headers.set('Cookie', `sid=${token}`);
    const response = await getResponse(
      backend.handlers,
      new Request(`http://localhost${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!response) throw new Error(`nothing answered ${method} ${path}`);
    return { status: response.status, text: await response.text(), token: sessionTokenOf(response) };
  };
  const login = async (username: string, password: string) => {
    const first = await send('POST', '/api/auth/login', null, { username, password });
    const challenge = first.status === 401 ? challengeIn(first.text) : null;
    if (!challenge) return first.token;
    return (await send('POST', '/api/auth/login/second-step', null, secondStepBody(challenge, username, clock))).token;
  };
  const owner = await login(DEMO_USER.email, DEMO_USER.password);
  const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const other = (
    await send('POST', '/api/auth/register', null, {
      username: 'other',
      email: 'other@example.org',
      password: 'CorrectHorse1',
      walletAddress: '0xabc',
    })
  ).token;
  const own = backend.db.data.disputes.filter((dispute) => dispute.userId === 'usr-1').map((dispute) => dispute.id);
  // A few of the admin list's other disputes too, so notes land on disputes the user does not own.
  const ids = [
    ...own,
    ...backend.db.data.disputes
      .filter((dispute) => dispute.userId !== 'usr-1')
      .slice(0, 5)
      .map((dispute) => dispute.id),
  ];
  return { backend, send, owner, admin, other, ids, tick: () => (clock += MINUTE) };
}

type World = Awaited<ReturnType<typeof world>>;

async function apply(w: World, op: Op, n: number): Promise<void> {
  w.tick();
  const id = w.ids[op.dispute % w.ids.length] ?? '';
  const base = `/api/admin/disputes/${id}`;
  if (op.kind === 'userReply')
    await w.send('POST', `/api/disputes/${id}/messages`, w.owner, { content: `user reply ${n}` });
  else if (op.kind === 'supportReply')
    await w.send('POST', `${base}/messages`, w.admin, { content: `support reply ${n}` });
  else if (op.kind === 'note')
    await w.send('POST', `${base}/messages`, w.admin, { content: `SECRET-NOTE-${n}`, internal: true });
  else if (op.kind === 'status')
    await w.send('POST', `${base}/status`, w.admin, { status: op.status, note: `moved ${n}` });
  else if (op.kind === 'assign')
    await w.send('POST', `${base}/assign`, w.admin, { adminId: op.assign ? 'usr-2' : null });
  else if (op.kind === 'resolve')
    await w.send('POST', `${base}/resolve`, w.admin, {
      resolutionType: op.outcome,
      refundAmount: 1,
      userResponse: `resolution response ${n}`,
    });
}

/** Everything `token`'s account can read, as the texts of the answers. */
async function readable(
  w: World,
  token: string | null,
): Promise<{ texts: string[]; list: DisputeSummary[]; disputes: Dispute[] }> {
  const list = await w.send('GET', '/api/disputes', token);
  const rows = JSON.parse(list.text) as DisputeSummary[];
  const reads = await Promise.all([
    ...rows.map((row) => w.send('GET', `/api/disputes/${encodeURIComponent(row.id)}`, token)),
    w.send('GET', '/api/notifications', token),
    w.send('GET', '/api/disputes/last-created', token),
    w.send('GET', '/api/auth/me', token),
  ]);
  const disputes = reads.slice(0, rows.length).map((answer) => JSON.parse(answer.text) as Dispute);
  return { texts: [list.text, ...reads.map((answer) => answer.text)], list: rows, disputes };
}

describe('internal notes', () => {
  it('never reach a user, whatever mix of writes came before', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 30 }), async (ops) => {
        const w = await world();
        for (const [n, op] of ops.entries()) await apply(w, op, n);
        const stored = w.backend.db.data.disputes;
        const notes = stored.flatMap((dispute) => dispute.messages.filter((message) => message.internal === true));
        const noteTimes = new Set(notes.map((note) => note.timestamp));

        for (const token of [w.owner, w.other]) {
          const seen = await readable(w, token);
          for (const text of seen.texts) {
            expect(text).not.toContain('SECRET-NOTE');
            for (const note of notes) expect(text).not.toContain(`"${note.id}"`);
          }
          for (const dispute of seen.disputes) {
            const visible =
              stored
                .find((candidate) => candidate.id === dispute.id)
                ?.messages.filter((message) => message.internal !== true) ?? [];
            expect(dispute.messages.map((message) => message.id)).toEqual(visible.map((message) => message.id));
            expect(dispute.messages.every((message) => message.internal === false)).toBe(true);
          }
          for (const row of seen.list) {
            // Times are unique per write here, so a row dated by a note would show one of the notes' times.
            if (row.lastMessageAt !== null) expect(noteTimes.has(row.lastMessageAt), row.id).toBe(false);
          }
        }
        // The notes are there for admins.
        const adminTexts = await Promise.all(
          notes.map((note) =>
            w.send('GET', `/api/admin/disputes/${stored.find((d) => d.messages.includes(note))?.id}`, w.admin),
          ),
        );
        for (const [index, note] of notes.entries()) expect(adminTexts[index]?.text).toContain(note.content);
      }),
      { numRuns: RUNS },
    );
  });
});
