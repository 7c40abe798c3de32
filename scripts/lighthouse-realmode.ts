/**
 * A real-mode copy of the app for `npm run bench:lighthouse`'s /dashboard audit: a reference server
 * of its own (the working tree's mocks/server.ts, a fresh store in a temporary folder, no added
 * latency, CORS for this copy's origin) and the copy's real-mode build pointed at it over HTTP, two
 * origins as a deployment has them. Every copy meets the same server code, so a comparison is about
 * the app.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/utils/freePort';
import { startServer, type RunningServer } from '../tests/utils/serverProcess';
import { onCleanup } from './lighthouse-cleanup';
import { buildAndServe, type Served } from './lighthouse-serve';

export async function serveRealMode(root: string, label: string): Promise<Served> {
  const appPort = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-lighthouse-server-'));
  let server: RunningServer | undefined;
  let app: Served | undefined;
  const stop = onCleanup(`${label} reference server`, async () => {
    await app?.stop();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });
  try {
    server = await startServer(join(dataDir, 'db.sqlite'), { MOCK_SERVER_ORIGIN: `http://localhost:${appPort}` });
    const api = { VITE_API_MODE: 'real', VITE_API_BASE_URL: `http://localhost:${server.port}` } as const;
    app = await buildAndServe(root, `${label} (real mode)`, api, appPort);
    return { baseUrl: app.baseUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
