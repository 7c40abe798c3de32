/**
 * What must hold of the store after any mix of concurrent calls (./concurrentOps.ts): read from
 * the store itself, and through the API. Beyond the seed, the store holds exactly what 2xx
 * answers created: a refused or failed call left nothing, an answered one lost nothing.
 */
import { readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { repliedAfterClosingTitle } from '../../mocks/handlers/disputes';
import { sessionKey } from '../../mocks/handlers/http';
import { expect } from 'vitest';
import type { DbDocument } from '../../mocks/db/types';
import { sessionState, type Send, type World } from './concurrentOps';

const idNumber = (id: string) => Number(id.slice(id.lastIndexOf('-') + 1)) || 0;
const sorted = (items: Iterable<string>) => [...items].sort();
const duplicates = (items: readonly string[]) => items.filter((item, at) => items.indexOf(item) !== at);
const messageIds = (data: DbDocument) =>
  data.disputes.flatMap((dispute) => dispute.messages.map((message) => message.id));
const disputeCounts = (data: DbDocument) => {
  const counts = new Map<string, number>();
  for (const dispute of data.disputes) counts.set(dispute.userId, (counts.get(dispute.userId) ?? 0) + 1);
  return counts;
};

/** Every collection sorted by key, so two stores holding the same records compare equal. */
export function canonical(data: DbDocument): string {
  const byKey = <T>(items: readonly T[], key: (item: T) => string) =>
    [...items].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  return JSON.stringify({
    ...data,
    users: byKey(data.users, (user) => user.id),
    sessions: byKey(data.sessions, (session) => session.tokenHash),
    disputes: byKey(data.disputes, (dispute) => dispute.id),
    notifications: byKey(data.notifications, (notification) => notification.id),
  });
}

export function checkStore(data: DbDocument, seed: DbDocument, world: World): void {
  const { ledger } = world;

  // No two records share an id, and no sequence would hand out an id already taken.
  expect(duplicates(data.users.map((user) => user.id)), 'user ids').toEqual([]);
  expect(duplicates(data.disputes.map((dispute) => dispute.id)), 'dispute ids').toEqual([]);
  expect(duplicates(messageIds(data)), 'message ids').toEqual([]);
  expect(duplicates(data.notifications.map((notification) => notification.id)), 'notification ids').toEqual([]);
  expect(duplicates(data.sessions.map((session) => session.tokenHash)), 'session tokens').toEqual([]);
  expect(duplicates(data.users.map((user) => user.email)), 'one account per email').toEqual([]);
  const highest = (ids: string[]) => Math.max(0, ...ids.map(idNumber));
  expect(data.sequences.user).toBeGreaterThanOrEqual(highest(data.users.map((user) => user.id)));
  expect(data.sequences.dispute).toBeGreaterThanOrEqual(highest(data.disputes.map((dispute) => dispute.id)));
  expect(data.sequences.message).toBeGreaterThanOrEqual(highest(messageIds(data)));
  expect(data.sequences.notification).toBeGreaterThanOrEqual(
    highest(data.notifications.map((notification) => notification.id)),
  );

  // Exactly the seed plus what was answered 2xx: nothing lost, nothing left by a refused call.
  expect(sorted(data.users.map((user) => user.id)), 'users').toEqual(
    sorted([...seed.users.map((user) => user.id), ...ledger.users.keys()]),
  );
  for (const [id, email] of ledger.users) expect(data.users.find((user) => user.id === id)?.email).toBe(email);
  expect(sorted(data.disputes.map((dispute) => dispute.id)), 'disputes').toEqual(
    sorted([...seed.disputes.map((dispute) => dispute.id), ...ledger.disputes.keys()]),
  );
  for (const [id, owner] of ledger.disputes)
    expect(data.disputes.find((dispute) => dispute.id === id)?.userId).toBe(owner);
  expect(sorted(messageIds(data)), 'messages').toEqual(sorted([...messageIds(seed), ...ledger.messages.keys()]));
  for (const [id, disputeId] of ledger.messages) {
    expect(
      data.disputes.find((dispute) => dispute.id === disputeId)?.messages.some((message) => message.id === id),
      `${id} on ${disputeId}`,
    ).toBe(true);
  }
  // A user's message on a closed dispute tells support (docs/server.md#support-desk): whether a
  // reply found its dispute closed depends on the order concurrent calls landed in, so those notices
  // are counted apart, each owed to an answered reply of the dispute's owner and addressed to an admin.
  const lateReplyNotices = data.notifications.filter(
    (notice) => notice.disputeId !== undefined && notice.title === repliedAfterClosingTitle(notice.disputeId ?? ''),
  );
  for (const notice of lateReplyNotices) {
    const dispute = data.disputes.find((candidate) => candidate.id === notice.disputeId);
    expect(
      dispute?.messages.some((message) => !message.isFromAdmin && ledger.messages.has(message.id)),
      `the reply behind ${notice.id}`,
    ).toBe(true);
    expect(data.users.find((user) => user.id === notice.userId)?.isAdmin, `the admin ${notice.id} is for`).toBe(true);
  }
  expect(data.notifications.length - lateReplyNotices.length, 'notifications').toBe(
    seed.notifications.length + ledger.notifications,
  );

  // A session names the user whose sign-in started it, lives while nothing ended it, and only then.
  // The store keeps each token's hash (sessionKey), never the token a client holds.
  const seedTokens = new Set(seed.sessions.map((session) => session.tokenHash));
  const ledgerByKey = new Map([...ledger.sessions].map(([token, session]) => [sessionKey(token), session]));
  for (const session of data.sessions) {
    if (seedTokens.has(session.tokenHash)) continue;
    expect(ledgerByKey.get(session.tokenHash)?.userId, `the user of session ${session.tokenHash}`).toBe(session.userId);
  }
  for (const token of ledger.sessions.keys()) {
    const state = sessionState(ledger, token, world.batch);
    if (state === 'either') continue;
    expect(
      data.sessions.some((session) => session.tokenHash === sessionKey(token)),
      `session ${token} is ${state}`,
    ).toBe(state === 'live');
  }

  // A suspended account has no session; each account ends as the last batch that changed it left it.
  for (const user of data.users) {
    if (user.isSuspended === true)
      expect(
        data.sessions.filter((session) => session.userId === user.id),
        `sessions of suspended ${user.id}`,
      ).toEqual([]);
    const changes = ledger.suspensions.get(user.id) ?? [];
    const last = Math.max(-1, ...changes.map((entry) => entry.batch));
    const possible =
      last < 0
        ? [seed.users.find((candidate) => candidate.id === user.id)?.isSuspended === true]
        : changes.filter((entry) => entry.batch === last).map((entry) => entry.suspended);
    expect(possible, `suspension of ${user.id}`).toContain(user.isSuspended === true);
  }

  // One closing decision per dispute, however many admins raced for it.
  for (const [id, closings] of ledger.closings) {
    const before = seed.disputes.find((dispute) => dispute.id === id)?.resolution ?? null;
    expect(closings + (before ? 1 : 0), `closing decisions on ${id}`).toBe(1);
    expect(data.disputes.find((dispute) => dispute.id === id)?.resolution, `the resolution of ${id}`).not.toBeNull();
  }
}

/** The API agrees with the store: admin figures, each account's dispute count, each cookie's user. */
export async function checkViaApi(send: Send, world: World, data: DbDocument, now: number): Promise<void> {
  const counts = disputeCounts(data);
  const members = data.users.filter((user) => !user.isAdmin);
  const startOfToday = new Date(now).setUTCHours(0, 0, 0, 0);
  const stats = await send('GET', '/api/admin/stats', { token: world.adminToken });
  expect(stats.status).toBe(200);
  expect(stats.body).toMatchObject({
    newDisputes: data.disputes.filter((dispute) => dispute.status === 'New').length,
    inProgressDisputes: data.disputes.filter((dispute) => dispute.status === 'In Progress').length,
    userCount: members.length,
    kycPending: members.filter((user) => (counts.get(user.id) ?? 0) < 2).length,
    resolvedToday: data.disputes.filter(
      (dispute) => dispute.resolution && Date.parse(dispute.resolution.resolvedAt) >= startOfToday,
    ).length,
  });

  const users = await send('GET', '/api/admin/users', { token: world.adminToken });
  expect(users.status).toBe(200);
  const listed = users.body as { id: string; previousDisputes: number; isSuspended: boolean }[];
  expect(sorted(listed.map((user) => user.id))).toEqual(sorted(data.users.map((user) => user.id)));
  for (const user of listed) {
    expect(user.previousDisputes, `previousDisputes of ${user.id}`).toBe(counts.get(user.id) ?? 0);
    expect(user.isSuspended, `isSuspended of ${user.id}`).toBe(
      data.users.find((candidate) => candidate.id === user.id)?.isSuspended === true,
    );
  }

  // Every cookie a client holds: signed in as its own account with its own disputes, or signed out.
  for (const client of world.clients) {
    const me = await send('GET', '/api/auth/me', { token: client.token });
    const live = data.sessions.some((session) => session.tokenHash === sessionKey(client.token));
    expect(me.status, `GET /api/auth/me with ${client.token}`).toBe(live ? 200 : 401);
    if (!live) continue;
    expect(me.body).toMatchObject({
      id: client.account.userId,
      email: client.account.email,
      previousDisputes: counts.get(client.account.userId) ?? 0,
    });
    const own = await send('GET', '/api/disputes', { token: client.token });
    const ids = (own.body as { id: string }[]).map((dispute) => dispute.id);
    expect(sorted(ids)).toEqual(
      sorted(data.disputes.filter((dispute) => dispute.userId === client.account.userId).map((dispute) => dispute.id)),
    );
  }
}

/**
 * The files beside the store that are not the store itself, as names (`-wal`, `.tmp` …). The
 * store's folder of evidence files (`.files`, docs/server.md#evidence) is part of the store, and
 * the mail folder (`mail`, docs/server.md#mail) is where the server writes the mail it sends.
 */
export function filesBeside(dbFile: string): string[] {
  const name = basename(dbFile);
  return readdirSync(dirname(dbFile))
    .filter((file) => file !== name && file !== `${name}.files` && file !== 'mail')
    .map((file) => (file.startsWith(name) ? file.slice(name.length) : file))
    .sort();
}
