/**
 * The live stream's events (`GET /api/events`, docs/server.md#live-updates): each event's `data`
 * schema and the reads it can change, as a write names its `changes`. Events carry ids only; the
 * app refetches what it may read. The server's side of the same events is mocks/events.
 */
import * as v from 'valibot';
import { Id } from './entities';

export const DISPUTE_CHANGES = ['created', 'status', 'assignee', 'evidence'] as const;

export const MessageCreatedEventSchema = v.object({ disputeId: Id, messageId: Id });
export const DisputeUpdatedEventSchema = v.object({ disputeId: Id, changed: v.array(v.picklist(DISPUTE_CHANGES)) });
export const NotificationCreatedEventSchema = v.object({ id: Id });
/** Everything may have changed (a restarted server, a reset store, an id no longer kept): refetch all. */
export const ResetEventSchema = v.object({});
/** The stream is open and has replayed what was missed; its id is where a reconnecting stream resumes. */
export const ReadyEventSchema = v.object({});

export interface StreamEventDefinition {
  readonly data: v.GenericSchema;
  /** The reads whose answers such an event can change; `{id}` reads only for the event's `disputeId`. */
  readonly changes: readonly string[];
}

const disputeReads = [
  'getDispute',
  'getAdminDispute',
  'getDisputes',
  'getAdminDisputes',
  'getAdminStats',
  'getDisputeEvidence',
  'getAdminReport',
] as const;

/** Every event type the stream sends, with its data and the reads it changes. */
export const streamEvents = {
  'message.created': { data: MessageCreatedEventSchema, changes: disputeReads },
  'dispute.updated': {
    data: DisputeUpdatedEventSchema,
    changes: [...disputeReads, 'getLastCreatedDispute', 'getSimilarCases', 'getAdminUsers'],
  },
  'notification.created': { data: NotificationCreatedEventSchema, changes: ['getNotifications'] },
  reset: { data: ResetEventSchema, changes: [] },
  ready: { data: ReadyEventSchema, changes: [] },
} as const satisfies Record<string, StreamEventDefinition>;

export type StreamEventType = keyof typeof streamEvents;
export type StreamEventData<T extends StreamEventType> = v.InferOutput<(typeof streamEvents)[T]['data']>;

export const STREAM_EVENT_TYPES = Object.keys(streamEvents) as StreamEventType[];

/** How long a client waits before reconnecting, as the stream's `retry:` field says. */
export const STREAM_RETRY_MS = 2_000;
/** A comment line is sent this often, so proxies and the client know an idle stream is alive. */
export const HEARTBEAT_MS = 15_000;
