/**
 * The HTTP side of the reference server: turns Node's requests into fetch `Request`s for the
 * handlers and their `Response`s back into HTTP, with the rules a server facing the internet needs.
 * Integrators copy this, so it refuses what could knock it over or trick it:
 *
 * - bodies are counted as they arrive and refused past the cap (413), never kept past it, so a
 *   client cannot fill the memory by streaming; a body in a great many tiny chunks is refused too
 *   (400), as each chunk costs the server work;
 * - an answer given before the body's end (a refusal) arrives as the answer: the rest of the body
 *   is read and thrown away, up to a bound and a time limit, before the connection closes;
 * - every refusal and failure is JSON `{ message }`, never a stack, including the ones Node's own
 *   parser raises (malformed request line, headers too large) and methods the API has no use for;
 * - every answer says `Cache-Control: no-store` and `X-Content-Type-Options: nosniff`;
 * - the client's address is the socket's, whatever header the client sent;
 * - only the host names it is told it serves are answered (421 otherwise), against DNS rebinding;
 * - a state-changing call must carry JSON and come from no foreign page (./handlers/requestGuards.ts).
 */
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { CLIENT_ADDRESS_HEADER } from './handlers/clientAddress';
import {
  BODY_TOO_LARGE_MESSAGE,
  DEFAULT_MAX_BODY_BYTES,
  isUploadRequest,
  refuseUnsafeWrite,
} from './handlers/requestGuards';
import { giveStreamedBody } from './handlers/uploadBody';
import { MAX_EVIDENCE_FILE_BYTES, UPLOAD_OVERHEAD_BYTES } from '../src/api/evidence';
import { announcesBody, FRAGMENTED_BODY_MESSAGE, readBody, streamBody, type StreamedBody } from './serverBody';
import { isStreamingAnswer, pipeStreamingBody, type StreamingAnswer } from './serverStream';

export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const NOT_FOUND_MESSAGE = 'Not found';
export const METHOD_NOT_ALLOWED_MESSAGE = 'Method not allowed';
export const MALFORMED_URL_MESSAGE = 'The request URL is malformed';
export const UNKNOWN_HOST_MESSAGE = 'This server does not answer for that host name';

export interface TransportOptions {
  /** Answers a request, or undefined when nothing handles it (msw's `getResponse`). */
  dispatch: (request: Request) => Promise<Response | undefined>;
  /** Origins a browser app may call from, with credentials (CORS) and for state-changing calls. */
  allowedOrigins: ReadonlySet<string>;
  maxBodyBytes?: number;
  /** The body cap of an upload (a file of the endpoint table's `upload` calls): the file cap plus the multipart overhead. */
  maxUploadBytes?: number;
  /** Adds `Secure` to every cookie, for a server behind HTTPS. */
  secureCookies?: boolean;
  /**
   * The host names (no port; IPv6 in brackets, lower case) this server answers for. A request
   * naming any other `Host` is refused (421), so a page on a rebound name (DNS rebinding) cannot
   * pass for the server's own origin.
   */
  allowedHosts: ReadonlySet<string>;
  /** The host of a request that names none (HTTP/1.0). */
  defaultHost: string;
  logError?: (...details: unknown[]) => void;
}

const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'OPTIONS']);
const ALLOW = 'GET, POST, PUT, OPTIONS, HEAD';

/** On every answer: nothing about a session may sit in a cache, and no body is sniffed into HTML. */
const SAFETY_HEADERS: Record<string, string> = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Headers about one connection, which Node writes itself from what it knows. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade']);

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing that could change the path. */
const HOST_PATTERN = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

interface Answer {
  status: number;
  headers: Headers;
  body: Uint8Array;
}

function jsonAnswer(status: number, message: string, headers: Record<string, string> = {}): Answer {
  const all = new Headers(headers);
  all.set('content-type', 'application/json');
  return { status, headers: all, body: Buffer.from(JSON.stringify({ message })) };
}

/** Only an error body the app can show: JSON `{ message }` without any stack. */
function isPresentableError(headers: Headers, body: Uint8Array): boolean {
  if (!/^application\/json\b/i.test(headers.get('content-type') ?? '')) return false;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body).toString('utf8'));
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      !Array.isArray(parsed) &&
      typeof (parsed as { message?: unknown }).message === 'string' &&
      !('stack' in parsed)
    );
  } catch {
    return false;
  }
}

