/**
 * Builds the app in real mode (`react-router build`, ./build-app.ts) and proves what it serves
 * carries no mock backend: no MSW (service worker glue, interceptors) and no faker (seed data), in
 * any JS file or in the HTML pages (their inline scripts). The one exception is
 * `mockServiceWorker.js`, copied as it is from public/ into every build: a real-mode app never
 * registers it, and no other file may name it (the first fingerprint below).
 *
 *   npm run check:bundle
 *
 * Exits 1 naming the file and fingerprint when one is found.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp, SCRATCH_DIR } from './build-app';

const FINGERPRINTS = [
  'mockServiceWorker',
  'setupWorker',
  'setupServer',
  '@mswjs',
  'msw/browser',
  'MSW_COOKIE_STORE',
  'faker',
  'Faker',
];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** MSW's worker script, copied from public/ as it is (package.json's `msw.workerDirectory`). */
const PUBLIC_WORKER = 'mockServiceWorker.js';

async function main(): Promise<number> {
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const buildDir = mkdtempSync(path.join(SCRATCH_DIR, 'real-bundle-'));
  try {
    const client = await buildApp({
      buildDir,
      api: { VITE_API_MODE: 'real', VITE_API_BASE_URL: 'http://localhost:8787' },
      output: 'pipe',
    });
    const files = listFiles(client);
    const jsFiles = files.filter((file) => /\.[cm]?js$/.test(file) && path.relative(client, file) !== PUBLIC_WORKER);
    const htmlFiles = files.filter((file) => file.endsWith('.html'));
    if (jsFiles.length === 0 || htmlFiles.length === 0) {
      console.error(
        `check:bundle: the build emitted ${jsFiles.length} JavaScript and ${htmlFiles.length} HTML file(s)`,
      );
      return 1;
    }

    const hits: string[] = [];
    let raw = 0;
    let gzip = 0;
    for (const file of [...jsFiles, ...htmlFiles]) {
      const code = readFileSync(file);
      if (!file.endsWith('.html')) {
        raw += code.length;
        gzip += gzipSync(code).length;
      }
      const text = code.toString('utf8');
      for (const fingerprint of FINGERPRINTS) {
        if (text.includes(fingerprint)) hits.push(`${path.relative(client, file)} contains "${fingerprint}"`);
      }
    }

    if (hits.length > 0) {
      console.error('real-mode build carries mock-backend code:');
      for (const hit of hits) console.error(`  ${hit}`);
      return 1;
    }

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `real-mode JS: ${jsFiles.length} file(s), ${kb(raw)} KB raw, ${kb(gzip)} KB gzip; ${htmlFiles.length} HTML page(s)`,
    );
    const worker = files.some((file) => path.relative(client, file) === PUBLIC_WORKER);
    console.log(
      `real-mode build: no MSW, no faker${worker ? ` (${PUBLIC_WORKER} is public/'s copy, named by no page or chunk)` : ''}`,
    );
    return 0;
  } finally {
    rmSync(buildDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
