/**
 * The reference HTTP server: the same handlers and store as the in-browser mock, over real
 * HTTP with real cookies and CORS. Integrators read it as the behaviour a conforming server
 * must have; the real-mode browser tests run against it. This file reads the environment, opens
 * the backend and listens; the HTTP rules (body cap, error answers, headers) are in serverTransport.ts.
 *
 *   MOCK_SERVER_PORT            (8787)                the port
 *   MOCK_SERVER_HOST            (127.0.0.1)           the address to listen on (0.0.0.0 or :: for every interface)
 *   MOCK_SERVER_ALLOWED_HOSTS   (that address and localhost)  host names a request's `Host` may name,
 *                               comma-separated; any other is refused (421), against DNS rebinding
 *   MOCK_DB_FILE                (.mock-data/db.sqlite)  the store, an SQLite database; every change is
 *                               on disk before its answer; a file that is not a store is never overwritten
 *   MOCK_MAIL_DIR               (<the folder of MOCK_DB_FILE>/mail)  where every message the server sends
 *                               (a password reset's link) is written as a standard .eml file, `<sentAt>-<id>.eml`
 *   MOCK_SMTP_URL               (none)                also send every message through this SMTP server,
 *                               e.g. smtp://user:pass@localhost:1025 (smtps:// for TLS); the .eml file is written either way
 *   MOCK_MAIL_FROM              (Dispute Centre <no-reply@localhost>)  the messages' From
 *   MOCK_SESSION_IDLE_MINUTES   (10080: a week)       a session unused this long ends
 *   MOCK_SESSION_MAX_HOURS      (720: thirty days)    a session ends this long after sign-in in any case
 *   MOCK_SERVER_ORIGIN          (http://localhost:5173,http://localhost:4173)  origins allowed with
 *                               credentials, and the only pages whose state-changing calls are accepted
 *   MOCK_SERVER_LATENCY_MS      (0)                   artificial delay of each answer
 *   MOCK_SERVER_MAX_BODY_BYTES  (1000000)             larger request bodies are refused with 413
 *   MOCK_SERVER_MAX_UPLOAD_BYTES (10551296: 10 MB + 64 KB)  the body cap of an evidence upload (its file is capped at 10 MB in any case)
 *   MOCK_SERVER_SECURE_COOKIES  (0)                   1: every cookie gets `Secure` (behind HTTPS)
 *   MOCK_SERVER_MAX_STREAMS     (2000)                live streams (`GET /api/events`) open at once; more answer 429
 *   MOCK_SERVER_MAX_STREAMS_PER_SESSION  (10)         live streams one session may hold (one per tab)
 *   MOCK_SERVER_MAX_STREAMS_PER_ACCOUNT  (30)         live streams one account may hold, all its sessions together
 *   MOCK_SERVER_MAX_STREAMS_PER_CLIENT   (100)        live streams one client address may hold
 *   MOCK_SERVER_SLA_SWEEP_SECONDS (60)                how often the clocks' warnings and breaches are sent
 *   MOCK_SERVER_TEST_CLOCK      (0)                   1, in tests only: `POST /__test/clock` moves the server's
 *                               clock forward (docs/clock.md#the-test-clock); never set it on a server people use
 */
import { dirname, join, resolve } from 'node:path';
import { getResponse } from 'msw';
import { MAX_EVIDENCE_FILE_BYTES, UPLOAD_OVERHEAD_BYTES } from '../src/api/evidence';
import { createMockBackend } from './backend';
import { sqliteDriver } from './db/sqliteDriver';
import { StoreUnreadableError } from './db/store';
import { DEFAULT_STREAM_LIMITS } from './events/liveStreams';
import { DEFAULT_MAX_BODY_BYTES } from './handlers/requestGuards';
import { DEFAULT_MAIL_FROM, serverMailTransport } from './mail/serverTransport';
import { createTransportServer } from './serverTransport';
import { createTestClock } from './sla/testClock';

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