/** The request's URL, or null when a handler could not match it safely (bad escapes, a forged Host). */
function requestUrl(req: IncomingMessage, defaultHost: string): URL | null {
  const target = req.url ?? '/';
  const host = req.headers.host ?? defaultHost;
  if (!target.startsWith('/') || !HOST_PATTERN.test(host)) return null;
  try {
    const url = new URL(`http://${host}${target}`);
    decodeURIComponent(url.pathname); // the handlers' path matching decodes it, and throws on `%ff`
    return url;
  } catch {
    return null;
  }
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client; a limiter keyed by address must see one key. */
function clientAddress(req: IncomingMessage): string {
  const address = req.socket.remoteAddress;
  if (!address) return 'unknown';
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
}

function withSecure(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

/** How long a refused client may take to read its answer before its connection is cut. */
const HANG_UP_GRACE_MS = 2_000;
/**
 * How long the rest of a refused request's body is read and thrown away before its connection
 * closes (docs/server.md#body-and-transport-limits); how much is the request's own cap.
 */
const LINGER_MS = 10_000;

/** A complete HTTP/1.1 answer that ends its connection, for writing straight to the socket. */
function rawResponse(status: number, headers: Record<string, string | string[]>, body: Uint8Array): Buffer {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (const [name, value] of Object.entries(headers)) {
    for (const item of Array.isArray(value) ? value : [value]) lines.push(`${name}: ${item}`);
  }
  lines.push('connection: close', '', '');
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), body]);
}

/** A complete JSON `{ message }` answer that ends its connection. */
function rawJsonResponse(status: number, message: string, headers: Record<string, string> = {}): Buffer {
  const body = Buffer.from(JSON.stringify({ message }));
  return rawResponse(
    status,
    { ...headers, ...SAFETY_HEADERS, 'content-type': 'application/json', 'content-length': String(body.byteLength) },
    body,
  );
}

/**
 * Answers and ends a connection whose request Node could not parse, or whose body is refused for
 * its many tiny pieces (nothing more of it is worth reading). Node's own way (`Connection: close`)
 * destroys the socket as soon as the answer is written, and a client still sending then often gets
 * a reset instead of the answer; so the answer goes out with our half of the connection closed,
 * nothing more is read, and the socket is destroyed after a short grace in which the client reads it.
 */
function hangUp(socket: Duplex, response: Buffer) {
  socket.pause();
  socket.end(response);
  const timer = setTimeout(() => socket.destroy(), HANG_UP_GRACE_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Answers a request whose body was not read to its end, then closes its connection without a reset
 * (a lingering close). A socket closed with unread bytes in its buffer is answered by the kernel
 * with a reset, which can overtake the answer already sent: the client then sees a broken
 * connection instead of its 404 or 413. So the answer goes out with our half of the connection
 * closed, and the rest of the body is read and thrown away as it comes; the socket closes once the
 * client has sent it all. A client that sends more than `maxBytes` of it, or for longer than
 * LINGER_MS, is read no more and cut after the same grace as `hangUp`, in which it reads its answer.
 */
function lingeringClose(req: IncomingMessage, response: Buffer, maxBytes: number) {
  const { socket } = req;
  socket.end(response);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cutAfter = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => socket.destroy(), ms);
    timer.unref();
  };
  socket.once('close', () => clearTimeout(timer));
  if (req.complete) return cutAfter(HANG_UP_GRACE_MS);

  let discarded = 0;
  const stopReading = () => {
    req.off('data', discard);
    req.pause();
    cutAfter(HANG_UP_GRACE_MS);
  };
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > maxBytes) stopReading();
  };
  // All of it read: nothing is left for a reset; the socket closes once the answer is written.
  const closeOnceAnswered = () =>
    socket.writableFinished ? socket.destroy() : socket.once('finish', () => socket.destroy());
  // Whoever read the body so far (a handler's upload stream) has stopped: the rest goes nowhere.
  req.removeAllListeners('data');
  req
    .on('data', discard)
    .once('end', closeOnceAnswered)
    .once('error', () => socket.destroy());
  req.resume();
  timer = setTimeout(stopReading, LINGER_MS);
  timer.unref();
}

