/**
 * What a committed change means to the people watching: the events of the live stream. They are
 * read off the records a write changed, compared with what those records were, so every handler's
 * writes produce them without each handler announcing its own, and a change another writer made
 * (another browser tab over the same store) produces the same events as one made here.
 *
 * Each event names its owner (the user whose dispute or notification it is about) so that who may
 * receive it is decided in one place (`reaches`), never by the writer.
 */
import type { RecordChange, StoredDispute, StoredNotification } from '../db/types';

/** What changed on a dispute: it was filed, its status moved, or it changed hands. */
export type DisputeChange = 'created' | 'status' | 'assignee' | 'evidence';

export type ChangeEvent =
  | { type: 'message.created'; disputeId: string; messageId: string; ownerId: string; internal: boolean }
  | { type: 'dispute.updated'; disputeId: string; ownerId: string; changed: DisputeChange[] }
  | { type: 'notification.created'; id: string; userId: string | null };

/** Someone holding a stream: its events are filtered for them. */
export interface Viewer {
  userId: string;
  isAdmin: boolean;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function disputeEvents(after: StoredDispute, before: StoredDispute | undefined): ChangeEvent[] {
  const base = { disputeId: after.id, ownerId: after.userId };
  if (!before) return [{ type: 'dispute.updated', ...base, changed: ['created'] }];
  const changed: DisputeChange[] = [];
  if (after.status !== before.status) changed.push('status');
  if ((after.assignee?.id ?? null) !== (before.assignee?.id ?? null)) changed.push('assignee');
  if ((after.evidence?.length ?? 0) !== (before.evidence?.length ?? 0)) changed.push('evidence');
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

/**
 * The events one committed change makes, given the record as it was before (undefined when it is
 * new). Deletions and the collections nobody watches (sessions, users, content) make none.
 */
export function eventsOf(change: RecordChange, before: unknown): ChangeEvent[] {
  if (change.record === null || !isObject(change.record)) return [];
  if (change.collection === 'disputes') {
    return disputeEvents(
      change.record as unknown as StoredDispute,
      isObject(before) ? (before as unknown as StoredDispute) : undefined,
    );
  }
  if (change.collection === 'notifications' && before === undefined) {
    const notification = change.record as unknown as StoredNotification;
    return [{ type: 'notification.created', id: notification.id, userId: notification.userId }];
  }
  return [];
}

/**
 * Whether `viewer` may receive `event` (docs/server.md#live-updates): a user only what concerns
 * their own disputes and their own (or everyone's) notifications, never an internal note; an admin
 * every dispute event, internal notes included, and their own notifications.
 */
export function reaches(event: ChangeEvent, viewer: Viewer): boolean {
  if (event.type === 'notification.created') return event.userId === null || event.userId === viewer.userId;
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
  }
}
