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
 * It also proves no page a user opens loads the support desk's schemas at first (src/api/admin.ts,
 * docs/performance.md): neither a prerendered page outside `/admin/` (its sign-in page included)
 * nor the SPA fallback.
 *
 * Exits 1 naming the file and fingerprint when one is found.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import {
  ASSIGNEE_MESSAGE,
  REFUND_REQUIRED_MESSAGE,
  REOPEN_REASON_MESSAGE,
  REPORT_DATE_MESSAGE,
  RESOLUTION_HOURS_MESSAGE,
} from '../src/api/admin';
import { Bundle } from './bench-bundle-model';
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

/**
 * What only the support desk's schemas carry (src/api/admin.ts): their messages, and field names no
 * user's answer has. No page a user opens may load a file holding one before they do anything.
 */
const SUPPORT_DESK_FINGERPRINTS = [
  ASSIGNEE_MESSAGE,
  REFUND_REQUIRED_MESSAGE,
  REOPEN_REASON_MESSAGE,
  REPORT_DATE_MESSAGE,
  RESOLUTION_HOURS_MESSAGE,
  'kycPending',
  'adminNotes',
];

/** A page the support desk alone opens: `admin/…/index.html`, its sign-in page aside. */
const isSupportDeskPage = (html: string) => html.startsWith('admin/') && html !== 'admin/login/index.html';

/** Each file a user's page (a prerendered page, or the SPA fallback) loads at first that holds desk-only text. */
function supportDeskCode(client: string, htmlFiles: string[]): string[] {
  const bundle = new Bundle(client);
  const hits = new Set<string>();
  for (const html of htmlFiles.map((file) => path.relative(client, file).split(path.sep).join('/'))) {
    if (isSupportDeskPage(html)) continue;
    for (const url of bundle.htmlAssets(html)) {
      if (!/\.[cm]?js$/.test(url)) continue;
      const text = readFileSync(path.join(client, url), 'utf8');
      for (const fingerprint of SUPPORT_DESK_FINGERPRINTS)
        if (text.includes(fingerprint)) hits.add(`${html} loads ${url}, which contains "${fingerprint}"`);
    }
  }
  return [...hits];
}

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

    const deskHits = supportDeskCode(client, htmlFiles);
    if (deskHits.length > 0) {
      console.error("a user's page loads the support desk's schemas:");
      for (const hit of deskHits) console.error(`  ${hit}`);
      return 1;
    }

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      `real-mode JS: ${jsFiles.length} file(s), ${kb(raw)} KB raw, ${kb(gzip)} KB gzip; ${htmlFiles.length} HTML page(s)`,
    );
    const worker = files.some((file) => path.relative(client, file) === PUBLIC_WORKER);
    console.log(
      `real-mode build: no MSW, no faker, no demo accounts${worker ? ` (${PUBLIC_WORKER} is public/'s copy, named by no page or chunk)` : ''}; no user's page loads the support desk's schemas`,
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
