/**
 * Extension of the contract: notifications that can be read (docs/server.md#notifications).
 * POST /api/notifications/{id}/read answers the notification as the caller now reads it;
 * POST /api/notifications/read-all answers 204. Read state is per user: a notification for
 * everyone is read by each person on their own. Marking is idempotent, and marks made at once
 * never undo each other.
 */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { calls, type Notification } from '../../src/api';
import { DEMO_ADMIN, DEMO_USER } from '../db/seed';
import { createTestBackend } from '../node';
import { slowDriver } from '../db/testSeed';
import {
  expectRejected,
  raw,
  readList,
  registerFreshUser,
  signInAsAdmin,
  signInAsDemoUser,
  snapshot,
  startTestBackend,
  statusOf,
  validDispute,
} from '../../tests/kit/handlerTestkit';
import { challengeIn, postLoginWithCode, secondStepBody } from '../../tests/kit/twoStepSignIn';

const backend = startTestBackend();

const DEMO_USER_ID = 'usr-1';
const DEMO_ADMIN_ID = 'usr-2';
const NOT_FOUND = { message: 'Notification not found' };

const stored = (id: string) => backend.db.data.notifications.find((notification) => notification.id === id);
const forEveryone = () => {
  const found = backend.db.data.notifications.find((notification) => notification.userId === null);
  if (!found) throw new Error('the seed has no notification for everyone');
  return found;
};
const ownOf = (userId: string) =>
  backend.db.data.notifications.filter((notification) => notification.userId === userId);

/** The caller's notifications by id: whether each is read. */
async function readState(): Promise<Record<string, boolean>> {
  const listed: Notification[] = await readList(calls.getNotifications());
  return Object.fromEntries(listed.map((notification) => [notification.id, notification.read]));
}

/** The `sid=…` pair of a raw sign-in, to send one account's requests beside the shared cookie jar's. */
async function sessionCookie(account: { email: string; password: string }): Promise<string> {
  // With no session of its own: a sign-in ends the session its request came with.
  let response = await raw(
    'POST',
    '/api/auth/login',
    { username: account.email, password: account.password },
    { Cookie: 'sid=' },
  );
  // The second step, for an admin (docs/server.md#two-step-sign-in).
  const challenge = response.status === 401 ? challengeIn(response.json) : null;
  if (challenge)
    response = await raw('POST', '/api/auth/login/second-step', secondStepBody(challenge, account.email), {
      Cookie: 'sid=',
    });
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('sid=')) ?? '';
  return cookie.split(';')[0] ?? '';
}

describe('notifications start unread', () => {
  it('every notification of the seed reads as unread, for everyone it reaches', async () => {
    await signInAsDemoUser();
    const mine = await readState();
    expect(Object.keys(mine).length).toBeGreaterThan(1);
    expect(Object.values(mine).every((read) => !read)).toBe(true);
    await signInAsAdmin();
    expect(await readState()).toEqual({ [forEveryone().id]: false });
  });
});

