/**
 * What changed, and which reads show it: the one table that both a write's own refresh and the
 * live stream's events refresh by (docs/server.md#what-a-change-refreshes). A write names the kinds
 * of change it makes (`changes` in ./endpoints.ts); an event's kinds follow from its type and data
 * (`changesOfEvent`). Either way the cache keys to fetch again come from `keysChangedBy`.
 */
import * as v from 'valibot';
import {
  DisputeUpdatedEventSchema,
  MessageCreatedEventSchema,
  ORIGINAL_EVENT_TYPES,
  type DISPUTE_CHANGES,
  type StreamEventType,
} from './events';
import { endpoints, isJsonCall, type EndpointDefinition, type EndpointName } from './endpoints';
import type { ReadName } from './reads';

interface ChangeDefinition {
  /** The reads whose answers such a change can alter; a read with `{id}`, for the changed dispute only. */
  readonly reads: readonly ReadName[];
  /** Reads with `{id}` whose answers it alters for every dispute, not only the changed one. */
  readonly everyDispute?: readonly ReadName[];
  /**
   * The live stream's event that reports it (./events.ts), to every tab it concerns, the writer's
   * included: while a stream that sends it is live, that event alone refreshes.
   */
  readonly event: StreamEventType;
}

/** The reads of one dispute and of the lists and figures that count it. */
const DISPUTE_READS = [
  'getDisputes',
  'getDispute',
  'getLastCreatedDispute',
  'getAdminDisputes',
  'getAdminDispute',
  'getSimilarCases',
  'getAdminStats',
  'getAdminReport',
] as const satisfies readonly ReadName[];

/** The kinds of change (a literal list: the endpoint table names them, so they cannot depend on it). */
export type ChangeKind =
  'filed' | 'dispute' | 'message' | 'evidence' | 'notified' | 'notificationsRead' | 'account' | 'settings' | 'sessions';

export const changeKinds: Readonly<Record<ChangeKind, ChangeDefinition>> = {
  /** A dispute was filed: the lists, the figures, its owner's count, and every dispute's similar cases. */
  filed: {
    reads: [
      'getDisputes',
      'getLastCreatedDispute',
      'getAdminDisputes',
      'getAdminStats',
      'getAdminUsers',
      'getAdminReport',
    ],
    everyDispute: ['getSimilarCases'],
    event: 'dispute.updated',
  },
  /** A dispute's status, decision or assignee changed. */
  dispute: { reads: DISPUTE_READS, event: 'dispute.updated' },
  /** A message (or internal note) was added to a dispute: its thread, who it waits on, the reply times. */
  message: {
    reads: ['getDispute', 'getAdminDispute', 'getDisputes', 'getAdminDisputes', 'getAdminStats', 'getAdminReport'],
    event: 'message.created',
  },
  /** A file was attached to a dispute. */
  evidence: {
    reads: ['getDisputeEvidence', 'getDispute', 'getAdminDispute', 'getAdminDisputes'],
    event: 'dispute.updated',
  },
  /** A notification was sent to someone. */
  notified: { reads: ['getNotifications'], event: 'notification.created' },
  /** Notifications were marked read. */
  notificationsRead: { reads: ['getNotifications'], event: 'notification.read' },
  /** An account was created, suspended or reinstated. */
  account: { reads: ['getAdminUsers', 'getAdminStats'], event: 'account.updated' },
  /**
   * The team's settings (targets, saved replies) changed. A new target moves the open disputes'
   * clocks too; those show it on their next read, not at once, so that saving a reply in Settings
   * never refetches a dispute under an admin's half-written answer.
   */
  settings: { reads: ['getAdminSettings', 'getAdminReport'], event: 'settings.updated' },
  /** A session of an account began or ended: that account's signed-in devices. */
  sessions: { reads: ['getSessions'], event: 'sessions.updated' },
};

/** One change: its kind, and the dispute it concerns when it concerns one. */
export interface Change {
  kind: ChangeKind;
  disputeId?: string;
}

const DISPUTE_CHANGE_KINDS: Record<(typeof DISPUTE_CHANGES)[number], ChangeKind> = {
  created: 'filed',
  status: 'dispute',
  assignee: 'dispute',
  evidence: 'evidence',
  timeline: 'dispute',
};

