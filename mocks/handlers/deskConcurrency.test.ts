/**
 * Two admins (and the owner) acting on one dispute at the same moment: an assignment, a reply, a
 * note, a status move and the owner's reply all pass their checks before any of them is stored,
 * then queue for the store. Each re-reads the dispute inside its write, so every one of them is
 * kept, whatever order they land in (docs/server.md#support-desk).
 */
import fc from 'fast-check';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_SUPPORT, DEMO_USER } from '../db/seed';
import { createTestBackend } from '../node';
import { slowDriver } from '../db/testSeed';
import { sessionTokenOf } from '../../tests/kit/sessionCookie';
import { challengeIn, secondStepBody } from '../../tests/kit/twoStepSignIn';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);

async function setUp() {
  const backend = await createTestBackend({ driver: slowDriver() });
  const send = async (path: string, token: string | null, body: unknown) => {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (token) headers.set('Cookie', `sid=${token}`);
    const response = await getResponse(
      backend.handlers,
      new Request(`http://localhost${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    );
    if (!response) throw new Error(`nothing answered ${path}`);
    return { status: response.status, token: sessionTokenOf(response), text: await response.text() };
  };
  const login = async ({ email, password }: { email: string; password: string }) => {
    const first = await send('/api/auth/login', null, { username: email, password });
    const challenge = first.status === 401 ? challengeIn(first.text) : null;
    if (!challenge) return first.token;
    return (await send('/api/auth/login/second-step', null, secondStepBody(challenge, email))).token;
  };
  return {
    backend,
    send,
    first: await login(DEMO_ADMIN),
    second: await login(DEMO_SUPPORT),
    owner: await login(DEMO_USER),
  };
}

const KINDS = ['assign', 'reply', 'note', 'status', 'userReply'] as const;

describe('two admins on one dispute at once', () => {
  it('keep every write: the assignment, the reply, the note, the status and the owner’s reply', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.shuffledSubarray([...KINDS], { minLength: KINDS.length }),
        fc.array(fc.nat({ max: 2 }), { minLength: 5, maxLength: 5 }),
        async (order, waits) => {
          const { backend, send, first, second, owner } = await setUp();
          const id =
            backend.db.data.disputes.find((dispute) => dispute.userId === 'usr-1' && dispute.status === 'New')?.id ??
            '';
          const base = `/api/admin/disputes/${id}`;
          const calls = {
            assign: () => send(`${base}/assign`, first, { adminId: 'usr-2' }),
            reply: () => send(`${base}/messages`, second, { content: 'Second admin: reply' }),
            note: () => send(`${base}/messages`, first, { content: 'First admin: note', internal: true }),
            status: () => send(`${base}/status`, first, { status: 'Under Review' }),
            userReply: () => send(`/api/disputes/${id}/messages`, owner, { content: 'Owner: reply' }),
          };
          const answers = await Promise.all(
            order.map(async (kind, index) => {
              await new Promise((done) => setTimeout(done, waits[index] ?? 0));
              return [kind, (await calls[kind]()).status] as const;
            }),
          );
          expect(Object.fromEntries(answers)).toEqual({
            assign: 200,
            reply: 201,
            note: 201,
            status: 200,
            userReply: 201,
          });

          const dispute = backend.db.data.disputes.find((candidate) => candidate.id === id);
          expect(dispute?.assignee?.id).toBe('usr-2');
          // Whichever landed first, the reply (New → In Progress) or the move, it ends Under Review.
          expect(dispute?.status).toBe('Under Review');
          expect(dispute?.messages.map((message) => message.content).sort()).toEqual([
            'First admin: note',
            'Owner: reply',
            'Second admin: reply',
          ]);
          const details = dispute?.timeline.map((entry) => entry.details) ?? [];
          expect(details).toContain('Assigned to Sam Rivera');
          expect(details.some((detail) => detail.endsWith('to Under Review'))).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
