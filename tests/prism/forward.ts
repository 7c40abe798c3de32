/**
 * A plain HTTP forwarder for the small servers in front of Prism: reads a request whole, sends it
 * on, and hands back the whole answer, so a caller can read (or rewrite) it before it goes back.
 * Bodies here are small JSON documents; buffering them keeps the rewriting simple.
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
