/**
 * A message after a decision reaches someone (docs/server.md#support-desk): a user's message on a
 * Resolved or Rejected dispute makes it wait on support and tells its assignee, or every admin while
 * nobody holds it; support answers without changing the decision, or reopens it
 * (docs/statuses.md#transitions).
 */
import { describe, expect, it } from 'vitest';
import { calls } from '../../src/api';
import { REOPEN_REASON_MESSAGE } from '../../src/api/admin';
import { DEMO_SUPPORT } from '../db/seed';
import { repliedAfterClosingTitle } from './disputes';
import { NOT_CLOSED_MESSAGE, reopenedDetails } from './desk';
import {
  expectFieldError,
  expectRejected,
  raw,
  readList,
  signInAsAdmin,
  signInAsDemoUser,
  startTestBackend,
} from '../../tests/kit/handlerTestkit';

const backend = startTestBackend();
const SAM = { id: 'usr-2', name: 'Sam Rivera' };

const stored = (id: string) => backend.db.data.disputes.find((dispute) => dispute.id === id);
const demoDispute = (status: string) => {
  const dispute = backend.db.data.disputes.find(
    (candidate) => candidate.userId === 'usr-1' && candidate.status === status,
  );
  if (!dispute) throw new Error(`no ${status} dispute for the demo user`);
  return dispute;
};
const jordanId = () => backend.db.data.users.find((user) => user.email === DEMO_SUPPORT.email)?.id;
const lateReplyNotices = (disputeId: string) =>
  backend.db.data.notifications.filter((notice) => notice.title === repliedAfterClosingTitle(disputeId));
const adminRow = async (id: string) => (await readList(calls.getAdminDisputes())).find((row) => row.id === id);

/** A dispute of the demo user, held by `assignee` (or nobody), then resolved now by Sam. */
async function resolvedDispute(assignee: string | null = null) {
  await signInAsAdmin();
  const { id } = demoDispute('In Progress');
  await calls.assignDispute({ id, body: { adminId: assignee } });
  await calls.resolveDispute({
    id,
    body: { resolutionType: 'refund', refundAmount: 1, userResponse: 'Refund approved.' },
  });
  return id;
}

describe('a user who writes on a closed dispute', () => {
  it('makes it wait on support since that message, its status kept, and tells its assignee once per wait', async () => {
    const id = await resolvedDispute(SAM.id);
    await signInAsDemoUser();
    const first = await calls.postDisputeMessage({ id, body: { content: 'Nothing has arrived yet.' } });
    await calls.postDisputeMessage({ id, body: { content: 'Still nothing.' } });
    expect(stored(id)?.status).toBe('Resolved');

    await signInAsAdmin();
    expect(await adminRow(id)).toMatchObject({
      status: 'Resolved',
      awaiting: 'support',
      awaitingSince: first.timestamp,
    });
    expect(lateReplyNotices(id)).toEqual([expect.objectContaining({ userId: SAM.id, disputeId: id, type: 'warning' })]);
    const bell = await readList(calls.getNotifications());
    expect(bell.filter((notice) => notice.title === repliedAfterClosingTitle(id))).toHaveLength(1);
  });

  it('tells every admin while nobody holds it, again after support answered', async () => {
    const id = await resolvedDispute();
    const jordan = jordanId();
    await signInAsDemoUser();
    await calls.postDisputeMessage({ id, body: { content: 'Nothing has arrived yet.' } });
    expect(
      lateReplyNotices(id)
        .map((notice) => notice.userId)
        .sort(),
    ).toEqual([SAM.id, jordan].sort());

    await signInAsAdmin();
    await calls.postAdminMessage({ id, body: { content: 'We are checking with the bank.' } });
    await signInAsDemoUser();
    await calls.postDisputeMessage({ id, body: { content: 'Thanks, any news?' } });
    expect(lateReplyNotices(id)).toHaveLength(4);
  });

  it('waits no more once support answers, and the answer keeps the decision', async () => {
    const id = await resolvedDispute();
    await signInAsDemoUser();
    await calls.postDisputeMessage({ id, body: { content: 'Nothing has arrived yet.' } });
    await signInAsAdmin();
    const timeline = stored(id)?.timeline.length;
    // An internal note answers nobody.
    await calls.postAdminMessage({ id, body: { content: 'Ask the bank.', internal: true } });
    expect((await adminRow(id))?.awaiting).toBe('support');
    const reply = await calls.postAdminMessage({ id, body: { content: 'The bank sends it tomorrow.' } });
    expect(reply).toMatchObject({ isFromAdmin: true, internal: false, author: SAM });
    expect(stored(id)).toMatchObject({ status: 'Resolved', resolution: expect.objectContaining({ type: 'refund' }) });
    expect(stored(id)?.timeline).toHaveLength(timeline ?? 0);
    expect(await adminRow(id)).toMatchObject({ awaiting: null, awaitingSince: null });
  });

  it('is not waited on for what they wrote before the decision', async () => {
    await signInAsDemoUser();
    const { id } = demoDispute('In Progress');
    await calls.postDisputeMessage({ id, body: { content: 'Any news?' } });
    await signInAsAdmin();
    // A closing without a message of its own (a record kept by another writer) leaves the user last.
    await backend.db.write((tx) => {
      const current = tx.data.disputes.find((dispute) => dispute.id === id);
      if (!current) throw new Error('no dispute');
      const resolvedAt = new Date(Date.parse(current.messages.at(-1)?.timestamp ?? '') + 1000).toISOString();
      tx.put('disputes', {
        ...current,
        status: 'Rejected',
        resolution: { type: 'decline', refundAmount: null, resolvedAt },
      });
    });
    expect(await adminRow(id)).toMatchObject({ awaiting: null, awaitingSince: null });
  });
});

