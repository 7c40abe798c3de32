/**
 * Builds the app in real mode (`react-router build`, ./build-app.ts) and proves what it serves
 * carries no mock backend: no MSW (service worker glue, interceptors) and no faker (seed data), in
 * any JS file or in the HTML pages (their inline scripts), and not the demo accounts. The one exception is
 * `mockServiceWorker.js`, copied as it is from public/ into every build: a real-mode app never
 * registers it, and no other file may name it (the first fingerprint below).
 *
 *   npm run check:bundle
 *   npm run check:bundle -- --client dist-ci/real/client   # a real-mode build already made (CI's)
 *
 * Exits 1 naming the file and fingerprint when one is found.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
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
  // The demo accounts' passwords (src/config/demo.ts): the sign-in forms prefill them in mock mode only.
  'Password123!',
  'Admin123!',
];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** MSW's worker script, copied from public/ as it is (package.json's `msw.workerDirectory`). */
const PUBLIC_WORKER = 'mockServiceWorker.js';

/** The client folder of a real-mode build: the one named by `--client`, else a fresh build's. */
async function realModeClient(given: string | undefined): Promise<{ client: string; cleanup: () => void }> {
  if (given) {
    if (!existsSync(path.join(given, 'index.html'))) throw new Error(`${given} holds no build (no index.html)`);
    return { client: given, cleanup: () => {} };
  }
  mkdirSync(SCRATCH_DIR, { recursive: true });
  const buildDir = mkdtempSync(path.join(SCRATCH_DIR, 'real-bundle-'));
  const cleanup = () => rmSync(buildDir, { recursive: true, force: true });
  try {
    const client = await buildApp({
      buildDir,
      api: { VITE_API_MODE: 'real', VITE_API_BASE_URL: 'http://localhost:8787' },
      output: 'pipe',
    });
    return { client, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { client: { type: 'string' } } });
  const { client, cleanup } = await realModeClient(values.client);
  try {
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
      `real-mode build: no MSW, no faker, no demo accounts${worker ? ` (${PUBLIC_WORKER} is public/'s copy, named by no page or chunk)` : ''}`,
    );
    return 0;
  } finally {
    cleanup();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
