/**
 * Reads a live stream's body as a client would (tests and the events benchmark): messages parsed
 * by eventsource-parser, the parser EventSource polyfills use, with `data` parsed as JSON.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';

export interface StreamMessage {
  id: string | undefined;
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  /** The next message; rejects when the stream ends first. */
  next(): Promise<StreamMessage>;
  /** Messages up to and including the first of type `event`. */
  until(event: string): Promise<StreamMessage[]>;
  /** Reads to the end: how it ended, and the messages on the way. */
  end(): Promise<{ how: 'closed' | 'errored'; messages: StreamMessage[] }>;
  cancel(): Promise<void>;
}

export function readEventStream(body: ReadableStream<Uint8Array>): EventStreamReader {
  const decoder = new TextDecoder();
  const text = new TransformStream<Uint8Array, string>({
    transform: (chunk, out) => out.enqueue(decoder.decode(chunk, { stream: true })),
  });
  const reader = body.pipeThrough(text).pipeThrough(new EventSourceParserStream()).getReader();
  const toMessage = (value: { id?: string; event?: string; data: string }): StreamMessage => ({
    id: value.id,
    event: value.event ?? 'message',
    data: value.data === '' ? null : JSON.parse(value.data),
  });
  const next = async () => {
    const { done, value } = await reader.read();
    if (done) throw new Error('The stream ended');
    return toMessage(value);
  };
  return {
    next,
    async until(event) {
      const seen: StreamMessage[] = [];
      for (;;) {
        const message = await next();
        seen.push(message);
        if (message.event === event) return seen;
      }
    },
    async end() {
      const messages: StreamMessage[] = [];
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return { how: 'closed', messages };
          messages.push(toMessage(value));
        }
      } catch {
        return { how: 'errored', messages };
      }
    },
    cancel: () => reader.cancel(),
  };
}