describe('POST /api/admin/disputes/{id}/reopen', () => {
  it('moves a closed dispute to In Progress, names who and why, keeps the decision in the timeline and tells the owner', async () => {
    const id = await resolvedDispute();
    const decision = stored(id)?.timeline.at(-1);
    const reopened = await calls.reopenDispute({ id, body: { reason: '  The refund bounced.  ' } });
    expect(reopened.status).toBe('In Progress');
    expect(reopened.timeline.at(-1)).toMatchObject({
      status: 'In Progress',
      details: reopenedDetails('Resolved', 'The refund bounced.'),
      actor: SAM,
    });
    expect(reopened.timeline).toContainEqual(decision);
    expect(stored(id)?.resolution).toBeNull();
    expect(backend.db.data.notifications.filter((notice) => notice.disputeId === id).at(-1)).toMatchObject({
      userId: 'usr-1',
      title: `Dispute ${id}: In Progress`,
      message: 'Support reopened your dispute: The refund bounced.',
    });
    // Active again: the desk's other calls take it, and it can be decided anew.
    expect((await calls.assignDispute({ id, body: { adminId: SAM.id } })).assignee).toEqual(SAM);
    await signInAsDemoUser();
    expect((await calls.getDispute({ id })).timeline.map((entry) => entry.details)).toContain(
      reopenedDetails('Resolved', 'The refund bounced.'),
    );
  });

  it('refuses no reason (400), an active dispute (409), an unknown one (404) and a user (403)', async () => {
    const id = await resolvedDispute();
    const path = `/api/admin/disputes/${id}/reopen`;
    await expectFieldError(backend, () => raw('POST', path, { reason: '   ' }), 'reason', REOPEN_REASON_MESSAGE);
    await expectFieldError(backend, () => raw('POST', path, {}), 'reason', REOPEN_REASON_MESSAGE);
    await expectFieldError(
      backend,
      () => raw('POST', path, { reason: 'x'.repeat(5001) }),
      'reason',
      'Must be at most 5000 characters',
    );
    const active = demoDispute('Under Review');
    const refused = await expectRejected(backend, 409, () =>
      raw('POST', `/api/admin/disputes/${active.id}/reopen`, { reason: 'Why not.' }),
    );
    expect(refused.json).toEqual({ message: NOT_CLOSED_MESSAGE });
    await expectRejected(backend, 404, () => raw('POST', '/api/admin/disputes/DSP-999999/reopen', { reason: 'Why.' }));
    await signInAsDemoUser();
    await expectRejected(backend, 403, () => raw('POST', path, { reason: 'I want it open.' }));
    expect(stored(id)?.status).toBe('Resolved');
  });
});