describe('POST /api/notifications/{id}/read', () => {
  it('→ 200 with the notification read, and only it changes', async () => {
    await signInAsDemoUser();
    const [first, second] = ownOf(DEMO_USER_ID);
    if (!first || !second) throw new Error('the demo user needs two notifications of their own');
    const answer = await calls.markNotificationRead({ id: first.id });
    expect(answer).toEqual({
      id: first.id,
      title: first.title,
      message: first.message,
      date: first.date,
      type: first.type,
      disputeId: first.disputeId ?? null,
      read: true,
    });
    const state = await readState();
    expect(state[first.id]).toBe(true);
    expect(state[second.id]).toBe(false);
    expect(Object.values(state).filter(Boolean)).toHaveLength(1);
    // The answer says whose it is nowhere: no owner, no list of readers.
    const rawAnswer = await raw('POST', `/api/notifications/${first.id}/read`);
    expect(rawAnswer.text).not.toMatch(/userId|readBy|usr-/);
  });

  it('marks a notification for everyone read for the caller alone', async () => {
    const everyone = forEveryone();
    await signInAsDemoUser();
    expect((await calls.markNotificationRead({ id: everyone.id })).read).toBe(true);
    expect((await readState())[everyone.id]).toBe(true);
    expect(stored(everyone.id)?.readBy).toEqual([DEMO_USER_ID]);

    await signInAsAdmin();
    expect((await readState())[everyone.id]).toBe(false);
    await registerFreshUser();
    expect((await readState())[everyone.id]).toBe(false);
  });

  it('is idempotent: marking a read notification again answers the same and writes nothing', async () => {
    await signInAsDemoUser();
    const [first] = ownOf(DEMO_USER_ID);
    if (!first) throw new Error('the demo user has no notification');
    const once = await calls.markNotificationRead({ id: first.id });
    const before = snapshot(backend);
    const twice = await calls.markNotificationRead({ id: first.id });
    expect(twice).toEqual(once);
    expect(snapshot(backend)).toBe(before);
    expect(stored(first.id)?.readBy).toEqual([DEMO_USER_ID]);
  });

  it('→ 404 for another person’s notification, exactly as for an id that does not exist, and writes nothing', async () => {
    const stranger = await registerFreshUser();
    await calls.createDispute({ body: validDispute({ contactEmail: stranger.email }) });
    const [theirs] = ownOf(stranger.id);
    if (!theirs) throw new Error('filing a dispute made no notification');

    await signInAsDemoUser();
    const refused = await expectRejected(backend, 404, () => raw('POST', `/api/notifications/${theirs.id}/read`));
    expect(refused.json).toEqual(NOT_FOUND);
    const unknown = await expectRejected(backend, 404, () => raw('POST', '/api/notifications/ntf-999999/read'));
    expect(unknown.json).toEqual(NOT_FOUND);
    expect(await statusOf(calls.markNotificationRead({ id: theirs.id }))).toBe(404);
    expect(stored(theirs.id)?.readBy).toBeUndefined();

    // An admin has no more right to another person's notifications than anyone else.
    await signInAsAdmin();
    await expectRejected(backend, 404, () => raw('POST', `/api/notifications/${theirs.id}/read`));
  });

  it('a notification that arrives after everything was read is unread', async () => {
    const me = await signInAsDemoUser();
    await calls.markAllNotificationsRead();
    const dispute = backend.db.data.disputes.find(
      (candidate) => candidate.userId === me.id && candidate.status === 'In Progress',
    );
    if (!dispute) throw new Error('the demo user has no dispute in progress');
    await signInAsAdmin();
    await calls.postAdminMessage({ id: dispute.id, body: { content: 'We have asked the exchange for its records.' } });
    await signInAsDemoUser();
    const [newest] = await readList(calls.getNotifications());
    expect(newest).toMatchObject({ title: 'New message from support', disputeId: dispute.id, read: false });
  });
});

describe('POST /api/notifications/read-all', () => {
  it('→ 204 and marks every notification of the caller read, their own and those for everyone', async () => {
    await signInAsDemoUser();
    const response = await raw('POST', '/api/notifications/read-all');
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    const state = await readState();
    expect(Object.keys(state).sort()).toEqual(
      [...ownOf(DEMO_USER_ID), forEveryone()].map((notification) => notification.id).sort(),
    );
    expect(Object.values(state).every(Boolean)).toBe(true);
  });

  it('leaves everyone else’s read state alone', async () => {
    const stranger = await registerFreshUser();
    await calls.createDispute({ body: validDispute({ contactEmail: stranger.email }) });
    await signInAsDemoUser();
    await calls.markAllNotificationsRead();

    await signInAsAdmin();
    expect(await readState()).toEqual({ [forEveryone().id]: false });
    for (const theirs of ownOf(stranger.id)) expect(theirs.readBy).toBeUndefined();
  });

  it('is idempotent: a second call answers 204 and writes nothing', async () => {
    await signInAsDemoUser();
    await calls.markAllNotificationsRead();
    const before = snapshot(backend);
    await calls.markAllNotificationsRead();
    expect(snapshot(backend)).toBe(before);
    for (const notification of [...ownOf(DEMO_USER_ID), forEveryone()])
      expect(notification.readBy).toEqual([DEMO_USER_ID]);
  });

  it('a new account: marks the one for everyone; with nothing left to mark it answers 204 again', async () => {
    await registerFreshUser();
    await calls.markAllNotificationsRead();
    expect(Object.values(await readState()).every(Boolean)).toBe(true);
    await calls.markAllNotificationsRead();
  });
});

