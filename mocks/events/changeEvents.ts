/**
 * What a committed change means to the people watching: the events of the live stream. They are
 * read off the records a write changed, compared with what those records were, so every handler's
 * writes produce them without each handler announcing its own, and a change another writer made
 * (another browser tab over the same store) produces the same events as one made here.
 *
 * Each event names its owner (the user whose dispute or notification it is about) so that who may
 * receive it is decided in one place (`reaches`), never by the writer.
 */
import type { RecordChange, Session, StoredDispute, StoredNotification, StoredUser } from '../db/types';

/** What changed on a dispute: it was filed, its status moved, it changed hands, or its timeline grew. */
export type DisputeChange = 'created' | 'status' | 'assignee' | 'evidence' | 'timeline';

export type ChangeEvent =
  | { type: 'message.created'; disputeId: string; messageId: string; ownerId: string; internal: boolean }
  | { type: 'dispute.updated'; disputeId: string; ownerId: string; changed: DisputeChange[] }
  | { type: 'notification.created'; id: string; userId: string | null }
  | { type: 'notification.read'; ids: string[]; readerIds: string[] }
  | { type: 'account.updated'; userId: string }
  | { type: 'settings.updated' }
  | { type: 'sessions.updated'; userId: string };

/** Every change event type, listed once (a missing one fails to compile): the stream's `ready` names them. */
const EVENT_TYPES: Record<ChangeEvent['type'], true> = {
  'message.created': true,
  'dispute.updated': true,
  'notification.created': true,
  'notification.read': true,
  'account.updated': true,
  'settings.updated': true,
  'sessions.updated': true,
};
export const SENT_EVENT_TYPES = Object.keys(EVENT_TYPES);

/** Someone holding a stream: its events are filtered for them. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A record read from a store another writer shares may lack its timeline: counted as none. */
const entries = (dispute: StoredDispute) => (Array.isArray(dispute.timeline) ? dispute.timeline.length : 0);

function disputeEvents(after: StoredDispute, before: StoredDispute | undefined): ChangeEvent[] {
  const base = { disputeId: after.id, ownerId: after.userId };
  if (!before) return [{ type: 'dispute.updated', ...base, changed: ['created'] }];
  const changed: DisputeChange[] = [];
  if (after.status !== before.status) changed.push('status');
  if ((after.assignee?.id ?? null) !== (before.assignee?.id ?? null)) changed.push('assignee');
  if ((after.evidence?.length ?? 0) !== (before.evidence?.length ?? 0)) changed.push('evidence');
  // An entry that moved no status (a missed target, docs/clock.md) is news of its own.
  if (after.status === before.status && entries(after) !== entries(before)) changed.push('timeline');
  const known = new Set(before.messages.map((message) => message.id));
  const events: ChangeEvent[] = after.messages
    .filter((message) => !known.has(message.id))
    .map((message) => ({
      type: 'message.created',
      ...base,
      messageId: message.id,
      internal: message.internal === true,
    }));
  if (changed.length > 0) events.push({ type: 'dispute.updated', ...base, changed });
  return events;
}

function notificationEvents(after: StoredNotification, before: StoredNotification | undefined): ChangeEvent[] {
  if (!before) return [{ type: 'notification.created', id: after.id, userId: after.userId }];
  const readBefore = new Set(before.readBy ?? []);
  const readerIds = (after.readBy ?? []).filter((reader) => !readBefore.has(reader));
  return readerIds.length > 0 ? [{ type: 'notification.read', ids: [after.id], readerIds }] : [];
}

/** A new account, or one suspended or reinstated; a sign-in's own bookkeeping is no news. */
function userEvents(after: StoredUser, before: StoredUser | undefined): ChangeEvent[] {
  const changed = !before || (after.isSuspended ?? false) !== (before.isSuspended ?? false);
  return changed ? [{ type: 'account.updated', userId: after.id }] : [];
}

/**
 * A session that began or ended, to its own account (docs/server.md#signed-in-devices); its last
 * use, written once a minute, is no news.
 */
