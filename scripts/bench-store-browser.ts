/**
 * bench:store in the browser: bench/store-browser built by Vite into a temporary directory,
 * served by `vite preview` on 127.0.0.1 (a secure context, so Web Crypto and Web Locks are
 * there, as on the demo's https origin), opened in headless Chromium (Debian's, never a
 * downloaded one) with a fresh profile. The page runs the mock backend over IndexedDB; Node asks
 * it for each phase through `page.evaluate`.
 */
import { mkdtemp, readdir, rm, stat as statFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { build, preview, type PreviewServer } from 'vite';
import { CHROMIUM_ARGS } from '../tests/kit/chromium';
import { megabytes, type PhaseFigures, type Stat } from './bench-store-measure';
import type { StoreBenchGlobal } from './bench-store-page';

const PAGE_ROOT = resolve(import.meta.dirname, '../bench/store-browser');
export const UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOAD_RUNS = 5;

async function directorySize(path: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true }).catch(() => [])) {
    const child = join(path, entry.name);
    total += entry.isDirectory() ? await directorySize(child) : (await statFile(child)).size;
  }
  return total;
}

/** Chromium keeps an origin's IndexedDB as LevelDB files (with their log) under the profile. */
async function indexedDbSize(profile: string, usage: number | null): Promise<PhaseFigures['size']> {
  const folder = join(profile, 'Default', 'IndexedDB');
  const bytes = await directorySize(folder);
  if (bytes > 0) return { bytes, parts: 'LevelDB files, log included' };
  return usage === null ? null : { bytes: usage, parts: `navigator.storage usage ${megabytes(usage)}` };
}

export async function benchIndexedDb(
  sizes: readonly number[],
  log: (line: string) => void,
): Promise<{ phases: PhaseFigures[]; upload: Stat }> {
  const work = await mkdtemp(join(tmpdir(), 'bench-store-browser-'));
  const outDir = join(work, 'dist');
  const profile = join(work, 'profile');
  let server: PreviewServer | undefined;
  let context: BrowserContext | undefined;
  try {
    const started = performance.now();
    // Inline config: the app's vite.config.ts prerenders and preloads pages this one does not have.
    const config = {
      configFile: false,
      root: PAGE_ROOT,
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    } as const;
    await build(config);
    server = await preview({ ...config, preview: { host: '127.0.0.1', port: 0, strictPort: true } });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('vite preview did not say where it listens');
    log(`IndexedDB: page built and served at ${url} in ${Math.round(performance.now() - started)} ms`);

    context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [...CHROMIUM_ARGS],
    });
    const page = context.pages()[0] ?? (await context.newPage());
    page.on('pageerror', (error) => console.error('[page]', error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.error(`[page ${message.type()}]`, message.text());
    });
    await page.goto(url);
    await page.waitForFunction(() => 'storeBench' in globalThis);
    const seeded = await page.evaluate(() => (globalThis as StoreBenchGlobal).storeBench.open());
    log(`IndexedDB: opened with ${seeded} disputes`);

    const phases: PhaseFigures[] = [];
    let count = seeded;
    for (const size of sizes) {
      if (count < size) {
        const growing = performance.now();
        count = await page.evaluate((total) => (globalThis as StoreBenchGlobal).storeBench.grow(total), size);
        log(`IndexedDB: grown to ${count} disputes in one write, ${Math.round(performance.now() - growing)} ms`);
      }
      const figures = await page.evaluate(() => (globalThis as StoreBenchGlobal).storeBench.measure());
      const usage = await page.evaluate(() => (globalThis as StoreBenchGlobal).storeBench.usage());
      phases.push({ ...figures, size: await indexedDbSize(profile, usage) });
      log(`IndexedDB: measured at ${size} disputes`);
    }
    const upload = await page.evaluate(
      ([runs, bytes]) => (globalThis as StoreBenchGlobal).storeBench.uploads(runs, bytes),
      [UPLOAD_RUNS, UPLOAD_BYTES] as const,
    );
    log(`IndexedDB: ${UPLOAD_RUNS} uploads of 10 MB`);
    return { phases, upload };
  } finally {
    await context?.close();
    await server?.close();
    await rm(work, { recursive: true, force: true });
  }
}
