/**
 * Word between the app's tabs that data changed. Every tab of a browser shares one session (the
 * cookie) and, in mock mode, one store (IndexedDB), but each keeps its own cache of what it read
 * and never refetches on its own (the SWR rules of src/data/index.ts). The tab that changed
 * something says so here; the others fetch what they show again (src/app/followOtherTabs.ts).
 *
 * One channel per tab: a BroadcastChannel does not hear its own messages, so a tab is never told
 * about its own writes. Where BroadcastChannel is missing, both calls do nothing.
 */

const MESSAGE_TYPE = 'data-changed';

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

type Listener = () => void;

const listeners = new Set<Listener>();
/** `undefined` until first used; `null` where there is no BroadcastChannel. */
let channel: BroadcastChannel | null | undefined;

function isChangeMessage(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === MESSAGE_TYPE;
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
    if (!isChangeMessage(event.data)) return;
    // A copy: a listener may unsubscribe while we call them.
    for (const listener of [...listeners]) listener();
  };
  channel = opened;
  return channel;
}

/** Tells the other tabs that this one changed data on the server (or reset the demo store). */
export function announceDataChanged(): void {
  try {
    openChannel()?.postMessage({ type: MESSAGE_TYPE });
  } catch (error) {
    // The change itself succeeded; the other tabs only miss the prompt to refetch.
    console.warn('Could not tell the other tabs about a change:', error);
  }
}

/** Calls `listener` whenever another tab announces a change. Returns the unsubscribe function. */
export function onDataChangedElsewhere(listener: Listener): () => void {
  if (!openChannel()) return () => {};
  // Wrapped, so subscribing one function twice gives two independent subscriptions.
  const entry: Listener = () => listener();
  listeners.add(entry);
  return () => {
    listeners.delete(entry);
  };
}
