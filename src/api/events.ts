/**
 * The live stream's events (`GET /api/events`, docs/server.md#live-updates): each event's `data`
 * schema. Events carry ids only; the app refetches what their changes alter (./changes.ts) and it
 * may read. The server's side of the same events is mocks/events.
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
}

/** Every event type the stream sends, with its data. */
export const streamEvents = {
  'message.created': { data: MessageCreatedEventSchema },
  'dispute.updated': { data: DisputeUpdatedEventSchema },
  'notification.created': { data: NotificationCreatedEventSchema },
  reset: { data: ResetEventSchema },
  ready: { data: ReadyEventSchema },
} as const satisfies Record<string, StreamEventDefinition>;

export type StreamEventType = keyof typeof streamEvents;
export type StreamEventData<T extends StreamEventType> = v.InferOutput<(typeof streamEvents)[T]['data']>;

export const STREAM_EVENT_TYPES = Object.keys(streamEvents) as StreamEventType[];

/** How long a client waits before reconnecting, as the stream's `retry:` field says. */
export const STREAM_RETRY_MS = 2_000;
/** A comment line is sent this often, so proxies and the client know an idle stream is alive. */
export const HEARTBEAT_MS = 15_000;
