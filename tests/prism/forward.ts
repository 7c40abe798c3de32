/**
 * A plain HTTP forwarder for the small servers in front of Prism (and the journeys' proxy,
 * tests/e2e/redirectingProxy.ts): reads a request whole, sends it on, and hands back the whole
 * answer, so a caller can read (or rewrite) it before it goes back. Bodies here are small JSON
 * documents; buffering them keeps the rewriting simple. What must not be buffered (a stream, a
 * file) goes through `pipeExchange`.
 */
import { request, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';

export interface Answer {
  status: number;
  /** As received: name, value, name, value… (keeps repeated Set-Cookie headers apart). */
  rawHeaders: string[];
  body: Buffer;
}

export function readBody(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

/** Sends `method path` with `headers` and `body` to `target` (an origin); `host` is set to the target's. */
export function send(
  target: string,
  method: string,
  path: string,
  headers: OutgoingHttpHeaders,
  body: Buffer,
): Promise<Answer> {
  const origin = new URL(target);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname: origin.hostname,
        port: origin.port,
        method,
        path,
        headers: { ...headers, host: origin.host, 'content-length': String(body.length) },
        // A connection per request: a kept-alive one that Prism closes as it is reused fails with
        // ECONNRESET, which would read as the app's fault.
        agent: false,
      },
      (incoming) => {
        readBody(incoming).then(
          (data) => resolve({ status: incoming.statusCode ?? 502, rawHeaders: incoming.rawHeaders, body: data }),
          reject,
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

/** The first value of a header in a raw list, compared without case. */
export function headerOf(answer: Answer, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (let at = 0; at + 1 < answer.rawHeaders.length; at += 2) {
    if (answer.rawHeaders[at]?.toLowerCase() === wanted) return answer.rawHeaders[at + 1];
  }
  return undefined;
}

/** Writes an answer back; `body` replaces the received one (its length header follows it). */
export function reply(response: ServerResponse, answer: Answer, body: Buffer = answer.body): void {
  const headers: string[] = [];
  for (let at = 0; at + 1 < answer.rawHeaders.length; at += 2) {
    const name = answer.rawHeaders[at] ?? '';
    // The body is sent whole, with its own length: the received framing no longer applies.
    if (/^(content-length|transfer-encoding|connection|keep-alive)$/i.test(name)) continue;
    headers.push(name, answer.rawHeaders[at + 1] ?? '');
  }
  headers.push('Content-Length', String(body.length));
  response.writeHead(answer.status, headers);
  response.end(body);
}

/** The request's headers without hop-by-hop ones, ready to forward. */
export function forwardableHeaders(incoming: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || /^(host|connection|keep-alive|content-length|transfer-encoding)$/i.test(name)) continue;
    headers[name] = value;
  }
  return headers;
}

/**
 * Pipes a request and its answer both ways as they come, to `path` (the request's own by default)
 * on `upstream`: a live stream's events reach the client as they are written, and an answer the
 * server gives before the body's end (a refusal) reaches the client; the request's own write
 * failing after that is no error.
 * The rest of the client's body is then read and dropped here, and the server's `Connection: close`
 * (its own hop) not passed on: closing on a client still sending would reset its connection before
 * it read the answer, as the server's own lingering close avoids (docs/server.md#body-and-transport-limits).
 */
export function pipeExchange(
  upstream: string,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
  path: string = incoming.url ?? '/',
): Promise<number> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const outbound = request(
      new URL(path, upstream),
      { method: incoming.method, headers: { ...forwardableHeaders(incoming), ...lengthOf(incoming) } },
      (answer) => {
        answered = true;
        const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name !== 'connection'));
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        // A stream's headers go now, not with its first event.
        outgoing.flushHeaders();
        answer.pipe(outgoing);
        answer.once('end', () => {
          incoming.unpipe(outbound);
          incoming.resume();
          // The server has answered: what it would still read of the body goes nowhere.
          outbound.destroy();
        });
        resolve(answer.statusCode ?? 502);
      },
    );
    outbound.once('error', (error) => {
      if (!answered) reject(error);
    });
    outgoing.once('close', () => outbound.destroy());
    incoming.pipe(outbound);
  });
}

/** The request's declared length, kept when it is piped on unchanged. */
const lengthOf = (incoming: IncomingMessage) =>
  incoming.headers['content-length'] ? { 'content-length': incoming.headers['content-length'] } : {};
