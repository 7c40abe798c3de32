/**
 * Global setup of the Prism browser suite (`npm run test:e2e:prism`): the app on Prism's mocks,
 * one per seed (E2E_PRISM_SEEDS, default 1,2,3), from ./prismApp.ts.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { seedsFromEnv, startPrismApp } from './prismApp';

declare module 'vitest' {
  export interface ProvidedContext {
    prismAppUrl: string;
    prismSeeds: string[];
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const seeds = seedsFromEnv();
  // The last run's screenshots (./pageVisit.ts) would read as this run's.
  const results = path.join(ROOT, 'test-results');
  for (const file of await readdir(results).catch(() => [])) {
    if (/^prism-.*\.png$/.test(file)) await rm(path.join(results, file), { force: true });
  }
  const app = await startPrismApp(seeds);
  project.provide('prismAppUrl', app.url);
  project.provide('prismSeeds', seeds);
  console.log(`[e2e:prism] real-mode build at ${app.url}, API from prism mock -d (seeds ${seeds.join(', ')})`);
  return app.close;
}
