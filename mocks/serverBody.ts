/**
 * Reading a request's body on the reference server (serverTransport.ts): counted as it arrives,
 * kept in one buffer, and given up on at once when it grows past the cap or arrives in absurdly
 * many pieces, so what a body costs the server stays proportional to what the cap allows.
 */
import type { IncomingMessage } from 'node:http';

/** Whether the client announced a body (Node has read none of it yet). */
export const announcesBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

type BodyResult = { kind: 'body'; bytes: Buffer } | { kind: 'too-large' } | { kind: 'fragmented' } | { kind: 'gone' };

export const FRAGMENTED_BODY_MESSAGE = 'The request body was sent in too many small pieces';
/**
 * Each piece of a chunked body costs the server an event however small it is, so a body in
 * one-byte chunks costs seconds of work for every megabyte. Past this many pieces, a body whose
 * pieces average under MIN_AVERAGE_PIECE bytes is refused; no client streams a real body so.
 */
const MANY_PIECES = 4_096;
const MIN_AVERAGE_PIECE = 16;

/**
 * Reads the body while it stays within `limit` bytes, copying each chunk into one buffer as it
 * arrives: a body sent as a million one-byte chunks then costs its size, not a million Buffers.
 * Past the limit it stops reading at once (the request is paused, so Node buffers at most a
 * socket's worth) instead of draining the rest.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    // The buffer grows with what arrived, doubling, never past the cap or a declared length: a
    // client that only announces a large body (and then trickles) holds no more than it sent.
    const declared = Number(req.headers['content-length'] ?? 0);
    const ceiling = Number.isInteger(declared) && declared > 0 ? Math.min(declared, limit) : limit;
    let buffer = Buffer.allocUnsafe(Math.min(ceiling, 16 * 1024));
    let size = 0;
    let pieces = 0;
    const settle = (result: BodyResult) => {
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      if (size + chunk.length > limit) {
        req.pause();
        settle({ kind: 'too-large' });
        return;
      }
      pieces += 1;
      if (pieces > MANY_PIECES && size + chunk.length < pieces * MIN_AVERAGE_PIECE) {
        req.pause();
        settle({ kind: 'fragmented' });
        return;
      }
      if (size + chunk.length > buffer.length) {
        const grown = Buffer.allocUnsafe(Math.max(size + chunk.length, Math.min(ceiling, buffer.length * 2)));
        buffer.copy(grown, 0, 0, size);
        buffer = grown;
      }
      chunk.copy(buffer, size);
      size += chunk.length;
    };
    const onEnd = () => settle({ kind: 'body', bytes: buffer.subarray(0, size) });
    const onGone = () => settle({ kind: 'gone' });
    const onClose = () => {
      if (!req.complete) onGone();
    };
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onClose);
  });
}

/** An upload's body handed on as it arrives (see streamBody): whether it ended past its cap. */
export interface StreamedBody {
  stream: ReadableStream<Uint8Array>;
  readonly tooLarge: boolean;
}

/**
 * The body as a stream that the handler reads at its own pace: the request is paused whenever the
 * reader has a chunk waiting, so at most a chunk or two is held, and the stream fails as soon as
 * more than `limit` bytes arrived (the rest is never read) or the client goes away.
 */
export function streamBody(req: IncomingMessage, limit: number): StreamedBody {
  let size = 0;
  let tooLarge = false;
  const stream = new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) {
            tooLarge = true;
            req.pause();
            controller.error(new Error('The body is larger than the upload cap'));
            return;
          }
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.on('end', () => controller.close());
        req.on('error', (error) => controller.error(error));
        req.on('close', () => {
          if (!req.complete) controller.error(new Error('The client went away during the upload'));
        });
      },
      pull() {
        if (!tooLarge) req.resume();
      },
      cancel() {
        req.pause();
      },
    },
    { highWaterMark: 1 },
  );
  return {
    stream,
    get tooLarge() {
      return tooLarge;
    },
  };
}
