/**
 * Global setup of the Prism browser suite (`npm run test:e2e:prism`): one `prism mock -d
 * openapi.json --seed S` per seed (E2E_PRISM_SEEDS, default 1,2,3), a real-mode build of the app
 * whose API base URL is its own origin, and ./sameOrigin.ts serving both on one free port. Built
 * with React Router as tests/e2e/globalSetup.ts builds its real mode (scripts/build-app.ts), into
 * a folder of its own.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../scripts/build-app';
import { freePort } from '../utils/freePort';
import { startPrism, type PrismProcess } from './prismProcess';
import { startSameOrigin } from './sameOrigin';

declare module 'vitest' {
  export interface ProvidedContext {
    prismAppUrl: string;
    prismSeeds: string[];
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function seedsFromEnv(): string[] {
  const seeds = (process.env.E2E_PRISM_SEEDS ?? '1,2,3').split(',').map((seed) => seed.trim()).filter(Boolean);
  return seeds.length > 0 ? seeds : ['1'];
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const seeds = seedsFromEnv();
  // The last run's screenshots (./pageVisit.ts) would read as this run's.
  const results = path.join(ROOT, 'test-results');
  for (const file of await readdir(results).catch(() => [])) {
    if (/^prism-.*\.png$/.test(file)) await rm(path.join(results, file), { force: true });
  }
  const port = await freePort();
  const appUrl = `http://localhost:${port}`;
  const buildDir = path.join(ROOT, `dist-e2e/prism-${port}`);
  const cleanups: (() => Promise<void>)[] = [];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };

  try {
    const mocks = new Map<string, string>();
    const prisms = await Promise.allSettled(seeds.map((seed) => startPrism({ kind: 'mock', seed })));
    for (const [at, result] of prisms.entries()) {
      if (result.status === 'rejected') continue;
      const prism: PrismProcess = result.value;
      cleanups.push(prism.stop);
      mocks.set(seeds[at] ?? '', prism.url);
    }
    const failed = prisms.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    cleanups.push(() => rm(buildDir, { recursive: true, force: true }));
    const client = await buildApp({ buildDir, api: { VITE_API_MODE: 'real', VITE_API_BASE_URL: appUrl } });
    const server = await startSameOrigin({ port, outDir: client, mocks });
    cleanups.push(server.close);
    project.provide('prismAppUrl', appUrl);
    project.provide('prismSeeds', seeds);
    console.log(`[e2e:prism] real-mode build at ${appUrl}, API from prism mock -d (seeds ${seeds.join(', ')}) (${Date.now() - started} ms)`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
