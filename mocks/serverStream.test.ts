/**
 * How the reference server writes a live stream (./serverStream.ts): chunk by chunk, the next read
 * only once the socket took the last; a client that never drains is cut off; a client that goes
 * away cancels the body, so the backend lets go of its stream.
 */
import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { pipeStreamingBody } from './serverStream';

/** A ServerResponse stand-in: `accepting` says whether a write fits in the socket's buffer. */
class FakeResponse extends EventEmitter {
  written: string[] = [];
  ended = false;
  destroyed = false;
  accepting = true;
  write(chunk: Uint8Array): boolean {
    this.written.push(new TextDecoder().decode(chunk));
    return this.accepting;
  }
  end() {
    this.ended = true;
  }
  destroy() {
    this.destroyed = true;
    this.emit('close');
  }
}

const asResponse = (fake: FakeResponse) => fake as unknown as ServerResponse;
const bytes = (text: string) => new TextEncoder().encode(text);

/** A body that hands out `chunks` one pull at a time, counting the pulls and noting a cancel. */
function countedBody(chunks: string[]) {
  const state = { pulls: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const next = chunks[state.pulls];
        state.pulls += 1;
        if (next === undefined) controller.close();
        else controller.enqueue(bytes(next));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}

describe('pipeStreamingBody', () => {
  it('writes every chunk in order and ends the answer with the stream', async () => {
    const res = new FakeResponse();
    const { body } = countedBody(['retry: 2000\n\n', 'event: ready\ndata: {}\n\n']);
    await pipeStreamingBody(asResponse(res), body);
    expect(res.written).toEqual(['retry: 2000\n\n', 'event: ready\ndata: {}\n\n']);
    expect(res.ended).toBe(true);
    expect(res.destroyed).toBe(false);
  });

  it('reads nothing more while the socket is full, and goes on once it drains', async () => {
    const res = new FakeResponse();
    res.accepting = false;
    const { body, state } = countedBody(['one', 'two', 'three']);
    const piping = pipeStreamingBody(asResponse(res), body);
    await expect.poll(() => res.written).toEqual(['one']);
    // Still waiting for the drain: the next chunk has not been asked for.
    await new Promise((resolve) => setImmediate(resolve));
    expect(res.written).toEqual(['one']);
    expect(state.pulls).toBeLessThanOrEqual(2);
    res.accepting = true;
    res.emit('drain');
    await piping;
    expect(res.written).toEqual(['one', 'two', 'three']);
  });

  it('cuts off a client that never takes what was written, and lets go of the body', async () => {
    const res = new FakeResponse();
    res.accepting = false;
    const { body, state } = countedBody(['one', 'two']);
    await pipeStreamingBody(asResponse(res), body, 10);
    expect(res.destroyed).toBe(true);
    expect(res.written).toEqual(['one']);
    expect(state.cancelled).toBe(true);
  });

  it('cancels the body when the client goes away', async () => {
    const res = new FakeResponse();
    const state = { cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      cancel() {
        state.cancelled = true;
      },
    });
    const piping = pipeStreamingBody(asResponse(res), body);
    res.emit('close');
    await piping;
    expect(state.cancelled).toBe(true);
  });

  it('destroys the answer when the backend ends the stream with an error (a reader too far behind)', async () => {
    const res = new FakeResponse();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes('one'));
        controller.error(new Error('too far behind'));
      },
    });
    await pipeStreamingBody(asResponse(res), body);
    expect(res.destroyed).toBe(true);
  });
});
