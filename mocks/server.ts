/**
 * The reference HTTP server: the same handlers and store as the in-browser mock, over real
 * HTTP with real cookies and CORS. Integrators read it as the behaviour a conforming server
 * must have; the real-mode browser tests run against it. This file reads the environment, opens
 * the backend and listens; the HTTP rules (body cap, error answers, headers) are in serverTransport.ts.
 *
 *   MOCK_SERVER_PORT            (8787)                the port
 *   MOCK_DB_FILE                (.mock-data/db.json)  the store; every change is on disk before its answer
 *   MOCK_SERVER_ORIGIN          (http://localhost:5173,http://localhost:4173)  origins allowed with
 *                               credentials, and the only pages whose state-changing calls are accepted
 *   MOCK_SERVER_LATENCY_MS      (0)                   artificial delay of each answer
 *   MOCK_SERVER_MAX_BODY_BYTES  (1000000)             larger request bodies are refused with 413
 *   MOCK_SERVER_SECURE_COOKIES  (0)                   1: every cookie gets `Secure` (behind HTTPS)
 */
import { resolve } from 'node:path';
import { getResponse } from 'msw';
import { createMockBackend } from './backend';
import { backupPath, fileDriver } from './db/fileDriver';
import { createTransportServer, DEFAULT_MAX_BODY_BYTES } from './serverTransport';

/** A whole number from the environment within [min, max], or the process ends naming the variable. */
function integerFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
    process.exit(1);
  }
  return value;
}

function flagFromEnv(name: string): boolean {
  const raw = process.env[name]?.trim() ?? '';
  if (raw === '' || raw === '0') return false;
  if (raw === '1') return true;
  console.error(`${name} must be 1 or 0 (got "${raw}")`);
  process.exit(1);
}

const port = integerFromEnv('MOCK_SERVER_PORT', 8787, 1, 65535);
const latencyMs = integerFromEnv('MOCK_SERVER_LATENCY_MS', 0, 0, 60_000);
const maxBodyBytes = integerFromEnv('MOCK_SERVER_MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES, 1, 2 ** 31 - 1);
const secureCookies = flagFromEnv('MOCK_SERVER_SECURE_COOKIES');
const dbFile = resolve(process.env.MOCK_DB_FILE ?? '.mock-data/db.json');
const allowedOrigins = new Set(
  (process.env.MOCK_SERVER_ORIGIN ?? 'http://localhost:5173,http://localhost:4173').split(',').map((origin) => origin.trim()).filter(Boolean),
);

// The backend: the store's driver and the handlers over it. The handlers refuse state-changing
// calls from origins other than these too, so both layers agree on who may write.
const backend = await createMockBackend({ driver: fileDriver(dbFile), latencyMs, allowedOrigins });
if (backend.db.recoveredFrom) {
  const kept = backend.db.backedUp ? `; the old file was kept as ${backupPath(dbFile)}` : '';
  console.warn(`[mock server] ${dbFile} was ${backend.db.recoveredFrom}; started from a fresh seed${kept}`);
}

const server = createTransportServer({
  dispatch: (request) => getResponse(backend.handlers, request),
  allowedOrigins,
  maxBodyBytes,
  secureCookies,
  defaultHost: `localhost:${port}`,
});

server.listen(port, () => {
  console.log(`[mock server] listening on http://localhost:${port} (store: ${dbFile}; CORS: ${[...allowedOrigins].join(', ')})`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
