/**
 * Notifications that can be read (extension, docs/server.md#notifications), over HTTP: read state
 * is the caller's own, marking is idempotent, marks made at once are all kept, and every refusal
 * (401, 403, 404, 415) is a JSON `{ message }` that changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../src/api';
import { BASE_URL, registerUser, signInAdmin, validDispute } from './accounts';
import { anonymous, as, Identity, statusOf } from './identities';

let alice: Identity;
let bob: Identity;
let admin: Identity;

const notificationsOf = async (identity: Identity) => api.readable(await as(identity, api.calls.getNotifications));

/** Whether each notification `identity` sees is read, by id. */
async function readState(identity: Identity): Promise<Record<string, boolean>> {
  return Object.fromEntries(
    (await notificationsOf(identity)).map((notification) => [notification.id, notification.read]),
  );
}

/** The ids `identity` sees and `other` does not (their own), or that both see (for everyone). */
async function split(identity: Identity, other: Identity): Promise<{ own: string[]; shared: string[] }> {
  const theirs = new Set((await notificationsOf(other)).map((notification) => notification.id));
  const ids = (await notificationsOf(identity)).map((notification) => notification.id);
  return { own: ids.filter((id) => !theirs.has(id)), shared: ids.filter((id) => theirs.has(id)) };
}

const post = (identity: Identity, path: string, init: RequestInit = {}) =>
  identity.fetch(`${BASE_URL}${path}`, { method: 'POST', ...init });

/** A raw refusal: `status` with a JSON `{ message }`. */
async function expectRefused(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ message: expect.any(String) });
}

/** A fresh account that has filed two disputes, and so has two notifications of its own. */
async function withTwoNotifications(label: string): Promise<Identity> {
  const identity = await registerUser(label);
  for (let n = 0; n < 2; n += 1) await as(identity, () => api.calls.createDispute({ body: validDispute() }));
  return identity;
}

beforeAll(async () => {
  alice = await withTwoNotifications('reader');
  bob = await withTwoNotifications('bystander');
  admin = await signInAdmin();
});

describe('POST /api/notifications/{id}/read (extension)', () => {
  it('answers 200 with the notification read; the list says so, for the caller alone', async () => {
    const [first, second] = (await split(alice, bob)).own;
    if (!first || !second) throw new Error('Filing two disputes made fewer than two notifications');
    expect((await readState(alice))[first]).toBe(false);
    const answer = await as(alice, () => api.calls.markNotificationRead({ id: first }));
    expect(answer).toMatchObject({ id: first, read: true });
    const state = await readState(alice);
    expect([state[first], state[second]]).toEqual([true, false]);
    expect(Object.values(await readState(bob)).some((read) => read)).toBe(false);
  });

  it('is idempotent: marking a read notification again answers the same', async () => {
    const [first] = (await split(alice, bob)).own;
    if (!first) throw new Error('No notification of her own');
    const once = await as(alice, () => api.calls.markNotificationRead({ id: first }));
    expect(await as(alice, () => api.calls.markNotificationRead({ id: first }))).toEqual(once);
    expect((await readState(alice))[first]).toBe(true);
  });

  it('marks a notification for everyone read for the caller alone', async ({ skip }) => {
    const [shared] = (await split(alice, bob)).shared;
    if (!shared) return skip('this server has no notification for everyone');
    expect(await as(alice, () => api.calls.markNotificationRead({ id: shared }))).toMatchObject({
      id: shared,
      read: true,
    });
    expect((await readState(alice))[shared]).toBe(true);
    expect((await readState(bob))[shared]).toBe(false);
  });

  it('answers 404 for another person’s notification (an admin’s attempt included) and for an unknown id, changing nothing', async () => {
    const theirs = (await split(bob, alice)).own;
    const [target] = theirs;
    if (!target) throw new Error('No notification of his own');
    for (const identity of [alice, admin]) {
      await expectRefused(await post(identity, `/api/notifications/${encodeURIComponent(target)}/read`), 404);
      expect(await statusOf(identity, () => api.calls.markNotificationRead({ id: target }))).toBe(404);
    }
    await expectRefused(await post(alice, '/api/notifications/ntf-does-not-exist/read'), 404);
    const state = await readState(bob);
    expect(theirs.map((id) => state[id])).toEqual(theirs.map(() => false));
  });
});

describe('POST /api/notifications/read-all (extension)', () => {
  it('answers 204 with no body and marks every notification the caller sees read, for them alone', async () => {
    const carol = await withTwoNotifications('all-reader');
    const before = await readState(bob);
    const response = await post(carol, '/api/notifications/read-all');
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    const state = await readState(carol);
    expect(Object.keys(state).length).toBeGreaterThanOrEqual(2);
    expect(Object.values(state).every(Boolean)).toBe(true);
    expect(await readState(bob)).toEqual(before);
  });

  it('is idempotent: a second call answers 204 and everything stays read', async () => {
    const dave = await withTwoNotifications('twice');
    await as(dave, api.calls.markAllNotificationsRead);
    await as(dave, api.calls.markAllNotificationsRead);
    expect(Object.values(await readState(dave)).every(Boolean)).toBe(true);
  });

  it('marks made at once (one notification, all, another from a second tab) are all kept', async () => {
    const erin = await withTwoNotifications('two-tabs');
    const [first, second] = (await split(erin, bob)).own;
    if (!first || !second) throw new Error('Filing two disputes made fewer than two notifications');
    const [one, , other] = await Promise.all([
      as(erin, () => api.calls.markNotificationRead({ id: first })),
      as(erin, api.calls.markAllNotificationsRead),
      as(erin, () => api.calls.markNotificationRead({ id: second })),
    ]);
    expect([one.read, other.read]).toEqual([true, true]);
    expect(Object.values(await readState(erin)).every(Boolean)).toBe(true);
  });
});

describe('refusals of both calls', () => {
  it('answer 401 without a session', async () => {
    const [first] = (await split(bob, alice)).own;
    if (!first) throw new Error('No notification of his own');
    await expectRefused(await post(anonymous, `/api/notifications/${encodeURIComponent(first)}/read`), 401);
    await expectRefused(await post(anonymous, '/api/notifications/read-all'), 401);
    expect((await readState(bob))[first]).toBe(false);
  });

  it('answer 403 from a page of another origin, and 415 for a body that is not JSON, changing nothing', async () => {
    const [first] = (await split(bob, alice)).own;
    if (!first) throw new Error('No notification of his own');
    const one = `/api/notifications/${encodeURIComponent(first)}/read`;
    const foreign = { headers: { Origin: 'https://attacker.example' } };
    await expectRefused(await post(bob, one, foreign), 403);
    await expectRefused(await post(bob, '/api/notifications/read-all', foreign), 403);
    const text = { body: 'read', headers: { 'Content-Type': 'text/plain' } };
    await expectRefused(await post(bob, one, text), 415);
    await expectRefused(await post(bob, '/api/notifications/read-all', text), 415);
    expect(Object.values(await readState(bob)).some((read) => read)).toBe(false);
  });
});
