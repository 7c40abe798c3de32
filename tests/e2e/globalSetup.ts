/**
 * Builds the app, serves it with `vite preview`, and stops everything when the run ends. Each run
 * takes free ports (or E2E_PORT for the preview) and a build folder of its own, so two runs on one
 * machine never serve each other's build; the tests read the address with `inject('e2eBaseUrl')`
 * and the mode with `inject('e2eMode')`.
 *
 * - mock mode (default, `npm run test:e2e`): the mock-mode build, the API on the MSW worker.
 * - real mode (`E2E_MODE=real`, `npm run test:e2e:real`): the reference server (mocks/server.ts)
 *   on a port of its own with a fresh store in a temporary folder, and a real-mode build pointed at
 *   it over HTTP. The app and the API are then two origins (localhost:A → localhost:B: cross-origin
 *   but same-site), so the session cookie travels with `credentials: 'include'` under CORS.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { freePort } from '../utils/freePort';

export type E2EMode = 'mock' | 'real';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eMode: E2EMode;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, ...args], { cwd: ROOT, env, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForServer(server: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

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
    const onExit = (code: number | null) => done(new Error(`the reference server exited with ${code} before listening:\n${output}`));
    const timer = setTimeout(() => done(new Error(`the reference server did not say "listening" within ${timeoutMs} ms:\n${output}`)), timeoutMs);
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
  const started = Date.now();
  const mode: E2EMode = process.env.E2E_MODE === 'real' ? 'real' : 'mock';
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const outDir = `dist-e2e/${mode}-${port}`;
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    let env: NodeJS.ProcessEnv = { ...process.env, VITE_API_MODE: 'mock', VITE_MOCK_LATENCY_MS: '0' };
    let apiNote = 'the MSW worker';

    if (mode === 'real') {
      const serverPort = await distinctFreePort(port);
      const apiUrl = `http://localhost:${serverPort}`;
      const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-mock-server-'));
      cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
      // Its own process group (tsx runs node as a child): teardown signals the whole group.
      const api = spawn(TSX, ['mocks/server.ts'], {
        cwd: ROOT,
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
      cleanups.push(() => stop(api, true));
      await waitForListening(api, 60_000);
      env = { ...process.env, VITE_API_MODE: 'real', VITE_API_BASE_URL: apiUrl };
      apiNote = `the reference server at ${apiUrl}`;
    }

    cleanups.push(() => rm(path.join(ROOT, outDir), { recursive: true, force: true }));
    // Vitest sets NODE_ENV=test, and a build that inherits it bundles React's development build:
    // the journeys must run the production bundle people get.
    await run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { ...env, NODE_ENV: 'production' });
    const preview = spawn(process.execPath, [VITE, 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    cleanups.push(() => stop(preview));
    await waitForServer(preview, baseUrl, 30_000);

    project.provide('e2eBaseUrl', baseUrl);
    project.provide('e2eMode', mode);
    console.log(`[e2e] ${mode}-mode build served at ${baseUrl}, API on ${apiNote} (${Date.now() - started} ms)`);
  } catch (error) {
    await teardown();
    throw error;
  }

  return teardown;
}
