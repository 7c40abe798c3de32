/**
 * Streaming answers of the reference server (the live stream, `text/event-stream`): the body is
 * written as the backend produces it, one chunk at a time, and the next chunk is read only once the
 * socket has taken the last. A client that stops reading therefore stalls the pipe, its backlog
 * grows in the backend's queue, which ends the stream past its bound (mocks/events/liveStreams.ts);
 * and one that does not drain within `DRAIN_TIMEOUT_MS` is cut off here. Nothing grows without bound.
 */
import type { ServerResponse } from 'node:http';

/** How long a client may leave a written chunk unread before it is disconnected. */
export const DRAIN_TIMEOUT_MS = 30_000;

export type StreamingAnswer = Response & { body: ReadableStream<Uint8Array> };

export const isStreamingAnswer = (response: Response): response is StreamingAnswer =>
  /^text\/event-stream\b/i.test(response.headers.get('content-type') ?? '') && response.body !== null;

/** Whether the socket took what was written: false when the client went away, did not drain in time, or the backend cut the stream meanwhile. */
function drained(res: ServerResponse, timeoutMs: number, cut: Promise<unknown>): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      clearTimeout(timer);
      res.off('drain', onDrain);
      res.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    res.on('drain', onDrain);
    res.on('close', onClose);
    // A reader cut by the backend (too far behind) is let go of now, not when its socket drains.
    cut.catch(() => done(false));
  });
}

/**
 * Sends `body` as the answer's body, headers already chosen. Resolves when the stream ends, the
 * client goes away (the body is then cancelled, so the backend lets go of it) or is cut off.
 */
export async function pipeStreamingBody(
  res: ServerResponse,
  body: ReadableStream<Uint8Array>,
  drainTimeoutMs = DRAIN_TIMEOUT_MS,
): Promise<void> {
  const reader = body.getReader();
  const cancel = () => {
    reader.cancel().catch(() => undefined);
  };
  res.once('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || res.destroyed) break;
      if (!res.write(value) && !(await drained(res, drainTimeoutMs, reader.closed))) {
        res.destroy();
        return;
      }
    }
    if (!res.destroyed) res.end();
  } catch {
    // The backend ended the stream with an error (its reader fell too far behind).
    res.destroy();
  } finally {
    res.off('close', cancel);
    cancel();
  }
}
