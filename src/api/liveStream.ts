/**
 * The browser's end of the live stream (`GET /api/events`, docs/server.md#live-updates): one
 * EventSource, its events parsed with the contract's schemas, and reconnection with backoff. The
 * browser's own reconnection is not used: it retries at one fixed pace, and gives up for good on
 * any answer but 200 (a restarting server's 502, a 429). Instead each failure closes the source, and
 * a new one opens after a growing pause, resuming from the last event seen (`lastEventId`).
 */
import * as v from 'valibot';
import { pathOf } from './calls';
import { setStreamLive } from './changes';
import { apiUrl } from './client';
import { ReadyEventSchema, STREAM_EVENT_TYPES, streamEvents, type StreamEventType } from './events';

/** `connecting`: opening, never yet live; `live`: open and caught up; `down`: lost, reconnecting. */
export type LiveStreamState = 'connecting' | 'live' | 'down';

export interface LiveStreamHandlers {
  /** An event with its parsed data; `ready` after a reconnection means: refetch what is shown. */
  onEvent(type: StreamEventType, data: unknown, context: { reconnected: boolean }): void;
  onState(state: LiveStreamState): void;
}

export interface LiveStreamOptions {
  /** The EventSource to use (tests); the browser's by default. */
  EventSourceImpl?: typeof EventSource;
  /** The pause before reconnection attempt `n` (0-based), in ms. */
  backoff?: (attempt: number) => number;
  random?: () => number;
}

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 5_000;

/** 1 s, 2 s, 4 s, then 5 s, each up to a third longer at random, so tabs do not all come back at once. */
export function reconnectPause(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt);
  return Math.round(base * (1 + random() / 3));
}

/** Whether this browser can hold a live stream at all (not jsdom, not a very old browser). */
export const canStreamLive = (): boolean => typeof EventSource !== 'undefined';

/** Opens the stream; returns the function that closes it for good. */
export function openLiveStream(handlers: LiveStreamHandlers, options: LiveStreamOptions = {}): () => void {
  const Source = options.EventSourceImpl ?? EventSource;
  const pause = options.backoff ?? ((attempt: number) => reconnectPause(attempt, options.random));
  let source: EventSource | null = null;
  let lastEventId: string | undefined;
  let failures = 0;
  let everLive = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const self = {};
  // The event types the server's `ready` said this stream sends (absent: the original three).
  let sends: readonly string[] | undefined;
  const setState = (state: LiveStreamState) => {
    setStreamLive(self, state === 'live', sends);
    handlers.onState(state);
  };

  const receive = (type: StreamEventType) => (event: MessageEvent<string>) => {
    if (event.lastEventId) lastEventId = event.lastEventId;
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return;
    }
    const parsed = v.safeParse(streamEvents[type].data, data);
    // An event this app cannot read is skipped; the next reset or reconnection covers it.
    if (!parsed.success) return;
    if (type === 'ready') {
      sends = v.is(ReadyEventSchema, parsed.output) ? parsed.output.events : undefined;
      const reconnected = everLive;
      everLive = true;
      failures = 0;
      setState('live');
      handlers.onEvent(type, parsed.output, { reconnected });
      return;
    }
    handlers.onEvent(type, parsed.output, { reconnected: false });
  };

  function connect() {
    if (closed) return;
    const url = apiUrl(pathOf('getEvents', lastEventId === undefined ? {} : { lastEventId }));
    const opened = new Source(url, { withCredentials: true });
    source = opened;
    for (const type of STREAM_EVENT_TYPES) opened.addEventListener(type, receive(type) as EventListener);
    opened.onerror = () => {
      if (closed || source !== opened) return;
      opened.close();
      source = null;
      setState(everLive ? 'down' : 'connecting');
      retryTimer = setTimeout(connect, pause(failures));
      failures += 1;
    };
  }

  setState('connecting');
  connect();
  return () => {
    closed = true;
    setStreamLive(self, false);
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
}
