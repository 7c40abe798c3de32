/**
 * The reference server (mocks/server.ts) for the real-mode journeys, as Playwright's webServer runs
 * it (playwright.config.ts): on a fresh store in a temporary folder, removed when Playwright stops
 * this process. `POST /restart` on E2E_CONTROL_PORT stops the server and starts it again on the same
 * store, for the journey that restarts it under an open page (liveUpdates.e2e.ts): a webServer is
 * started and stopped by Playwright, never restarted, hence this wrapper.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SERVER_COMMAND } from '../utils/serverProcess';

const dataDir = mkdtempSync(path.join(tmpdir(), 'e2e-mock-server-'));
const env = { ...process.env, MOCK_DB_FILE: path.join(dataDir, 'db.sqlite') };
const probe = `http://127.0.0.1:${process.env.MOCK_SERVER_PORT}/api/auth/me`;

/** Starts the server; resolves once it answers (Playwright's own limit bounds the first start). */
async function start(): Promise<ChildProcess> {
  const child = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, { cwd: SERVER_COMMAND.cwd, env, stdio: 'inherit' });
  while (
    !(await fetch(probe).then(
      () => true,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the reference server exited with ${child.exitCode}`);
    await sleep(100);
  }
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

let server = await start();

const control = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/restart') return void response.writeHead(404).end();
  stop(server)
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
  void stop(server).finally(() => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
});
