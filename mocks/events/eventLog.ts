/**
 * The recent events, numbered, for streams that reconnect: a client that says which event it saw
 * last (`Last-Event-ID`) gets every later one, or, when it asks for one no longer kept (or one from
 * before this log existed, such as before a server restart), a reset telling it to refetch all.
 *
 * Kept: every event of the last `keepMs` (10 minutes), and at least the last `keepCount` (1,000),
 * whichever is more, so a client away for a short while never misses anything. `hardLimit` bounds
 * the memory whatever the write rate; past it the oldest go, and a client that asks for them gets
 * the reset.
 */
import type { ChangeEvent } from './changeEvents';

export interface LoggedEvent {
  /** `<epoch>.<number>`: the epoch tells this log's ids from those of an earlier one. */
  id: string;
  at: number;
  event: ChangeEvent;
}

export type Replay = { kind: 'events'; events: LoggedEvent[] } | { kind: 'reset' };

export interface EventLogOptions {
  now: () => number;
  keepMs?: number;
  keepCount?: number;
  hardLimit?: number;
  /** Distinguishes this log's ids; random unless given (tests). */
  epoch?: string;
}

export interface EventLog {
  /** Numbers and keeps the events, in order, and returns them numbered. */
  append(events: readonly ChangeEvent[]): LoggedEvent[];
  /** What a client that last saw `lastEventId` missed; without an id, nothing (it starts now). */
  since(lastEventId: string | null): Replay;
  /** How many events are kept now (for tests and diagnostics). */
  readonly size: number;
  /** The id of the last event numbered (`<epoch>.0` before any): a client that saw it has missed nothing. */
  readonly position: string;
}

export const KEEP_MS = 10 * 60_000;
export const KEEP_COUNT = 1_000;
export const HARD_LIMIT = 50_000;

export function createEventLog({
  now,
  keepMs = KEEP_MS,
  keepCount = KEEP_COUNT,
  hardLimit = HARD_LIMIT,
  epoch,
}: EventLogOptions): EventLog {
  const mine = epoch ?? Math.random().toString(36).slice(2, 10);
  const kept: (LoggedEvent & { seq: number })[] = [];
  let last = 0;

  function trim(at: number) {
    let drop = 0;
    while (kept.length - drop > keepCount && (kept[drop]?.at ?? at) <= at - keepMs) drop += 1;
    drop = Math.max(drop, kept.length - hardLimit);
    if (drop > 0) kept.splice(0, drop);
  }

  return {
    append(events) {
      const at = now();
      const logged = events.map((event) => {
        last += 1;
        const entry = { id: `${mine}.${last}`, seq: last, at, event };
        kept.push(entry);
        return { id: entry.id, at, event };
      });
      trim(at);
      return logged;
    },

    since(lastEventId) {
      if (lastEventId === null) return { kind: 'events', events: [] };
      const match = /^([a-z0-9]+)\.(\d+)$/.exec(lastEventId);
      const seq = Number(match?.[2]);
      if (match?.[1] !== mine || !Number.isSafeInteger(seq) || seq > last) return { kind: 'reset' };
      // Everything after `seq` must still be here: the first kept event is at most the next one.
      const first = kept[0]?.seq ?? last + 1;
      if (first > seq + 1) return { kind: 'reset' };
      // Kept events are numbered without gaps, so the missed ones start at a known index.
      return { kind: 'events', events: kept.slice(seq + 1 - first).map(({ id, at, event }) => ({ id, at, event })) };
    },

    get size() {
      return kept.length;
    },

    get position() {
      return `${mine}.${last}`;
    },
  };
}