function sessionEvents(after: unknown, before: unknown): ChangeEvent[] {
  if (isObject(after) === isObject(before)) return [];
  const session = (isObject(after) ? after : before) as unknown as Session;
  return typeof session.userId === 'string' ? [{ type: 'sessions.updated', userId: session.userId }] : [];
}

/**
 * The events one committed change makes, given the record as it was before (undefined when it is
 * new). Deletions make none but a session's; the collections nobody watches (content) none.
 */
export function eventsOf(change: RecordChange, before: unknown): ChangeEvent[] {
  if (change.collection === 'sessions') return sessionEvents(change.record, before);
  if (change.record === null || !isObject(change.record)) return [];
  const earlier = isObject(before) ? before : undefined;
  switch (change.collection) {
    case 'disputes':
      return disputeEvents(change.record as unknown as StoredDispute, earlier as unknown as StoredDispute | undefined);
    case 'notifications':
      return notificationEvents(
        change.record as unknown as StoredNotification,
        earlier as unknown as StoredNotification | undefined,
      );
    case 'users':
      return userEvents(change.record as unknown as StoredUser, earlier as unknown as StoredUser | undefined);
    case 'settings':
      return [{ type: 'settings.updated' }];
    default:
      return [];
  }
}

/**
 * The events one commit makes, in order: each record's (`eventsOf`), with the notifications one
 * person marked read in it ("Mark all as read") told as one event, so their tabs fetch once.
 */
export function eventsOfCommit(changes: readonly (RecordChange & { before?: unknown })[]): ChangeEvent[] {
  const events: ChangeEvent[] = [];
  const readsBy = new Map<string, Extract<ChangeEvent, { type: 'notification.read' }>>();
  for (const event of changes.flatMap((change) => eventsOf(change, change.before))) {
    if (event.type === 'sessions.updated') {
      // One per account however many of its sessions the commit began or ended ("Sign out everywhere else").
      if (!events.some((told) => told.type === 'sessions.updated' && told.userId === event.userId)) events.push(event);
      continue;
    }
    if (event.type !== 'notification.read') {
      events.push(event);
      continue;
    }
    const readers = event.readerIds.join(' ');
    const earlier = readsBy.get(readers);
    if (earlier) earlier.ids.push(...event.ids);
    else {
      const merged = { ...event, ids: [...event.ids] };
      readsBy.set(readers, merged);
      events.push(merged);
    }
  }
  return events;
}

/**
 * Whether `viewer` may receive `event` (docs/server.md#live-updates): a user only what concerns
 * their own disputes and their own (or everyone's) notifications, never an internal note; an admin
 * every dispute event, internal notes included, their own notifications, and the accounts' and the
 * settings' changes. A notification marked read reaches only whoever read it, and a session that
 * began or ended only its own account.
 */
export function reaches(event: ChangeEvent, viewer: Viewer): boolean {
  if (event.type === 'notification.created') return event.userId === null || event.userId === viewer.userId;
  if (event.type === 'notification.read') return event.readerIds.includes(viewer.userId);
  if (event.type === 'account.updated' || event.type === 'settings.updated') return viewer.isAdmin;
  if (event.type === 'sessions.updated') return event.userId === viewer.userId;
  if (viewer.isAdmin) return true;
  if (event.ownerId !== viewer.userId) return false;
  return event.type !== 'message.created' || !event.internal;
}

/** The `data` an event carries on the wire: ids to refetch by, never the content itself. */
export function wireData(event: ChangeEvent): Record<string, unknown> {
  switch (event.type) {
    case 'message.created':
      return { disputeId: event.disputeId, messageId: event.messageId };
    case 'dispute.updated':
      return { disputeId: event.disputeId, changed: event.changed };
    case 'notification.created':
      return { id: event.id };
    case 'notification.read':
      return { ids: event.ids };
    case 'account.updated':
      return { userId: event.userId };
    case 'settings.updated':
    case 'sessions.updated':
      return {};
  }
}
