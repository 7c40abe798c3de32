/**
 * The open live streams (`GET /api/events`) of one backend: each is a `text/event-stream` body
 * fed by the event hub, in the wire format of Server-Sent Events. Both backends serve these same
 * bodies: the browser's through MSW's response streaming, the reference server over HTTP
 * (docs/server.md#live-updates).
 *
 * What a reconnecting reader missed is written as the reader takes it (backpressure), so a replay
 * of up to `MAX_REPLAYED_EVENTS` arrives whole, however large. A stream ends, without anyone asking,
 * when:
 * - its session ends (sign-out, expiry, a suspended account): checked on every change of the store
 *   and once a second, so within a second of it;
 * - its reader falls more than `MAX_QUEUED_BYTES` of new events behind: the queue is dropped, never
 *   grown without bound;
 * - the backend closes (the reference server stopping).
 */
import { HEARTBEAT_MS, STREAM_RETRY_MS } from '../../src/api/events';
import type { Db } from '../db/store';
import { SENT_EVENT_TYPES, wireData, type Viewer } from './changeEvents';
import { createEventHub, type EventHub } from './eventHub';
import type { LoggedEvent } from './eventLog';

/** How many streams may be open at once (docs/server.md#live-updates). */
export interface StreamLimits {
  /** Open streams one session may hold (one per tab of the browser it signed in from). */
  perSession: number;
  /** Open streams of one account, whatever its sessions: one account cannot take every stream. */
  perAccount: number;
  /** Open streams from one client address, whatever its accounts. */
  perClient: number;
  /** Open streams in all. */
  total: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 10, perAccount: 30, perClient: 100, total: 2_000 };
/** A reader this many bytes of new events behind is disconnected; it reconnects and is replayed what it missed. */
export const MAX_QUEUED_BYTES = 64 * 1024;
/** Bytes handed to the stream ahead of its reader; the rest waits in the stream's own queue. */
const READ_AHEAD_BYTES = 16 * 1024;
/** A reconnecting stream that missed more events than this is told to refetch everything instead. */
export const MAX_REPLAYED_EVENTS = 1_000;
/** How often sessions and heartbeats are looked at. */
const TICK_MS = 1_000;

export interface StreamRequest {
  /** The session's key: its streams are counted together. */
  sessionKey: string;
  /** The client's address (../handlers/clientAddress.ts): its streams are counted together too. */
  clientKey: string;
  viewer: Viewer;
  lastEventId: string | null;
  /** Whether the session is still live and its account not suspended. */
  isLive: () => boolean;
  /** Aborted when the client goes away. */
  signal?: AbortSignal;
}

export interface LiveStreams {
  readonly hub: EventHub;
  /** The stream's answer, or the limit it would pass. */
  open(request: StreamRequest): Response | TooMany;
  /** How many streams are open now. */
  readonly count: number;
  /** Ends every stream and stops listening to the store. */
  close(): void;
}

/** The limit a refused stream would have passed. */
export interface TooMany {
  tooMany: keyof StreamLimits;
}

interface OpenStream {
  sessionKey: string;
  accountKey: string;
  clientKey: string;
  isLive: () => boolean;
  lastWriteAt: number;
  write(chunk: string | Uint8Array): void;
  /** Ends the stream: `dropQueued` when its reader is too far behind to be sent what is queued. */
  end(dropQueued?: boolean): void;
}

const encoder = new TextEncoder();

