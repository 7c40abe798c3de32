/**
 * The live stream's events (`GET /api/events`, docs/server.md#live-updates): each event's `data`
 * schema. Events carry ids only; the app refetches what their changes alter (./changes.ts) and it
 * may read. The server's side of the same events is mocks/events.
 */
import * as v from 'valibot';
import { Id } from './entities';

/** `timeline` (extension): an entry without a change of status, such as a missed target (docs/clock.md). */
export const DISPUTE_CHANGES = ['created', 'status', 'assignee', 'evidence', 'timeline'] as const;

export const MessageCreatedEventSchema = v.object({ disputeId: Id, messageId: Id });
export const DisputeUpdatedEventSchema = v.object({ disputeId: Id, changed: v.array(v.picklist(DISPUTE_CHANGES)) });
export const NotificationCreatedEventSchema = v.object({ id: Id });
/** The reader marked notifications read (extension; all those of one "Mark all as read" in one event), on every stream of theirs. */
export const NotificationReadEventSchema = v.object({ ids: v.array(Id) });
/** An account was created, suspended or reinstated (extension), to admins. */
export const AccountUpdatedEventSchema = v.object({ userId: Id });
/** The team's settings changed (extension), to admins. */
export const SettingsUpdatedEventSchema = v.object({});
/** A session of the account began or ended (extension), on that account's streams only. */
export const SessionsUpdatedEventSchema = v.object({});
/** Everything may have changed (a restarted server, a reset store, an id no longer kept): refetch all. */
export const ResetEventSchema = v.object({});
/**
 * The stream is open and has replayed what was missed; its id is where a reconnecting stream
 * resumes. `events` (extension) names every event type this stream sends; without it, a client
 * counts only on the first three (`ORIGINAL_EVENT_TYPES`) and refreshes after the rest itself.
 */
export const ReadyEventSchema = v.object({ events: v.optional(v.array(v.string())) });

export interface StreamEventDefinition {
  readonly data: v.GenericSchema;
}

/** Every event type the stream sends, with its data. */
export const streamEvents = {
  'message.created': { data: MessageCreatedEventSchema },
  'dispute.updated': { data: DisputeUpdatedEventSchema },
  'notification.created': { data: NotificationCreatedEventSchema },
  'notification.read': { data: NotificationReadEventSchema },
  'account.updated': { data: AccountUpdatedEventSchema },
  'settings.updated': { data: SettingsUpdatedEventSchema },
  'sessions.updated': { data: SessionsUpdatedEventSchema },
  reset: { data: ResetEventSchema },
  ready: { data: ReadyEventSchema },
} as const satisfies Record<string, StreamEventDefinition>;

export type StreamEventType = keyof typeof streamEvents;
export type StreamEventData<T extends StreamEventType> = v.InferOutput<(typeof streamEvents)[T]['data']>;

export const STREAM_EVENT_TYPES = Object.keys(streamEvents) as StreamEventType[];

/** The change events every live stream sends, whether or not its `ready` lists what it sends. */
export const ORIGINAL_EVENT_TYPES: readonly StreamEventType[] = [
  'message.created',
  'dispute.updated',
  'notification.created',
];

/** How long a client waits before reconnecting, as the stream's `retry:` field says. */
export const STREAM_RETRY_MS = 2_000;
/** A comment line is sent this often, so proxies and the client know an idle stream is alive. */
export const HEARTBEAT_MS = 15_000;
