/**
 * The conformance suite through Prism's validating proxy (`npm run test:contract -- --prism`):
 *
 *   suite → recorder (this file) → prism proxy openapi.json <server> → the server under test
 *
 * The recorder keeps what Prism reports for each exchange (./violations.ts decides what fails)
 * and hands the findings since the last look to ./contractHooks.ts, which fails the test that
 * caused them. It answers `GET /__prism/findings` itself; everything else goes on unchanged.
 *
 * Two kinds of request skip Prism:
 * - a JSON body that does not parse. Prism's own body parser answers it with a 400 of its own
 *   before validating or forwarding anything, so through Prism the suite's malformed-JSON check
 *   would test Prism instead of the server;
 * - the live stream (`GET /api/events`): Prism reads a whole answer before judging it, and a stream
 *   never ends. It is piped to the server as it comes; tests/contract/liveEvents.contract.ts holds
 *   its events to the document itself;
 * - files: an evidence upload (multipart) and an evidence file's bytes. Prism reads bodies as text,
 *   which mangles bytes that are not UTF-8, so they are piped to the server as they come;
 *   tests/contract/evidence.contract.ts checks their answers (the typed client parses the upload's
 *   record with the contract's schema, the bytes are compared by SHA-256).
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../kit/freePort';
import { forwardableHeaders, headerOf, pipeExchange, readBody, reply, send } from './forward';
import { coverage, operationOf } from './operations';
import { startPrism } from './prismProcess';
import { judge, parseViolations, summarize, type Finding } from './violations';

export const FINDINGS_PATH = '/__prism/findings';

export interface ContractProxy {
  url: string;
  /** Stops the recorder and Prism, and prints every finding of the run. */
  stop(): Promise<void>;
}

function parsesAsJson(request: IncomingMessage, body: Buffer): boolean {
  if (!/json/i.test(request.headers['content-type'] ?? '') || body.length === 0) return true;
  try {
    JSON.parse(body.toString('utf8'));
    return true;
  } catch {
    return false;
  }
}

/** Pipes a live stream from the server as it comes; resolves with its status once the headers are in. */
function pipeStream(
  upstream: string,
  path: string,
  incoming: IncomingMessage,
  outgoing: ServerResponse,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outbound = httpRequest(
      new URL(path, upstream),
      { method: 'GET', headers: forwardableHeaders(incoming) },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        outgoing.flushHeaders();
        answer.pipe(outgoing);
        resolve(answer.statusCode ?? 502);
      },
    );
    outbound.once('error', reject);
    // The suite hung up: so does the stream to the server.
    outgoing.once('close', () => outbound.destroy());
    outbound.end();
  });
}

/** An evidence upload or an evidence file's bytes (see the comment at the top). */
const isFileExchange = (method: string, path: string) =>
  (method === 'POST' && /^\/api\/disputes\/[^/?]+\/evidence(\?|$)/.test(path)) ||
  (method === 'GET' && /^\/api\/disputes\/[^/?]+\/evidence\/[^/?]+(\?|$)/.test(path));

export async function startContractProxy(upstream: string): Promise<ContractProxy> {
  const prism = await startPrism({ kind: 'proxy', upstream });
  const all: Finding[] = [];
  let unread: Finding[] = [];
  let exchanges = 0;
  const statuses = new Map<string, Set<number>>();
  let bypassed = 0;
  let streamed = 0;
  let files = 0;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const method = request.method ?? 'GET';
    const path = request.url ?? '/';
    if (method === 'GET' && path === FINDINGS_PATH) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(unread));
      unread = [];
      return;
    }
    if (method === 'GET' && /^\/api\/events(\?|$)/.test(path)) {
      streamed += 1;
      const status = await pipeStream(upstream, path, request, response);
      statuses.set('GET /api/events', (statuses.get('GET /api/events') ?? new Set()).add(status));
      return;
    }
    if (isFileExchange(method, path)) {
      files += 1;
      await pipeExchange(upstream, request, response);
      return;
    }
    const body = await readBody(request);
    const headers = forwardableHeaders(request);
    if (!parsesAsJson(request, body)) {
      bypassed += 1;
      reply(response, await send(upstream, method, path, headers, body));
      return;
    }
    const answer = await send(prism.url, method, path, headers, body);
    exchanges += 1;
    const operation = operationOf(method, path);
    statuses.set(operation, (statuses.get(operation) ?? new Set()).add(answer.status));
    const findings = judge(method, path, answer.status, parseViolations(headerOf(answer, 'sl-violations')));
    all.push(...findings);
    unread.push(...findings);
    reply(response, answer);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: `the Prism recorder could not forward: ${String(error)}` }));
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${port}`;
  console.log(`[contract] through Prism's validating proxy (${prism.url}) to ${upstream}`);

  return {
    url,
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Keep-alive connections would hold close() open until they time out.
      server.closeAllConnections();
      await closed;
      await prism.stop();
      const lines = summarize(all);
      const head = `[contract] Prism checked ${exchanges} exchanges (${bypassed} malformed-JSON requests, ${streamed} live streams and ${files} file exchanges went straight to the server)`;
      console.log(`[contract] what Prism saw, by operation:\n  ${coverage(statuses).join('\n  ')}`);
      console.log(
        lines.length === 0
          ? `${head}: no violations.`
          : `${head}: ${all.length} violations, ${lines.length} distinct:\n  ${lines.join('\n  ')}`,
      );
    },
  };
}
