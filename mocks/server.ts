/**
 * The reference HTTP server: the same handlers and store as the in-browser mock, over real
 * HTTP with real cookies and CORS. Integrators read it as the behaviour a conforming server
 * must have; the real-mode browser tests run against it.
 *
 *   MOCK_SERVER_PORT    (8787)                the port
 *   MOCK_DB_FILE        (.mock-data/db.json)  the store; every change is on disk before its answer
 *   MOCK_SERVER_ORIGIN  (http://localhost:5173,http://localhost:4173)  origins allowed with credentials
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { getResponse } from 'msw';
import { createMockBackend } from './backend';
import { backupPath, fileDriver } from './db/fileDriver';

const port = Number(process.env.MOCK_SERVER_PORT ?? 8787);
const dbFile = resolve(process.env.MOCK_DB_FILE ?? '.mock-data/db.json');
const allowedOrigins = new Set(
  (process.env.MOCK_SERVER_ORIGIN ?? 'http://localhost:5173,http://localhost:4173').split(',').map((origin) => origin.trim()).filter(Boolean),
);
const latencyMs = Number(process.env.MOCK_SERVER_LATENCY_MS ?? 0);

if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`MOCK_SERVER_PORT must be a port number (got "${process.env.MOCK_SERVER_PORT}")`);
  process.exit(1);
}

const backend = await createMockBackend({ driver: fileDriver(dbFile), latencyMs });
if (backend.db.recoveredFrom) {
  const kept = backend.db.backedUp ? `; the old file was kept as ${backupPath(dbFile)}` : '';
  console.warn(`[mock server] ${dbFile} was ${backend.db.recoveredFrom}; started from a fresh seed${kept}`);
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !allowedOrigins.has(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readRequestBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  const cors = corsHeaders(req.headers.origin);
  if (req.method === 'OPTIONS') {
    res.writeHead(204, cors).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readRequestBody(req);
  const request = new Request(new URL(req.url ?? '/', `http://${req.headers.host ?? `localhost:${port}`}`), { method, headers, body: body && new Uint8Array(body) });

  const response = await getResponse(backend.handlers, request);
  if (!response) {
    res.writeHead(404, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
    return;
  }
  const outHeaders: Record<string, string | string[]> = { ...cors };
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') outHeaders[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) outHeaders['set-cookie'] = cookies;
  res.writeHead(response.status, outHeaders).end(Buffer.from(await response.arrayBuffer()));
}

const server = createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error('[mock server]', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: 'Something went wrong on our side. Please try again.' }));
  });
});

server.listen(port, () => {
  console.log(`[mock server] listening on http://localhost:${port} (store: ${dbFile}; CORS: ${[...allowedOrigins].join(', ')})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