export function createTransportServer(options: TransportOptions): Server {
  const { dispatch, allowedOrigins, allowedHosts, defaultHost, secureCookies = false } = options;
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const maxUploadBytes = options.maxUploadBytes ?? MAX_EVIDENCE_FILE_BYTES + UPLOAD_OVERHEAD_BYTES;
  /** The cap of this request's body: an upload's, or every other call's. */
  const capOf = (req: IncomingMessage) =>
    isUploadRequest(req.method ?? 'GET', (req.url ?? '/').split('?')[0] ?? '/') ? maxUploadBytes : maxBodyBytes;
  const logError = options.logError ?? ((...details: unknown[]) => console.error('[mock server]', ...details));

  function corsHeaders(origin: string | undefined): Record<string, string> {
    if (!origin || !allowedOrigins.has(origin)) return {};
    return {
      'access-control-allow-origin': origin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
      'access-control-allow-headers': 'Content-Type',
      'access-control-max-age': '600',
      vary: 'Origin',
    };
  }

  /**
   * Writes an answer with the headers every answer carries. `close` ends the connection after it:
   * needed whenever the request's body was not read to its end, or the next request on the
   * connection would start in the middle of it.
   */
  function send(req: IncomingMessage, res: ServerResponse, answer: Answer, close: boolean | 'read no more' = false) {
    if (res.headersSent || res.destroyed || req.socket.writableEnded) return;
    const out = outgoingHeaders(req, answer.headers);
    out['content-length'] = String(answer.body.byteLength);
    if (close) {
      const raw = rawResponse(answer.status, out, req.method === 'HEAD' ? new Uint8Array() : answer.body);
      // A body refused for its many tiny pieces is not read further: each piece is what costs.
      if (close === 'read no more') {
        req.pause();
        hangUp(req.socket, raw);
      } else lingeringClose(req, raw, capOf(req));
    } else {
      res.writeHead(answer.status, out).end(answer.body);
    }
  }

  /** An answer's headers as they go out: CORS and the safety headers added, `Secure` cookies where asked. */
  function outgoingHeaders(req: IncomingMessage, answerHeaders: Headers): Record<string, string | string[]> {
    const headers = new Headers(answerHeaders);
    for (const [name, value] of Object.entries({ ...corsHeaders(req.headers.origin), ...SAFETY_HEADERS }))
      headers.set(name, value);
    const out: Record<string, string | string[]> = {};
    headers.forEach((value, name) => {
      if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') out[name] = value;
    });
    const cookies = headers.getSetCookie();
    if (cookies.length) out['set-cookie'] = secureCookies ? cookies.map(withSecure) : cookies;
    return out;
  }

  /** A live stream's answer: headers now, then the body as it comes (./serverStream.ts). */
  async function stream(req: IncomingMessage, res: ServerResponse, response: StreamingAnswer) {
    if (res.headersSent || res.destroyed) return void response.body.cancel().catch(() => undefined);
    res.writeHead(response.status, outgoingHeaders(req, response.headers));
    res.flushHeaders();
    if (req.method === 'HEAD') {
      await response.body.cancel().catch(() => undefined);
      return void res.end();
    }
    await pipeStreamingBody(res, response.body);
  }

  /** The handlers' answer, unless it would show the client an internal error's details. */
  async function settle(response: Response | undefined): Promise<Answer> {
    if (!response) return jsonAnswer(404, NOT_FOUND_MESSAGE);
    const body = new Uint8Array(await response.arrayBuffer());
    if (response.status < 400 || isPresentableError(response.headers, body)) {
      return { status: response.status, headers: response.headers, body };
    }
    if (response.status >= 500) {
      logError(`the backend answered ${response.status} ${response.statusText}:`, Buffer.from(body).toString('utf8'));
      return jsonAnswer(response.status, SERVER_ERROR_MESSAGE);
    }
    return jsonAnswer(response.status, STATUS_CODES[response.status] ?? 'Request refused');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const pending = announcesBody(req);
    // An odd method, or a declared length over the cap, is refused before a byte of the body is read.
    const refused = refuseAtOnce(req);
    if (refused) return send(req, res, refused, pending);
    const url = requestUrl(req, defaultHost);
    if (!url) return send(req, res, jsonAnswer(400, MALFORMED_URL_MESSAGE), pending);
    if (!allowedHosts.has(url.hostname)) return send(req, res, jsonAnswer(421, UNKNOWN_HOST_MESSAGE), pending);
    if (method === 'OPTIONS')
      return send(req, res, { status: 204, headers: new Headers(), body: new Uint8Array() }, pending);

    // An upload's body goes to its handler as it arrives (./handlers/uploadBody.ts); any other is read first.
    const streamed: StreamedBody | null =
      pending && isUploadRequest(method, url.pathname) ? streamBody(req, maxUploadBytes) : null;
    const body =
      pending && !streamed ? await readBody(req, maxBodyBytes) : { kind: 'body' as const, bytes: Buffer.alloc(0) };
    if (body.kind === 'gone') return;
    if (body.kind === 'too-large') return send(req, res, jsonAnswer(413, BODY_TOO_LARGE_MESSAGE), true);
    if (body.kind === 'fragmented') return send(req, res, jsonAnswer(400, FRAGMENTED_BODY_MESSAGE), 'read no more');

    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (name === CLIENT_ADDRESS_HEADER) continue; // a client must not choose the address it is limited by
      if (streamed && (name === 'content-length' || name === 'transfer-encoding')) continue; // the body travels beside the request
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    }
    headers.set(CLIENT_ADDRESS_HEADER, clientAddress(req));
    // HEAD is answered as GET; Node leaves the body out and keeps its Content-Length.
    const canCarryBody = method !== 'GET' && method !== 'HEAD';
    const request = new Request(url, {
      method: method === 'HEAD' ? 'GET' : method,
      headers,
      body: canCarryBody && body.bytes.length > 0 ? new Uint8Array(body.bytes) : undefined,
    });

    if (streamed) giveStreamedBody(request, streamed.stream);
    // A body not read to its end (refused early, or past its cap) must end the connection with the answer.
    const unread = () => streamed !== null && !req.complete;

    const refusal = await refuseUnsafeWrite(request, allowedOrigins);
    if (refusal) return send(req, res, await settle(refusal), unread());

    let response: Response | undefined;
    try {
      response = await dispatch(request);
    } catch (error) {
      logError(`${method} ${url.pathname} failed:`, error);
      return send(req, res, jsonAnswer(500, SERVER_ERROR_MESSAGE), unread());
    }
    if (streamed?.tooLarge) return send(req, res, jsonAnswer(413, BODY_TOO_LARGE_MESSAGE), true);
    if (response && response.status === 200 && isStreamingAnswer(response)) return stream(req, res, response);
    send(req, res, await settle(response), unread());
  }

  /**
   * Node's parser refused the request before any handler saw it (a malformed request line, headers
   * over the size limit, a request that arrived too slowly). Node's own answer has no body; this
   * one is the same JSON as every other error, and the connection ends with it.
   */
  function onClientError(error: NodeJS.ErrnoException, socket: Duplex) {
    const inFlight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
      socket.destroy();
      return;
    }
    const [status, message]: [number, string] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'The request took too long to arrive']
          : [400, 'The request could not be understood'];
    hangUp(socket, rawJsonResponse(status, message));
  }

  /** The refusal a request gets before any of its body is read, or null. */
  function refuseAtOnce(req: IncomingMessage): Answer | null {
    if (!ALLOWED_METHODS.has(req.method ?? 'GET')) return jsonAnswer(405, METHOD_NOT_ALLOWED_MESSAGE, { allow: ALLOW });
    if (Number(req.headers['content-length'] ?? 0) > capOf(req)) return jsonAnswer(413, BODY_TOO_LARGE_MESSAGE);
    return null;
  }

  function onRequest(req: IncomingMessage, res: ServerResponse) {
    handle(req, res).catch((error: unknown) => {
      logError(error);
      if (!res.headersSent) send(req, res, jsonAnswer(500, SERVER_ERROR_MESSAGE), true);
      else res.destroy();
    });
  }

  const server = createServer(onRequest);
  // A client that asks before sending its body (`Expect: 100-continue`) is told no at once,
  // rather than invited to send a body that will be refused.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!refuseAtOnce(req)) res.writeContinue();
    onRequest(req, res);
  });
  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    send(req, res, jsonAnswer(417, 'Only Expect: 100-continue is understood'), announcesBody(req));
  });
  server.on('clientError', onClientError);
  // Without a listener Node drops a CONNECT silently; the API tunnels nothing, so it is refused like any other method.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) =>
    hangUp(socket, rawJsonResponse(405, METHOD_NOT_ALLOWED_MESSAGE, { allow: ALLOW })),
  );
  // Tighter than Node's defaults (60 s for the headers, 5 min for the whole request), so slow
  // clients cannot hold many connections open; a 1 MB body takes far less on any real link.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  return server;
}
