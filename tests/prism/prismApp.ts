/**
 * A real-mode build of the app whose API is `prism mock -d openapi.json`, one mock per seed, both
 * served on one free port by ./sameOrigin.ts. Built with React Router (scripts/build-app.ts) into a
 * folder of its own, or CI's real-mode build (`prebuiltFromEnv`). The Prism browser suite
 * (./browserSetup.ts) and the route benchmark (scripts/bench-routes.ts) both start it.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../scripts/build-app';
import { freePort } from '../kit/freePort';
import { startPrism } from './prismProcess';
import { startSameOrigin } from './sameOrigin';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface PrismApp {
  /** The app's origin, e.g. http://localhost:41234. */
  url: string;
  close(): Promise<void>;
}

/** Seeds from E2E_PRISM_SEEDS (comma-separated), default 1,2,3. */
export function seedsFromEnv(): string[] {
  const seeds = (process.env.E2E_PRISM_SEEDS ?? '1,2,3')
    .split(',')
    .map((seed) => seed.trim())
    .filter(Boolean);
  return seeds.length > 0 ? seeds : ['1'];
}

/**
 * A real-mode build made beforehand (E2E_PREBUILT and E2E_API_PORT, as CI gives the journeys):
 * served on the port its API address names, so the app and the API are still one origin.
 */
function prebuiltFromEnv(): { client: string; port: number } | undefined {
  const dir = process.env.E2E_PREBUILT;
  const port = Number(process.env.E2E_API_PORT);
  return dir && port ? { client: path.resolve(ROOT, dir, 'client'), port } : undefined;
}

/** `output: 'pipe'` keeps the build's output unless it fails (scripts/build-app.ts). */
export async function startPrismApp(
  seeds: readonly string[],
  { output }: { output?: 'inherit' | 'pipe' } = {},
): Promise<PrismApp> {
  const prebuilt = prebuiltFromEnv();
  const port = prebuilt?.port ?? (await freePort());
  const url = `http://localhost:${port}`;
  const buildDir = path.join(ROOT, `dist-e2e/prism-${port}`);
  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const mocks = new Map<string, string>();
    const prisms = await Promise.allSettled(seeds.map((seed) => startPrism({ kind: 'mock', seed })));
    for (const [at, result] of prisms.entries()) {
      if (result.status === 'rejected') continue;
      cleanups.push(result.value.stop);
      mocks.set(seeds[at] ?? '', result.value.url);
    }
    const failed = prisms.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    let client = prebuilt?.client;
    if (!client) {
      cleanups.push(() => rm(buildDir, { recursive: true, force: true }));
      client = await buildApp({ buildDir, api: { VITE_API_MODE: 'real', VITE_API_BASE_URL: url }, output });
    }
    const server = await startSameOrigin({ port, outDir: client, mocks });
    cleanups.push(server.close);
    return { url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
