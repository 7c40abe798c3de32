/**
 * Builds the app with React Router (scripts/build-app.ts), serves it as a static host would
 * (scripts/serve-build.ts: files, prerendered pages, the SPA fallback), and stops everything when
 * the run ends. Each run takes free ports (or E2E_PORT for the app) and a build folder of its own,
 * so two runs on one machine never serve each other's build; the tests read the address with
 * `inject('e2eBaseUrl')` and the mode with `inject('e2eMode')`.
 *
 * - mock mode (default, `npm run test:e2e`): the mock-mode build, the API on the MSW worker.
 * - real mode (`E2E_MODE=real`, `npm run test:e2e:real`): the reference server (mocks/server.ts)
 *   on a port of its own with a fresh store in a temporary folder, and a real-mode build pointed at
 *   it over HTTP. The app and the API are then two origins (localhost:A → localhost:B: cross-origin
 *   but same-site), so the session cookie travels with `credentials: 'include'` under CORS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp, type ApiEnv } from '../../scripts/build-app';
import { serveBuild } from '../../scripts/serve-build';
import { freePort } from '../utils/freePort';
import { SERVER_COMMAND } from '../utils/serverProcess';

export type E2EMode = 'mock' | 'real';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eMode: E2EMode;
    /** Real mode: `POST {this}/restart` stops the reference server and starts it again on its store. Mock mode: ''. */
    e2eServerControl: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Resolves once the reference server prints its "listening" line; rejects if it exits or is silent too long. */
function waitForListening(server: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const done = (error?: Error) => {
      clearTimeout(timer);
      server.stdout?.off('data', onData);
      server.off('exit', onExit);
      // Keep draining its output so a chatty server never blocks on a full pipe.
      server.stdout?.resume();
      if (error) reject(error);
      else resolve();
    };
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening/.test(output)) done();
    };
    const onExit = (code: number | null) =>
      done(new Error(`the reference server exited with ${code} before listening:\n${output}`));
    const timer = setTimeout(
      () => done(new Error(`the reference server did not say "listening" within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    server.stdout?.on('data', onData);
    server.once('exit', onExit);
  });
}

/** Stops a child (or, with `group`, its whole process group) and waits for it to exit. */
async function stop(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    if (group) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  } catch {
    return; // already gone
  }
  await exited;
}

async function distinctFreePort(taken: number): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port !== taken) return port;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const mode: E2EMode = process.env.E2E_MODE === 'real' ? 'real' : 'mock';
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const buildDir = `dist-e2e/${mode}-${port}`;
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    let api: ApiEnv = { VITE_API_MODE: 'mock', VITE_MOCK_LATENCY_MS: '0' };
    let apiNote = 'the MSW worker';

    let control = '';

    if (mode === 'real') {
      const serverPort = await distinctFreePort(port);
      const apiUrl = `http://localhost:${serverPort}`;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-mock-server-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      // Its own process group: teardown signals the whole group.
      const start = async () => {
        const started = spawn(SERVER_COMMAND.command, SERVER_COMMAND.args, {
          cwd: SERVER_COMMAND.cwd,
          detached: true,
          env: {
            ...process.env,
            MOCK_SERVER_PORT: String(serverPort),
            MOCK_DB_FILE: path.join(dataDir, 'db.sqlite'),
            MOCK_SERVER_ORIGIN: baseUrl,
            MOCK_SERVER_LATENCY_MS: '0',
          },
          stdio: ['ignore', 'pipe', 'inherit'],
        });
        await waitForListening(started, 60_000);
        return started;
      };
      let server = await start();
      cleanups.push(() => stop(server, true));
      // The live-updates journey restarts the server under an open page (files run one at a time).
      const controlPort = await distinctFreePort(serverPort);
      const controller = createServer((request, response) => {
        if (request.method !== 'POST' || request.url !== '/restart') return void response.writeHead(404).end();
        stop(server, true)
          .then(start)
          .then((started) => {
            server = started;
            response.writeHead(204).end();
          })
          .catch((error: unknown) => response.writeHead(500).end(String(error)));
      });
      await new Promise<void>((resolve) => controller.listen(controlPort, '127.0.0.1', resolve));
      cleanups.push(() => new Promise<void>((resolve) => controller.close(() => resolve())));
      control = `http://127.0.0.1:${controlPort}`;
      api = { VITE_API_MODE: 'real', VITE_API_BASE_URL: apiUrl };
      apiNote = `the reference server at ${apiUrl}`;
    }

    cleanups.push(() => rm(path.join(ROOT, buildDir), { recursive: true, force: true }));
    const client = await buildApp({ buildDir, api });
    const served = await serveBuild({ dir: client, port });
    cleanups.push(served.close);

    project.provide('e2eBaseUrl', baseUrl);
    project.provide('e2eMode', mode);
    project.provide('e2eServerControl', control);
    console.log(`[e2e] ${mode}-mode build served at ${baseUrl}, API on ${apiNote}`);
  } catch (error) {
    await teardown();
    throw error;
  }

  return teardown;
}
