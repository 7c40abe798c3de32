/**
 * Word between the app's tabs of what changed that the live stream does not tell them. Every tab of
 * a browser shares one session (the cookie) and, in mock mode, one store (IndexedDB), but each
 * keeps its own cache of what it read and never refetches on its own (the SWR rules of
 * src/data/index.ts). The live stream tells every tab of the changes it carries; this channel
 * carries the rest (docs/server.md#what-a-change-refreshes): the session (a sign-in, a sign-out, a
 * demo reset) and the changes the stream does not report, or all of them while the writer's stream
 * is not live. The others fetch again what those change (src/app/followOtherTabs.ts).
 *
 * One channel per tab: a BroadcastChannel does not hear its own messages, so a tab is never told
 * about its own writes. Where BroadcastChannel is missing, both calls do nothing.
 */
import { changesToRefresh, type Change } from './changes';

const MESSAGE_TYPE = 'changed';

const CHANNEL_NAME = 'dispute-centre:data-changed';
let channelName: string | undefined;

/**
 * The channel's name. A browser confines a channel to one origin; Node's BroadcastChannel, which
 * the unit tests run on, reaches every worker thread of the process, so there each test file (one
 * copy of this module) gets a channel of its own and never hears another file's writes. Read
 * lazily: outside Vite (the reference server under tsx) `import.meta.env` does not exist.
 */
export function tabSyncChannelName(): string {
  channelName ??=
    import.meta.env.MODE === 'test' ? `${CHANNEL_NAME}:${Math.random().toString(36).slice(2)}` : CHANNEL_NAME;
  return channelName;
}

/** What another tab changed: the session (who is signed in, or everything after a demo reset), or data. */
export interface ChangedElsewhere {
  session: boolean;
  changes: Change[];
}
type Listener = (changed: ChangedElsewhere) => void;

const listeners = new Set<Listener>();
/** `undefined` until first used; `null` where there is no BroadcastChannel. */
let channel: BroadcastChannel | null | undefined;

function changeOf(data: unknown): ChangedElsewhere | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, session, changes } = data as { type?: unknown; session?: unknown; changes?: unknown };
  if (type !== MESSAGE_TYPE || !Array.isArray(changes)) return null;
  return { session: session === true, changes: changes as Change[] };
}

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  // Outside a page (the reference server, the conformance suite in Node) there are no tabs to tell,
  // and an open channel would keep Node's process alive.
  if (typeof BroadcastChannel === 'undefined' || typeof window === 'undefined') {
    channel = null;
    return channel;
  }
  const opened = new BroadcastChannel(tabSyncChannelName());
  opened.onmessage = (event: MessageEvent<unknown>) => {
    const changed = changeOf(event.data);
    if (!changed) return;
    // A copy: a listener may unsubscribe while we call them.
    for (const listener of [...listeners]) listener(changed);
  };
  channel = opened;
  return channel;
}

/**
 * Tells the other tabs that this one changed the session, or data on the server, as far as the
 * live stream does not tell them itself. Says nothing when nothing is left to say.
 */
export function announceChanges({
  session = false,
  changes = [],
}: {
  session?: boolean;
  changes?: readonly Change[];
}): void {
  const unstreamed = changesToRefresh(changes);
  if (!session && unstreamed.length === 0) return;
  try {
    openChannel()?.postMessage({ type: MESSAGE_TYPE, session, changes: unstreamed });
  } catch (error) {
    // The change itself succeeded; the other tabs only miss the prompt to refetch.
    console.warn('Could not tell the other tabs about a change:', error);
  }
}

/** Calls `listener` whenever another tab announces a change. Returns the unsubscribe function. */
export function onChangedElsewhere(listener: Listener): () => void {
  if (!openChannel()) return () => {};
  // Wrapped, so subscribing one function twice gives two independent subscriptions.
  const entry: Listener = (changed) => listener(changed);
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}
