/**
 * `GET /api/events` through the shared handlers (docs/server.md#live-updates): who receives what,
 * resuming, and every way a stream ends or is refused. Over real HTTP:
 * tests/contract/liveEvents.contract.ts.
 */
import { getResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import type { MockBackend, MockBackendOptions } from '../backend';
import { readEventStream, type EventStreamReader } from '../events/readEventStream';
import { MAX_QUEUED_BYTES } from '../events/liveStreams';
import { createTestBackend, TEST_NOW } from '../node';
import { TOO_MANY_STREAMS_MESSAGE } from './events';
import { sessionTokenOf } from '../../tests/kit/sessionCookie';
import { challengeIn, secondStepBody } from '../../tests/kit/twoStepSignIn';

const opened: MockBackend[] = [];
afterEach(() => {
  for (const backend of opened.splice(0)) backend.liveStreams.close();
});

async function world(options: Partial<MockBackendOptions> = {}) {
  let clock = TEST_NOW;
  const backend = await createTestBackend({ now: () => clock, ...options });
  opened.push(backend);
  const send = async (
    method: 'GET' | 'POST',
    path: string,
    token: string | null,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const all = new Headers(body === undefined ? headers : { 'Content-Type': 'application/json', ...headers });
    if (token) all.set('Cookie', `sid=${token}`);
    const response = await getResponse(
      backend.handlers,
      new Request(`http://localhost${path}`, {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    if (!response) throw new Error(`nothing answered ${method} ${path}`);
    return response;
  };
  const login = async (username: string, password: string) => {
    let response = await send('POST', '/api/auth/login', null, { username, password });
    // The admin's second step (docs/server.md#two-step-sign-in).
    const challenge = response.status === 401 ? challengeIn(await response.clone().text()) : null;
    if (challenge)
      response = await send('POST', '/api/auth/login/second-step', null, secondStepBody(challenge, username, clock));
    const token = sessionTokenOf(response);
    if (!token) throw new Error(`${username} could not sign in`);
    return token;
  };
  const user = await login(DEMO_USER.email, DEMO_USER.password);
  const admin = await login(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const openStream = async (token: string | null, headers: Record<string, string> = {}, query = '') => {
    const response = await send('GET', `/api/events${query}`, token, undefined, headers);
    return { response, stream: response.body && response.status === 200 ? readEventStream(response.body) : null };
  };
  const ownDispute = backend.db.data.disputes.find(
    (dispute) => dispute.userId === 'usr-1' && ['New', 'In Progress', 'Under Review'].includes(dispute.status),
  );
  if (!ownDispute) throw new Error('the seed has no open dispute of the demo user');
  return { backend, send, user, admin, openStream, disputeId: ownDispute.id, advance: (ms: number) => (clock += ms) };
}

async function ready(stream: EventStreamReader | null) {
  if (!stream) throw new Error('no stream');
  return stream.until('ready');
}

describe('GET /api/events', () => {
  it('refuses a caller without a session (401)', async () => {
    const w = await world();
    const { response } = await w.openStream(null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'You need to sign in first' });
  });

  it('opens a text/event-stream that says how long to wait before reconnecting and when it is ready', async () => {
    const w = await world();
    const { response, stream } = await w.openStream(w.user);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const first = await ready(stream);
    // `ready` names every event type the stream sends (an extension of the event's data). Its id
    // follows the world's two sign-ins, each a `sessions.updated` of its own account.
    expect(first).toEqual([
      {
        id: expect.stringMatching(/^[a-z0-9]+\.2$/),
        event: 'ready',
        data: {
          events: [
            'message.created',
            'dispute.updated',
            'notification.created',
            'notification.read',
            'account.updated',
            'settings.updated',
            'sessions.updated',
          ],
        },
      },
    ]);
  });

  it('gives the owner support’s reply, and admins every message, but never an internal note to the owner', async () => {
    const w = await world();
    const owner = (await w.openStream(w.user)).stream;
    const admin = (await w.openStream(w.admin)).stream;
    await ready(owner);
    await ready(admin);
    await w.send('POST', `/api/admin/disputes/${w.disputeId}/messages`, w.admin, { content: 'A note', internal: true });
    await w.send('POST', `/api/admin/disputes/${w.disputeId}/messages`, w.admin, { content: 'We are on it' });
    const stored = w.backend.db.data.disputes.find((dispute) => dispute.id === w.disputeId)?.messages ?? [];
    const [note, reply] = stored.slice(-2);
    const ownerSees = await owner?.until('message.created');
    expect(ownerSees?.map((message) => message.data)).toEqual([{ disputeId: w.disputeId, messageId: reply?.id }]);
    const adminSees = [await admin?.next(), await admin?.next()];
    expect(adminSees.map((message) => message?.data)).toEqual([
      { disputeId: w.disputeId, messageId: note?.id },
      { disputeId: w.disputeId, messageId: reply?.id },
    ]);
  });

  it('tells the owner a status moved, with an id to resume from', async () => {
    const w = await world();
    const owner = (await w.openStream(w.user)).stream;
    await ready(owner);
    const now = w.backend.db.data.disputes.find((dispute) => dispute.id === w.disputeId)?.status;
    const moved = await w.send('POST', `/api/admin/disputes/${w.disputeId}/status`, w.admin, {
      status: now === 'Under Review' ? 'In Progress' : 'Under Review',
    });
    expect(moved.status).toBe(200);
    const [event] = (await owner?.until('dispute.updated')) ?? [];
    expect(event).toEqual({
      id: expect.stringMatching(/^[a-z0-9]+\.\d+$/),
      event: 'dispute.updated',
      data: { disputeId: w.disputeId, changed: ['status'] },
    });
  });

  it('replays what a reconnecting stream missed, by Last-Event-ID or by the lastEventId query', async () => {
    const w = await world();
    const first = (await w.openStream(w.user)).stream;
    const [{ id: resumeFrom } = { id: undefined }] = await ready(first);
    await first?.cancel();
    await w.send('POST', `/api/admin/disputes/${w.disputeId}/messages`, w.admin, { content: 'While you were away' });
    for (const how of ['header', 'query'] as const) {
      const again = await w.openStream(
        w.user,
        how === 'header' ? { 'Last-Event-ID': String(resumeFrom) } : {},
        how === 'query' ? `?lastEventId=${resumeFrom}` : '',
      );
      const seen = await ready(again.stream);
      // Support's reply, and the notification it sends the owner.
      expect(seen.map((message) => message.event)).toEqual(['message.created', 'notification.created', 'ready']);
      await again.stream?.cancel();
    }
  });

  it('tells a stream resuming from an id it does not know (another epoch, a restart) to refetch everything', async () => {
    const w = await world();
    const { stream } = await w.openStream(w.user, { 'Last-Event-ID': 'elsewhere.12' });
    expect((await ready(stream)).map((message) => message.event)).toEqual(['reset', 'ready']);
  });

  it('ends at once when its session signs out, or its account is suspended', async () => {
    const w = await world();
    const { stream } = await w.openStream(w.user);
    await ready(stream);
    await w.send('POST', '/api/auth/logout', w.user);
    expect((await stream?.end())?.how).toBe('closed');

    const other = await w.send('POST', '/api/auth/login', null, {
      username: DEMO_USER.email,
      password: DEMO_USER.password,
    });
    const token = sessionTokenOf(other);
    const second = (await w.openStream(token)).stream;
    await ready(second);
    await w.send('POST', '/api/admin/users/usr-1/suspend', w.admin);
    expect((await second?.end())?.how).toBe('closed');
    expect(w.backend.liveStreams.count).toBe(0);
  });

  it('ends when its session expires, though nothing is written', async () => {
    const w = await world({ sessions: { idleMs: 60_000, absoluteMs: 3_600_000 } });
    const { stream } = await w.openStream(w.user);
    await ready(stream);
    w.advance(61_000);
    // Found by the once-a-second look at every stream's session.
    expect((await stream?.end())?.how).toBe('closed');
  });

  it('answers 429 past the streams a session may hold, and past the streams in all', async () => {
    const w = await world({ streamLimits: { perSession: 2, total: 3 } });
    await w.openStream(w.user);
    await w.openStream(w.user);
    const third = await w.openStream(w.user);
    expect(third.response.status).toBe(429);
    expect(await third.response.json()).toEqual({ message: TOO_MANY_STREAMS_MESSAGE });
    expect((await w.openStream(w.admin)).response.status).toBe(200);
    expect((await w.openStream(w.admin)).response.status).toBe(429);
    expect(w.backend.liveStreams.count).toBe(3);
  });

  it('lets go of a stream when its reader cancels, so it no longer counts', async () => {
    const w = await world({ streamLimits: { perSession: 1, total: 10 } });
    const first = await w.send('GET', '/api/events', w.user);
    expect(w.backend.liveStreams.count).toBe(1);
    await first.body?.cancel();
    expect(w.backend.liveStreams.count).toBe(0);
    expect((await w.openStream(w.user)).response.status).toBe(200);
  });

  it('disconnects a reader that falls too far behind instead of queueing without bound', async () => {
    const w = await world();
    const { stream } = await w.openStream(w.user);
    await ready(stream);
    // Nobody reads while far more than the bound is produced: notifications for everyone, one write.
    const count = Math.ceil(MAX_QUEUED_BYTES / 40);
    await w.backend.db.write((tx) => {
      for (let n = 0; n < count; n += 1) {
        tx.put('notifications', {
          id: `flood-${n}`,
          userId: null,
          title: 'Flood',
          message: 'Flood',
          date: new Date(TEST_NOW).toISOString(),
          type: 'info',
        });
      }
    });
    expect(w.backend.liveStreams.count).toBe(0);
    expect((await stream?.end())?.how).toBe('errored');
  });
});