describe('marks made at once', () => {
  it('one notification and all of them, from two tabs of one account: every mark is kept', async () => {
    await signInAsDemoUser();
    const [first] = ownOf(DEMO_USER_ID);
    if (!first) throw new Error('the demo user has no notification');
    const [one] = await Promise.all([calls.markNotificationRead({ id: first.id }), calls.markAllNotificationsRead()]);
    expect(one.read).toBe(true);
    expect(Object.values(await readState()).every(Boolean)).toBe(true);
    for (const notification of [...ownOf(DEMO_USER_ID), forEveryone()])
      expect(notification.readBy).toEqual([DEMO_USER_ID]);
  });

  it('two different notifications from two tabs: both are read', async () => {
    await signInAsDemoUser();
    const [first, second] = ownOf(DEMO_USER_ID);
    if (!first || !second) throw new Error('the demo user needs two notifications of their own');
    await Promise.all([calls.markNotificationRead({ id: first.id }), calls.markNotificationRead({ id: second.id })]);
    const state = await readState();
    expect([state[first.id], state[second.id]]).toEqual([true, true]);
  });

  it('two people reading one notification for everyone: each keeps their own mark', async () => {
    const everyone = forEveryone();
    const user = await sessionCookie(DEMO_USER);
    const admin = await sessionCookie(DEMO_ADMIN);
    const answers = await Promise.all([
      raw('POST', `/api/notifications/${everyone.id}/read`, undefined, { Cookie: user }),
      raw('POST', '/api/notifications/read-all', undefined, { Cookie: admin }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 204]);
    expect([...(stored(everyone.id)?.readBy ?? [])].sort()).toEqual([DEMO_USER_ID, DEMO_ADMIN_ID].sort());
  });
});

describe('marks made at once on a store that takes its time', () => {
  it('every person’s marks, and every tab’s, land whatever order the writes run in', async () => {
    const slow = await createTestBackend({ driver: slowDriver() });
    const post = async (path: string, cookie: string, body?: unknown) => {
      const init: RequestInit = { method: 'POST', headers: { Cookie: cookie } };
      if (body !== undefined) init.headers = { Cookie: cookie, 'Content-Type': 'application/json' };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await getResponse(slow.handlers, new Request(`http://localhost${path}`, init));
      if (!response) throw new Error(`nothing answered ${path}`);
      return response;
    };
    const signIn = async (account: { email: string; password: string }) => {
      const response = await postLoginWithCode((path, body) => post(path, '', body), account);
      return (response.headers.getSetCookie().find((header) => header.startsWith('sid=')) ?? '').split(';')[0] ?? '';
    };
    const user = await signIn(DEMO_USER);
    const admin = await signIn(DEMO_ADMIN);
    const everyone = slow.db.data.notifications.find((notification) => notification.userId === null);
    const own = slow.db.data.notifications.filter((notification) => notification.userId === DEMO_USER_ID);
    if (!everyone || own.length < 2) throw new Error('the seed lacks the notifications this test needs');

    const answers = await Promise.all([
      post('/api/notifications/read-all', user),
      ...own.map((notification) => post(`/api/notifications/${notification.id}/read`, user)),
      post(`/api/notifications/${everyone.id}/read`, admin),
      post(`/api/notifications/${everyone.id}/read`, user),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([204, ...own.map(() => 200), 200, 200]);
    for (const notification of own)
      expect(slow.db.data.notifications.find((candidate) => candidate.id === notification.id)?.readBy).toEqual([
        DEMO_USER_ID,
      ]);
    expect(
      [...(slow.db.data.notifications.find((candidate) => candidate.id === everyone.id)?.readBy ?? [])].sort(),
    ).toEqual([DEMO_USER_ID, DEMO_ADMIN_ID].sort());
  });
});

describe('without a session', () => {
  it('both calls → 401 and write nothing', async () => {
    const everyone = forEveryone();
    await expectRejected(backend, 401, () => raw('POST', `/api/notifications/${everyone.id}/read`));
    await expectRejected(backend, 401, () => raw('POST', '/api/notifications/read-all'));
    expect(await statusOf(calls.markNotificationRead({ id: everyone.id }))).toBe(401);
    expect(await statusOf(calls.markAllNotificationsRead())).toBe(401);
  });

  it('a session that ended (signed out) → 401', async () => {
    await signInAsDemoUser();
    await calls.logout();
    expect(await statusOf(calls.markAllNotificationsRead())).toBe(401);
    expect(ownOf(DEMO_USER_ID).every((notification) => notification.readBy === undefined)).toBe(true);
  });
});
