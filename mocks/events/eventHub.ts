/**
 * Where the store's changes become live events: every committed change is read for its events
 * (changeEvents.ts), numbered and kept (eventLog.ts), and handed to each open stream whose viewer
 * may receive it. A stream that reconnects gets what it missed first, or a reset. When the whole
 * store is replaced (a demo reset, a reload from storage), no event can say what changed: the log
 * starts a new epoch and every stream, open or reconnecting, is told to refetch everything.
 */
import type { Db } from '../db/store';
import { eventsOfCommit, reaches, type Viewer } from './changeEvents';
import { createEventLog, type EventLog, type EventLogOptions, type LoggedEvent } from './eventLog';

export interface StreamListener {
  viewer: Viewer;
  /**
   * The events of one commit this viewer may receive, in order (never none): a stream writes them
   * as one chunk, so they arrive together and a client refreshes once for all of them.
   */
  events(entries: readonly LoggedEvent[]): void;
  /** Everything may have changed: refetch all. */
  reset(): void;
}

export interface Subscription {
  /** What the stream missed since its last event id (already filtered for its viewer), or a reset. */
  missed: { kind: 'events'; events: LoggedEvent[] } | { kind: 'reset' };
  stop(): void;
}

export interface EventHub {
  subscribe(listener: StreamListener, lastEventId: string | null): Subscription;
  /** How many streams listen now. */
  readonly streams: number;
  /** The id of the last event: where a stream that is up to date resumes from. */
  readonly position: string;
  close(): void;
}

export function createEventHub(db: Db, options: Omit<EventLogOptions, 'epoch'>): EventHub {
  let log: EventLog = createEventLog(options);
  const listeners = new Set<StreamListener>();

  const stopListening = db.onChange((changes) => {
    if (changes === 'everything') {
      log = createEventLog(options);
      for (const listener of listeners) listener.reset();
      return;
    }
    const logged = log.append(eventsOfCommit(changes));
    if (logged.length === 0) return;
    for (const listener of listeners) {
      const reaching = logged.filter((entry) => reaches(entry.event, listener.viewer));
      if (reaching.length > 0) listener.events(reaching);
    }
  });

  return {
    subscribe(listener, lastEventId) {
      const replay = log.since(lastEventId);
      listeners.add(listener);
      return {
        missed:
          replay.kind === 'reset'
            ? replay
            : { kind: 'events', events: replay.events.filter((entry) => reaches(entry.event, listener.viewer)) },
        stop: () => listeners.delete(listener),
      };
    },
    get streams() {
      return listeners.size;
    },
    get position() {
      return log.position;
    },
    close() {
      stopListening();
      listeners.clear();
    },
  };
}
