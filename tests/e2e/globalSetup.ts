/**
 * Builds the app in mock mode with no artificial latency into dist-e2e, serves it with
 * `vite preview` on a fixed port, and stops the server when the run ends.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const E2E_PORT = 4173;
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

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

export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  await run(['build', '--outDir', 'dist-e2e', '--emptyOutDir', '--logLevel', 'warn']);
  const server = spawn(process.execPath, [VITE, 'preview', '--port', String(E2E_PORT), '--strictPort', '--outDir', 'dist-e2e'], {
    cwd: ROOT,
    env: ENV,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(server, E2E_BASE_URL, 30_000);
  console.log(`[e2e] mock build served at ${E2E_BASE_URL} (${Date.now() - started} ms)`);

  return async () => {
    if (server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  };
}
