/**
 * Builds the app in real mode and proves the bundle carries no mock backend:
 * no MSW (service worker glue, interceptors) and no faker (seed data).
 *
 *   npm run check:bundle
 *
 * Exits 1 naming the file and fingerprint when one is found.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

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

async function main(): Promise<number> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'real-bundle-'));
  process.env.VITE_API_MODE = 'real';
  process.env.VITE_API_BASE_URL = 'http://localhost:8787';
  try {
    await build({
      root: process.cwd(),
      mode: 'production',
      logLevel: 'warn',
      // The public dir holds mockServiceWorker.js for mock mode; a real-mode build does not need it.
      publicDir: false,
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });

    const jsFiles = listFiles(outDir).filter((file) => /\.[cm]?js$/.test(file));
    if (jsFiles.length === 0) {
      console.error('check:bundle: the build emitted no JavaScript');
      return 1;
    }

    const hits: string[] = [];
    let raw = 0;
    let gzip = 0;
    for (const file of jsFiles) {
      const code = readFileSync(file);
      raw += code.length;
      gzip += gzipSync(code).length;
      const text = code.toString('utf8');
      for (const fingerprint of FINGERPRINTS) {
        if (text.includes(fingerprint)) hits.push(`${path.relative(outDir, file)} contains "${fingerprint}"`);
      }
    }

    if (hits.length > 0) {
      console.error('real-mode bundle carries mock-backend code:');
      for (const hit of hits) console.error(`  ${hit}`);
      return 1;
    }

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(`real-mode JS: ${jsFiles.length} file(s), ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);
    console.log('real-mode bundle: no MSW, no faker');
    return 0;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
