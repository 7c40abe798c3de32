/**
 * A real-mode copy of the app for `npm run bench:lighthouse`'s /dashboard audit: the copy's own
 * reference server (its mocks/server.ts, a fresh store in a temporary folder, no added latency) and a
 * real-mode build pointed at it over HTTP, two origins as a deployment has them. Each copy gets its
 * own server, so a commit is measured against the server it shipped with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/utils/freePort';
import { onCleanup } from './lighthouse-cleanup';
import { buildAndServe, stopServer, type Served } from './lighthouse-serve';

/** Resolves once the server prints its "listening" line; rejects if it exits first or stays silent. */
function listening(server: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the reference server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    server.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening/.test(output)) {
        clearTimeout(timer);
        server.stdout?.resume();
        resolve();
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the reference server exited with ${code}:\n${output}`));
    });
  });
}

export async function serveRealMode(root: string, label: string): Promise<Served> {
  const [appPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-server-'));
  let server: ChildProcess | undefined;
  let app: Served | undefined;
  const stop = onCleanup(`${label} reference server`, async () => {
    await app?.stop();
    if (server) await stopServer(server);
    await rm(dataDir, { recursive: true, force: true });
  });
  try {
    server = spawn(join(root, 'node_modules/.bin/tsx'), ['mocks/server.ts'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        MOCK_SERVER_PORT: String(apiPort),
        MOCK_DB_FILE: join(dataDir, 'db.sqlite'),
        MOCK_SERVER_ORIGIN: `http://localhost:${appPort}`,
        MOCK_SERVER_LATENCY_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await listening(server, 60_000);
    app = await buildAndServe(root, `${label} (real mode)`, { VITE_API_MODE: 'real', VITE_API_BASE_URL: `http://localhost:${apiPort}` }, appPort);
    return { baseUrl: app.baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
