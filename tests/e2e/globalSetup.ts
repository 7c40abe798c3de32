/**
 * Builds the app in mock mode with no artificial latency, serves it with `vite preview`, and
 * stops the server when the run ends. Each run takes a free port (or E2E_PORT) and a build
 * folder of its own, so two runs on one machine never serve each other's build; the tests read
 * the address with `inject('e2eBaseUrl')`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));
const ENV = { ...process.env, VITE_API_MODE: 'mock', VITE_MOCK_LATENCY_MS: '0' };

function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE, ...args], { cwd: ROOT, env: ENV, stdio: 'inherit' });
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

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const port = Number(process.env.E2E_PORT) || (await freePort());
  const baseUrl = `http://localhost:${port}`;
  const outDir = `dist-e2e/${port}`;
  await run(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn']);
  const server = spawn(process.execPath, [VITE, 'preview', '--port', String(port), '--strictPort', '--outDir', outDir], {
    cwd: ROOT,
    env: ENV,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(server, baseUrl, 30_000);
  project.provide('e2eBaseUrl', baseUrl);
  console.log(`[e2e] mock build served at ${baseUrl} (${Date.now() - started} ms)`);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(new URL(`../../${outDir}`, import.meta.url), { recursive: true, force: true });
  };
}