/** The changes an event of the live stream reports, from its type and its (parsed) data. */
export function changesOfEvent(type: StreamEventType, data: unknown): Change[] {
  if (type === 'message.created' && v.is(MessageCreatedEventSchema, data)) {
    return [{ kind: 'message', disputeId: data.disputeId }];
  }
  if (type === 'dispute.updated' && v.is(DisputeUpdatedEventSchema, data)) {
    const kinds = new Set(data.changed.map((what) => DISPUTE_CHANGE_KINDS[what]));
    return [...kinds].map((kind) => ({ kind, disputeId: data.disputeId }));
  }
  if (type === 'notification.created') return [{ kind: 'notified' }];
  if (type === 'notification.read') return [{ kind: 'notificationsRead' }];
  if (type === 'account.updated') return [{ kind: 'account' }];
  if (type === 'settings.updated') return [{ kind: 'settings' }];
  if (type === 'sessions.updated') return [{ kind: 'sessions' }];
  return [];
}

const READ_PATTERNS: { name: ReadName; fixed: boolean; pattern: RegExp }[] = (Object.keys(endpoints) as EndpointName[])
  .filter((name): name is ReadName => endpoints[name].method === 'GET' && isJsonCall(endpoints[name]))
  .map((name) => {
    const path: string = endpoints[name].path;
    const pattern = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?]+');
    return { name, fixed: !path.includes('{'), pattern: new RegExp(`^${pattern}(\\?.*)?$`) };
  })
  // A fixed path wins over a parameter in the same place: /api/disputes/last-created is not a dispute id.
  .sort((a, b) => Number(b.fixed) - Number(a.fixed));

/** The read a cache key belongs to, if any. */
export function readOfKey(key: string): ReadName | undefined {
  return READ_PATTERNS.find((read) => read.pattern.test(key))?.name;
}

/**
 * The live streams of this tab that are live now (open and caught up; ./liveStream.ts says), each
 * with the event types it sends: those its `ready` listed, else the original three.
 */
const liveStreams = new Map<object, ReadonlySet<string>>();

export function setStreamLive(stream: object, live: boolean, sends?: readonly string[]): void {
  if (live) liveStreams.set(stream, new Set([...ORIGINAL_EVENT_TYPES, ...(sends ?? [])]));
  else liveStreams.delete(stream);
}

/** Whether a live stream of this tab reports this kind of change now (then it alone refreshes). */
export const isStreamed = (kind: ChangeKind): boolean =>
  [...liveStreams.values()].some((sends) => sends.has(changeKinds[kind].event));

/** The reads a kind of change alters, by name (`{id}` reads included, whatever the dispute). */
export function readsOf(kind: ChangeKind): ReadonlySet<ReadName> {
  const definition = changeKinds[kind];
  return new Set([...definition.reads, ...(definition.everyDispute ?? [])]);
}

/**
 * Which cache keys the changes alter: each kind's reads; of those with `{id}` in their path, only
 * the changed dispute's (all of them for `everyDispute`, none when no dispute is named).
 */
export function keysChangedBy(changes: readonly Change[]): (key: string) => boolean {
  return (key) => {
    const read = readOfKey(key);
    if (!read) return false;
    const endpoint: EndpointDefinition = endpoints[read];
    return changes.some(({ kind, disputeId }) => {
      const definition = changeKinds[kind];
      if (definition.everyDispute?.includes(read)) return true;
      if (!definition.reads.includes(read)) return false;
      if (!endpoint.path.includes('{id}')) return true;
      return disputeId !== undefined && key === endpoint.path.replace('{id}', encodeURIComponent(disputeId));
    });
  };
}

/** The changes a write makes: its kinds, about the dispute its path names (`/disputes/{id}`). */
export function changesOfWrite(name: EndpointName, input: unknown): Change[] {
  const endpoint: EndpointDefinition = endpoints[name];
  const id = typeof input === 'object' && input !== null ? (input as { id?: unknown }).id : undefined;
  const disputeId = endpoint.path.includes('/disputes/{id}') && typeof id === 'string' ? id : undefined;
  return (endpoint.changes ?? []).map((kind) => (disputeId === undefined ? { kind } : { kind, disputeId }));
}

/**
 * Of these changes, the ones a tab must refresh for itself: all of them, but while its live stream
 * is live, only those the stream does not report (docs/server.md#what-a-change-refreshes).
 */
export const changesToRefresh = (changes: readonly Change[]): Change[] =>
  changes.filter((change) => !isStreamed(change.kind));
