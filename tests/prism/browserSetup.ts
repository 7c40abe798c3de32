/**
 * Global setup of the Prism browser suite (`npm run test:e2e:prism`): one `prism mock -d
 * openapi.json --seed S` per seed (E2E_PRISM_SEEDS, default 1,2,3), a real-mode build of the app
 * whose API base URL is its own origin, and ./sameOrigin.ts serving both on one free port. Built
 * the way tests/e2e/globalSetup.ts builds its real mode, into a folder of its own.
 */
import { spawn } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
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
const VITE = fileURLToPath(new URL('../../node_modules/vite/bin/vite.js', import.meta.url));

function build(outDir: string, apiBaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // NODE_ENV: Vitest sets it to `test`, and a build that inherits it bundles React's development
    // build, several times slower than the production bundle people get.
    const env = { ...process.env, NODE_ENV: 'production', VITE_API_MODE: 'real', VITE_API_BASE_URL: apiBaseUrl };
    const child = spawn(process.execPath, [VITE, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`))));
  });
}

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
  const outDir = path.join(ROOT, `dist-e2e/prism-${port}`);
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
    cleanups.push(() => rm(outDir, { recursive: true, force: true }));
    await build(outDir, appUrl);
    const server = await startSameOrigin({ port, outDir, mocks });
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