/** One event in the wire format; `data` is one line of JSON. */
export function frame(type: string, id: string, data: unknown): string {
  return `id: ${id}\nevent: ${type}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Each event's bytes, made once and shared by every stream it goes to. */
const encodedEvents = new WeakMap<LoggedEvent, Uint8Array>();
function eventBytes(entry: LoggedEvent): Uint8Array {
  let bytes = encodedEvents.get(entry);
  if (!bytes) {
    bytes = encoder.encode(frame(entry.event.type, entry.id, wireData(entry.event)));
    encodedEvents.set(entry, bytes);
  }
  return bytes;
}

/** Events written as one chunk: one commit's, so that they reach the reader together. */
function chunkOf(entries: readonly LoggedEvent[]): Uint8Array {
  if (entries.length === 1 && entries[0]) return eventBytes(entries[0]);
  const parts = entries.map(eventBytes);
  const chunk = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) {
    chunk.set(part, at);
    at += part.length;
  }
  return chunk;
}

export interface LiveStreamsOptions {
  now: () => number;
  limits?: StreamLimits;
}

export function createLiveStreams(db: Db, { now, limits = DEFAULT_STREAM_LIMITS }: LiveStreamsOptions): LiveStreams {
  const hub = createEventHub(db, { now });
  const streams = new Set<OpenStream>();
  let ticker: ReturnType<typeof setInterval> | undefined;

  function endDeadStreams() {
    // Streams of one session share its verdict: looked up once per session, not once per stream.
    const verdicts = new Map<string, boolean>();
    for (const stream of [...streams]) {
      let live = verdicts.get(stream.sessionKey);
      if (live === undefined) {
        live = stream.isLive();
        verdicts.set(stream.sessionKey, live);
      }
      if (!live) stream.end();
    }
  }

  function tick() {
    endDeadStreams();
    const at = Date.now();
    for (const stream of streams) if (at - stream.lastWriteAt >= HEARTBEAT_MS) stream.write(': heartbeat\n\n');
  }

  function startTicking() {
    if (ticker !== undefined) return;
    ticker = setInterval(tick, TICK_MS);
    // In Node: an open stream alone does not keep a process alive that is otherwise done.
    (ticker as { unref?: () => void }).unref?.();
  }

  function stopTickingWhenIdle() {
    if (streams.size > 0 || ticker === undefined) return;
    clearInterval(ticker);
    ticker = undefined;
  }

  // After the hub has sent a change's events: a sign-out or a suspension ends its streams at once.
  const stopWatching = db.onChange(endDeadStreams);

  /** The first limit a new stream would pass, if any. */
  function limitPassed(request: StreamRequest, accountKey: string): TooMany | null {
    if (streams.size >= limits.total) return { tooMany: 'total' };
    let ofSession = 0;
    let ofAccount = 0;
    let ofClient = 0;
    for (const stream of streams) {
      if (stream.sessionKey === request.sessionKey) ofSession += 1;
      if (stream.accountKey === accountKey) ofAccount += 1;
      if (stream.clientKey === request.clientKey) ofClient += 1;
    }
    if (ofSession >= limits.perSession) return { tooMany: 'perSession' };
    if (ofAccount >= limits.perAccount) return { tooMany: 'perAccount' };
    if (ofClient >= limits.perClient) return { tooMany: 'perClient' };
    return null;
  }

  function open(request: StreamRequest): Response | TooMany {
    const { sessionKey, clientKey, viewer, lastEventId, isLive, signal } = request;
    const refused = limitPassed(request, viewer.userId);
    if (refused) return refused;

    let ended = false;
    let stopHub = () => {};
    // What the stream starts with (retry, what was missed, ready), made chunk by chunk as the
    // reader takes it; then what happens after, queued here until the reader is ready for it.
    let opening: Iterator<Uint8Array> | null = null;
    const queued: Uint8Array[] = [];
    let queuedBytes = 0;
    let given: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>(
      {
        start(controller) {
          given = controller;
        },
        pull() {
          handOver();
        },
        cancel() {
          stream.end();
        },
      },
      { highWaterMark: READ_AHEAD_BYTES, size: (chunk) => chunk.byteLength },
    );
    // A ReadableStream calls `start` before its constructor returns.
    const controller = given;
    if (!controller) throw new Error('The stream did not start');

    /** The next chunk for the reader: the opening first, then what was queued since. */
    function nextChunk(): Uint8Array | undefined {
      const fromOpening = opening?.next();
      if (fromOpening && !fromOpening.done) return fromOpening.value;
      opening = null;
      const chunk = queued.shift();
      if (chunk) queuedBytes -= chunk.byteLength;
      return chunk;
    }

    /** Gives the stream what its reader has room for (`all`: everything, as it closes). */
    function handOver(all = false) {
      while (all || (controller?.desiredSize ?? 0) > 0) {
        const chunk = nextChunk();
        if (!chunk) return;
        controller?.enqueue(chunk);
      }
    }

    const stream: OpenStream = {
      sessionKey,
      accountKey: viewer.userId,
      clientKey,
      isLive,
      lastWriteAt: Date.now(),
      write(chunk) {
        if (ended) return;
        stream.lastWriteAt = Date.now();
        const bytes = typeof chunk === 'string' ? encoder.encode(chunk) : chunk;
        queued.push(bytes);
        queuedBytes += bytes.byteLength;
        if (queuedBytes > MAX_QUEUED_BYTES) return stream.end(true);
        handOver();
      },
      end(dropQueued = false) {
        if (ended) return;
        ended = true;
        stopHub();
        streams.delete(stream);
        stopTickingWhenIdle();
        try {
          if (dropQueued) controller.error(new Error('The reader fell too far behind'));
          else {
            // A stream that ends cleanly still delivers what it was given.
            handOver(true);
            controller.close();
          }
        } catch {
          // Already cancelled by its reader.
        }
      },
    };

    const subscription = hub.subscribe(
      {
        viewer,
        events: (entries) => stream.write(chunkOf(entries)),
        reset: () => stream.write(frame('reset', hub.position, {})),
      },
      lastEventId,
    );
    stopHub = subscription.stop;
    streams.add(stream);
    startTicking();

    const { missed } = subscription;
    // Past the bound, or from an id no longer kept: the reader refetches everything instead.
    const replay = missed.kind === 'events' && missed.events.length <= MAX_REPLAYED_EVENTS ? missed.events : null;
    const ready = hub.position;
    opening = (function* () {
      yield encoder.encode(`retry: ${STREAM_RETRY_MS}\n\n`);
      if (replay) for (const entry of replay) yield eventBytes(entry);
      else yield encoder.encode(frame('reset', ready, {}));
      // Open and caught up; its id is where a stream that comes back resumes from.
      // Every event type this server sends, so a client counts on the stream for all of them.
      yield encoder.encode(frame('ready', ready, { events: SENT_EVENT_TYPES }));
    })();
    handOver();

    signal?.addEventListener('abort', () => stream.end(), { once: true });
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }

  return {
    hub,
    open,
    get count() {
      return streams.size;
    },
    close() {
      stopWatching();
      for (const stream of [...streams]) stream.end();
      hub.close();
    },
  };
}
