/**
 * The resume figure of `npm run bench:events` (docs/performance.md#live-stream): a stream that
 * comes back after 999 missed events, timed from its request to its `ready`, while the bench's
 * 1,000 other streams stay open and receive everything written meanwhile.
 */
import { MAX_REPLAYED_EVENTS } from '../mocks/events/liveStreams';
import { readEventStream } from '../mocks/events/readEventStream';

export interface Resume {
  /** Events replayed before its `ready`. */
  replayed: number;
  /** Whether they were exactly the missed ones, in order. */
  inOrder: boolean;
  /** From the request to the `ready`, in ms. */
  ms: number;
}

async function eventStream(base: string, cookie: string, lastEventId?: string) {
  const response = await fetch(`${base}/api/events`, {
    headers: { cookie, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`a stream was refused: ${response.status} ${await response.text()}`);
  return readEventStream(response.body);
}

/**
 * Watches one stream of `cookie`'s while `write` is called (it resolves with the id of the message
 * it wrote), until that stream has seen 1,000 events, the last write's among them; then comes back
 * from the 999th last.
 */
export async function timedResume(
  base: string,
  cookie: string,
  write: (n: number) => Promise<string>,
): Promise<Resume> {
  const missed = MAX_REPLAYED_EVENTS - 1;
  const watcher = await eventStream(base, cookie);
  await watcher.until('ready');
  const ids: string[] = [];
  const written = new Set<string>();
  const waiting: { for: { messageId: string; seen: () => void } | null } = { for: null };
  const watching = (async () => {
    for (;;) {
      const { id, data } = await watcher.next();
      if (id) ids.push(id);
      const messageId = (data as { messageId?: string } | null)?.messageId;
      if (messageId) written.add(messageId);
      if (waiting.for && written.has(waiting.for.messageId)) waiting.for.seen();
    }
  })().catch(() => undefined);
  for (let n = 1; ids.length < missed + 1; n++) {
    const messageId = await write(n);
    // Every event of this write has reached the watcher before the next (none left unread at the end).
    if (!written.has(messageId)) await new Promise<void>((seen) => (waiting.for = { messageId, seen }));
    waiting.for = null;
  }
  await watcher.cancel();
  await watching;

  const from = ids[ids.length - 1 - missed] ?? '';
  const started = performance.now();
  const comeBack = await eventStream(base, cookie, from);
  const messages = await comeBack.until('ready');
  const ms = performance.now() - started;
  await comeBack.cancel();
  const replayed = messages.slice(0, -1).flatMap((message) => (message.id ? [message.id] : []));
  const expected = ids.slice(-missed);
  return {
    replayed: replayed.length,
    inOrder: replayed.length === expected.length && replayed.every((id, at) => id === expected[at]),
    ms,
  };
}
