/**
 * Builds one copy of the app (the working tree, or a commit checked out by ./lighthouse-worktree.ts)
 * in mock mode and serves it as its own scripts say, for `npm run bench:lighthouse`, so a commit is
 * measured as it was: a copy with `react-router.config.ts` is built by React Router's CLI and served
 * as a static host would (./serve-build.ts); an older copy by `vite build` and `vite preview`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/utils/freePort';
import { onCleanup } from './lighthouse-cleanup';
import { serveBuild } from './serve-build';

/** Which backend a build talks to; the mock one answers at once: the bench measures the page, not a simulated server. */
export type BenchApi = { VITE_API_MODE: 'mock'; VITE_MOCK_LATENCY_MS: '0' } | { VITE_API_MODE: 'real'; VITE_API_BASE_URL: string };
export const MOCK_API: BenchApi = { VITE_API_MODE: 'mock', VITE_MOCK_LATENCY_MS: '0' };

const envFor = (api: BenchApi) => ({ ...process.env, NODE_ENV: 'production', ...api });
const describe = (api: BenchApi) => (api.VITE_API_MODE === 'mock' ? 'mock mode, VITE_MOCK_LATENCY_MS=0' : `real mode, API at ${api.VITE_API_BASE_URL}`);

export interface Served {
  baseUrl: string;
  stop(): Promise<void>;
}

const vite = (root: string) => join(root, 'node_modules/vite/bin/vite.js');

function viteBuild(root: string, outDir: string, api: BenchApi): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [vite(root), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      env: envFor(api),
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build in ${root} exited with ${code}`))));
  });
}

const usesFrameworkMode = (root: string) => existsSync(join(root, 'react-router.config.ts'));

/** `react-router build` into `buildDir`, which must sit inside `root` (its prerender resolves the project's packages). */
function reactRouterBuild(root: string, buildDir: string, api: BenchApi): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: root,
      env: { ...envFor(api), REACT_ROUTER_BUILD_DIR: buildDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`react-router build in ${root} exited with ${code}`))));
  });
}

async function buildAndServeFramework(root: string, label: string, api: BenchApi, port: number): Promise<Served> {
  const scratch = join(root, 'node_modules', '.cache');
  await mkdir(scratch, { recursive: true });
  const buildDir = await mkdtemp(join(scratch, 'bench-lighthouse-'));
  let close: (() => Promise<void>) | undefined;
  const stop = onCleanup(`${label} build and server`, async () => {
    await close?.();
    await rm(buildDir, { recursive: true, force: true });
  });
  try {
    const started = Date.now();
    console.log(`[lighthouse] ${label}: building with react-router (${describe(api)})…`);
    await reactRouterBuild(root, buildDir, api);
    console.log(`[lighthouse] ${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const served = await serveBuild({ dir: join(buildDir, 'client'), port });
    close = served.close;
    return { baseUrl: served.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function waitForServer(server: ChildProcess, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms`);
}

function stopServer(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (child.exitCode !== null || child.signalCode !== null || pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal); // its own process group (spawned detached)
    } catch {
      child.kill(signal);
    }
  };
  signalGroup('SIGTERM');
  const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
  return exited.finally(() => clearTimeout(timer));
}

/**
 * Builds `root` against `api` into a temporary folder and serves it on `port` (0: a free one). `stop`
 * ends the server and deletes the folder; it is registered with ./lighthouse-cleanup.ts from the
 * start, so the folder goes on every exit path, a failed build included.
 */
export async function buildAndServe(root: string, label: string, api: BenchApi = MOCK_API, port = 0): Promise<Served> {
  if (usesFrameworkMode(root)) return buildAndServeFramework(root, label, api, port);
  const outDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-'));
  let server: ChildProcess | undefined;
  const stop = onCleanup(`${label} build and server`, async () => {
    if (server) await stopServer(server);
    await rm(outDir, { recursive: true, force: true });
  });
  try {
    const started = Date.now();
    console.log(`[lighthouse] ${label}: building (${describe(api)})…`);
    await viteBuild(root, outDir, api);
    console.log(`[lighthouse] ${label}: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const previewPort = port || (await freePort());
    const baseUrl = `http://localhost:${previewPort}`;
    server = spawn(process.execPath, [vite(root), 'preview', '--port', String(previewPort), '--strictPort', '--outDir', outDir], {
      cwd: root,
      env: envFor(api),
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    });
    await waitForServer(server, baseUrl, 30_000);
    return { baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
