/**
 * The reference servers (mocks/server.ts) for the real-mode journeys, as Playwright's webServer runs
 * them (playwright.config.ts), each on a fresh store in a temporary folder, removed when Playwright
 * stops this process:
 *
 * - the shared one, on MOCK_SERVER_PORT, which the build's API origin names, writing its mail into
 *   MOCK_MAIL_DIR (the folder playwright.config.ts chose, which a journey reads; removed with the rest);
 * - one for the journeys that need a server to themselves, on E2E_OWN_API_PORT, reached through a
 *   proxy on E2E_OWN_PROXY_PORT that sends the build's API origin there (./redirectingProxy.ts);
 *   its clock can be moved (`POST /__test/clock`, docs/clock.md#the-test-clock).
 *
 * `POST /restart` on E2E_CONTROL_PORT stops the second one and starts it again on the same store,
 * for the journey that restarts the server under an open page (serverRestart.e2e.ts): a webServer
 * is started and stopped by Playwright, never restarted, hence this wrapper.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../kit/serverProcess';
import { startRedirectingProxy } from './redirectingProxy';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-mock-server-'));
// Journeys sign the demo admin in many times a minute, each with the code of the moment: on these
// test servers a code may be used again within its window (docs/server.md#two-step-sign-in).
const origin = { MOCK_SERVER_ORIGIN: process.env.MOCK_SERVER_ORIGIN ?? '', MOCK_SERVER_TEST_TOTP_REUSE: '1' };
const sharedPort = Number(process.env.MOCK_SERVER_PORT);
const ownPort = Number(process.env.E2E_OWN_API_PORT);
// The test clock only on the server of its own: moving it moves every journey's times on it.
const startOwn = () =>
  startServer(
    path.join(dataDir, 'own.sqlite'),
    { ...origin, MOCK_SERVER_TEST_CLOCK: '1', MOCK_MAIL_DIR: path.join(dataDir, 'own-mail') },
    ownPort,
  );
const sharedMail = process.env.MOCK_MAIL_DIR || path.join(dataDir, 'mail');

// The shared server last: Playwright waits for it to answer, and by then the rest is up.
let own: RunningServer = await startOwn();
const proxy = await startRedirectingProxy({
  port: Number(process.env.E2E_OWN_PROXY_PORT),
  from: `http://localhost:${sharedPort}`,
  toPort: ownPort,
});
const shared = await startServer(path.join(dataDir, 'db.sqlite'), { ...origin, MOCK_MAIL_DIR: sharedMail }, sharedPort);

const control = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/restart') return void response.writeHead(404).end();
  own
    .stop()
    .then(startOwn)
    .then((started) => {
      own = started;
      response.writeHead(204).end();
    })
    .catch((error: unknown) => response.writeHead(500).end(String(error)));
});
control.listen(Number(process.env.E2E_CONTROL_PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  control.close();
  proxy.close();
  void Promise.allSettled([shared.stop(), own.stop()]).finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(sharedMail, { recursive: true, force: true });
    process.exit(0);
  });
});