/** A host as a URL's host name has it (IPv6 in brackets, lower case), or the process ends naming the variable. */
function hostName(name: string, raw: string): string {
  const bare = raw.trim().replace(/^\[(.*)\]$/, '$1');
  try {
    if (bare === '' || /[\s/@?#]/.test(bare)) throw new TypeError('not a host');
    return new URL(`http://${bare.includes(':') ? `[${bare}]` : bare}`).hostname;
  } catch {
    console.error(`${name} must be host names or addresses, comma-separated (got "${raw}")`);
    process.exit(1);
  }
}

const port = integerFromEnv('MOCK_SERVER_PORT', 8787, 1, 65535);
const listenHost = process.env.MOCK_SERVER_HOST?.trim() || '127.0.0.1';
const listenName = hostName('MOCK_SERVER_HOST', listenHost);
const allowedHosts = new Set(
  (process.env.MOCK_SERVER_ALLOWED_HOSTS?.trim()
    ? process.env.MOCK_SERVER_ALLOWED_HOSTS.split(',')
    : [listenHost, 'localhost']
  )
    .filter((entry) => entry.trim() !== '')
    .map((entry) => hostName('MOCK_SERVER_ALLOWED_HOSTS', entry)),
);
const latencyMs = integerFromEnv('MOCK_SERVER_LATENCY_MS', 0, 0, 60_000);
const maxBodyBytes = integerFromEnv('MOCK_SERVER_MAX_BODY_BYTES', DEFAULT_MAX_BODY_BYTES, 1, 2 ** 31 - 1);
const maxUploadBytes = integerFromEnv(
  'MOCK_SERVER_MAX_UPLOAD_BYTES',
  MAX_EVIDENCE_FILE_BYTES + UPLOAD_OVERHEAD_BYTES,
  1,
  2 ** 31 - 1,
);
const secureCookies = flagFromEnv('MOCK_SERVER_SECURE_COOKIES');
const streamLimits = {
  total: integerFromEnv('MOCK_SERVER_MAX_STREAMS', DEFAULT_STREAM_LIMITS.total, 1, 1_000_000),
  perSession: integerFromEnv('MOCK_SERVER_MAX_STREAMS_PER_SESSION', DEFAULT_STREAM_LIMITS.perSession, 1, 1_000),
  perAccount: integerFromEnv('MOCK_SERVER_MAX_STREAMS_PER_ACCOUNT', DEFAULT_STREAM_LIMITS.perAccount, 1, 100_000),
  perClient: integerFromEnv('MOCK_SERVER_MAX_STREAMS_PER_CLIENT', DEFAULT_STREAM_LIMITS.perClient, 1, 1_000_000),
};
const slaSweepMs = integerFromEnv('MOCK_SERVER_SLA_SWEEP_SECONDS', 60, 1, 86_400) * 1000;
const testClock = flagFromEnv('MOCK_SERVER_TEST_CLOCK') ? createTestClock() : null;
// Test-only, like the test clock: a TOTP code may sign the same account in again within its window
// (docs/server.md#two-step-sign-in), for suites that sign the demo admin in many times a minute.
const reusableTotpCodes = flagFromEnv('MOCK_SERVER_TEST_TOTP_REUSE');
const dbFile = resolve(process.env.MOCK_DB_FILE ?? '.mock-data/db.sqlite');
const mailFolder = resolve(process.env.MOCK_MAIL_DIR?.trim() || join(dirname(dbFile), 'mail'));
const smtpUrl = process.env.MOCK_SMTP_URL?.trim() || undefined;
const mailFrom = process.env.MOCK_MAIL_FROM?.trim() || DEFAULT_MAIL_FROM;
const MINUTE = 60_000;
const sessions = {
  idleMs: integerFromEnv('MOCK_SESSION_IDLE_MINUTES', 7 * 24 * 60, 1, 525_600) * MINUTE,
  absoluteMs: integerFromEnv('MOCK_SESSION_MAX_HOURS', 30 * 24, 1, 87_600) * 60 * MINUTE,
};
const allowedOrigins = new Set(
  (process.env.MOCK_SERVER_ORIGIN ?? 'http://localhost:5173,http://localhost:4173')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
);

// The backend: the store's driver and the handlers over it. The handlers refuse state-changing
// calls from origins other than these too, so both layers agree on who may write.
async function openBackend() {
  try {
    return await createMockBackend({
      driver: sqliteDriver(dbFile),
      latencyMs,
      allowedOrigins,
      sessions,
      streamLimits,
      slaSweepMs,
      mail: () => serverMailTransport({ folder: mailFolder, smtpUrl, from: mailFrom }),
      // Sign-in codes keep to the real time: an authenticator app does not see the test clock's move.
      ...(testClock ? { now: testClock.now, codeClock: Date.now } : {}),
      reusableTotpCodes,
      writeFailureMessage: 'The change could not be saved on the server. Please try again.',
    });
  } catch (error) {
    if (!(error instanceof StoreUnreadableError)) throw error;
    // Never seeded over: the file may hold someone's data, or belong to another program.
    console.error(
      `[mock server] ${dbFile} cannot be used as the store, and was left as it is. ${error.message}\nMove it away or set MOCK_DB_FILE to another path.`,
    );
    process.exit(1);
  }
}
const backend = await openBackend();
if (backend.db.setAsideCount > 0) {
  console.warn(
    `[mock server] ${backend.db.setAsideCount} stored record(s) could not be used and were set aside (table set_aside in ${dbFile}); everything else was loaded`,
  );
}

const server = createTransportServer({
  dispatch: (request) =>
    testClock?.handles(request) ? testClock.answer(request, backend.sweepSla) : getResponse(backend.handlers, request),
  allowedOrigins,
  maxBodyBytes,
  maxUploadBytes,
  secureCookies,
  allowedHosts,
  defaultHost: `${listenName}:${port}`,
});

server.on('error', (error: NodeJS.ErrnoException) => {
  // Before listening: the port is taken or the address is not this machine's.
  console.error(`[mock server] cannot listen on ${listenName}:${port}: ${error.code ?? error.message}`);
  process.exit(1);
});
server.listen(port, listenHost.replace(/^\[(.*)\]$/, '$1'), () => {
  if (testClock) console.warn('[mock server] MOCK_SERVER_TEST_CLOCK=1: POST /__test/clock moves this server’s clock');
  console.log(
    `[mock server] listening on http://${listenName}:${port} (store: ${dbFile}; mail: ${mailFolder}${smtpUrl ? ' and SMTP' : ''}; hosts: ${[...allowedHosts].join(', ')}; CORS: ${[...allowedOrigins].join(', ')})`,
  );
  if ((listenName === '0.0.0.0' || listenName === '[::]') && !process.env.MOCK_SERVER_ALLOWED_HOSTS?.trim()) {
    console.warn(
      '[mock server] listening on every interface: set MOCK_SERVER_ALLOWED_HOSTS to the host names clients use to reach it',
    );
  }
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Open live streams would hold the server open: they end first, and their clients reconnect later.
    backend.liveStreams.close();
    backend.stopSlaWatch();
    server.close(() => {
      // Mail still being written for answers already sent is finished first.
      void backend.afterAnswers().finally(() => {
        // Closing the database folds its write-ahead log back into the file and removes the log.
        backend.db.close();
        process.exit(0);
      });
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 1_000).unref();
  });
}
