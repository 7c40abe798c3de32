/**
 * The reference server (mocks/server.ts) for the real-mode journeys, as Playwright's webServer runs
 * it (playwright.config.ts): on a fresh store in a temporary folder, removed when Playwright stops
 * this process. `POST /restart` on E2E_CONTROL_PORT stops the server and starts it again on the same
 * store, for the journey that restarts it under an open page (liveUpdates.e2e.ts): a webServer is
 * started and stopped by Playwright, never restarted, hence this wrapper.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from '../kit/serverProcess';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-mock-server-'));
const start = () =>
  startServer(
    path.join(dataDir, 'db.sqlite'),
    { MOCK_SERVER_ORIGIN: process.env.MOCK_SERVER_ORIGIN ?? '' },
    Number(process.env.MOCK_SERVER_PORT),
  );

let server = await start();

const control = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/restart') return void response.writeHead(404).end();
  server
    .stop()
    .then(start)
    .then((started) => {
      server = started;
      response.writeHead(204).end();
    })
    .catch((error: unknown) => response.writeHead(500).end(String(error)));
});
control.listen(Number(process.env.E2E_CONTROL_PORT), '127.0.0.1');

process.once('SIGTERM', () => {
  control.close();
  void server.stop().finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
