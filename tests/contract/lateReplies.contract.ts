/**
 * A message after a decision reaches someone (extensions; docs/server.md#support-desk,
 * docs/statuses.md#transitions): a user's reply on a closed dispute waits on support and tells its
 * assignee once, by the bell and the live stream; support reopens it, and the owner sees that live.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { readEventStream, type EventStreamReader, type StreamMessage } from '../../mocks/events/readEventStream';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { as, statusOf, type Identity } from './identities';

const openStreams: EventStreamReader[] = [];
afterAll(async () => {
  await Promise.all(openStreams.map((stream) => stream.cancel().catch(() => undefined)));
});

/** The identity's live stream, read to its `ready`. */
async function liveStream(identity: Identity): Promise<EventStreamReader> {
  const response = await identity.fetch(`${BASE_URL}/api/events`, { headers: { Accept: 'text/event-stream' } });
  if (response.status !== 200 || !response.body) throw new Error(`GET /api/events answered ${response.status}`);
  const stream = readEventStream(response.body);
  openStreams.push(stream);
  await stream.until('ready');
  return stream;
}

/** Reads on until an event passes `done`, and answers everything read on the way. */
async function readUntil(stream: EventStreamReader, done: (message: StreamMessage) => boolean) {
  const read: StreamMessage[] = [];
  for (;;) {
    const message = await stream.next();
    if (!message) throw new Error('the stream ended');
    read.push(message);
    if (done(message)) return read;
  }
}

const about = (disputeId: string) => (message: StreamMessage) =>
  typeof message.data === 'object' && message.data !== null && 'disputeId' in message.data
    ? message.data.disputeId === disputeId
    : false;

let owner: Identity;
let admin: Identity;
let adminId = '';
let disputeId = '';

beforeAll(async () => {
  owner = await registerUser('late');
  admin = await signInAdmin();
  adminId = (await as(admin, api.calls.getCurrentUser)).id;
  disputeId = (await as(owner, () => api.calls.createDispute({ body: validDispute() }))).id;
  await as(admin, () => api.calls.assignDispute({ id: disputeId, body: { adminId } }));
  await as(admin, () =>
    api.calls.resolveDispute({
      id: disputeId,
      body: { resolutionType: 'refund', refundAmount: 10, userResponse: 'Refund approved.' },
    }),
  );
});

describe('a reply on a closed dispute (extension)', () => {
  it('is accepted (201), waits on support with its decision kept, and tells the assignee once, live and by the bell', async () => {
    const stream = await liveStream(admin);
    const message = await as(owner, () =>
      api.calls.postDisputeMessage({ id: disputeId, body: { content: 'Nothing has arrived yet.' } }),
    );
    expect(message).toMatchObject({ isFromAdmin: false, content: 'Nothing has arrived yet.' });

    const row = api
      .readable(await as(admin, api.calls.getAdminDisputes))
      .find((candidate) => candidate.id === disputeId);
    expect(row).toMatchObject({ status: 'Resolved', awaiting: 'support', awaitingSince: message.timestamp });
    // The admin's dispute says the same as its row: the review page reads it there.
    expect(await as(admin, () => api.calls.getAdminDispute({ id: disputeId }))).toMatchObject({
      status: 'Resolved',
      awaiting: 'support',
      awaitingSince: message.timestamp,
    });

    const notices = api
      .readable(await as(admin, api.calls.getNotifications))
      .filter((notice) => notice.disputeId === disputeId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ title: `Dispute ${disputeId}: replied after closing` });

    // A marker written after: everything the reply made reaches the stream before it.
    const marker = await as(admin, () =>
      api.calls.postAdminMessage({ id: disputeId, body: { content: 'Checking with the bank.', internal: true } }),
    );
    const seen = await readUntil(
      stream,
      (event) => event.event === 'message.created' && (event.data as { messageId?: string }).messageId === marker.id,
    );
    const created = seen.filter((event) => event.event === 'message.created' && about(disputeId)(event));
    expect(created.map((event) => event.data)).toEqual([
      { disputeId, messageId: message.id },
      { disputeId, messageId: marker.id },
    ]);
    const noticeEvents = seen.filter(
      (event) => event.event === 'notification.created' && (event.data as { id?: string }).id === notices[0]?.id,
    );
    expect(noticeEvents).toHaveLength(1);
  });

  it('a user cannot reopen it (403); an admin needs a reason (400), a closed dispute (409) and a real one (404)', async () => {
    const path = `/api/admin/disputes/${disputeId}/reopen`;
    const post = (identity: Identity, target: string, body: unknown) =>
      identity.fetch(`${BASE_URL}${target}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json' },
      });
    expect((await post(owner, path, { reason: 'Please look again.' })).status).toBe(403);
    const blank = await post(admin, path, { reason: '  ' });
    expect(blank.status).toBe(400);
    expect(await blank.json()).toMatchObject({ message: expect.any(String) });
    expect((await post(admin, '/api/admin/disputes/DSP-does-not-exist/reopen', { reason: 'Why.' })).status).toBe(404);
    const active = await as(owner, () => api.calls.createDispute({ body: validDispute() }));
    expect(await statusOf(admin, () => api.calls.reopenDispute({ id: active.id, body: { reason: 'Why.' } }))).toBe(409);
    expect((await as(owner, () => api.calls.getDispute({ id: disputeId }))).status).toBe('Resolved');
  });

  it('reopens to In Progress with an entry naming the admin and the reason; the owner sees it live', async () => {
    const stream = await liveStream(owner);
    const reopened = await as(admin, () =>
      api.calls.reopenDispute({ id: disputeId, body: { reason: 'The refund bounced.' } }),
    );
    expect(reopened.status).toBe('In Progress');
    expect(reopened.timeline.at(-1)).toMatchObject({ status: 'In Progress', actor: { id: adminId } });
    expect(reopened.timeline.at(-1)?.details).toContain('The refund bounced.');
    // The decision stays in the history.
    expect(reopened.timeline.some((entry) => entry.status === 'Resolved')).toBe(true);
    const seen = await readUntil(stream, (event) => event.event === 'dispute.updated' && about(disputeId)(event));
    expect(seen.at(-1)?.data).toEqual({ disputeId, changed: ['status'] });
    // Reopened, it still waits on support: the user wrote last, on an active dispute now.
    expect(await as(admin, () => api.calls.getAdminDispute({ id: disputeId }))).toMatchObject({
      status: 'In Progress',
      awaiting: 'support',
    });
    const mine = await as(owner, () => api.calls.getDispute({ id: disputeId }));
    expect(mine.status).toBe('In Progress');
    expect(mine.timeline.at(-1)?.details).toContain('The refund bounced.');
  });
});
