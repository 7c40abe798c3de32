/**
 * Bundle-size bench (docs/performance.md#targets): what the first visit of a page downloads, gzipped.
 *
 *   npm run bench:bundle
 *
 * Builds the app twice into temp dirs with a Vite manifest: real mode
 * (VITE_API_MODE=real VITE_API_BASE_URL=http://localhost:8787) and mock mode. For each of the
 * landing page (`/`), the login page (`/login`) and the dashboard (`/dashboard`) it sums the gzip
 * size of the JS and CSS the page loads first, counting shared chunks once per page:
 *   - the login page and the dashboard start their app as they load: the entry chunk
 *     (index.html -> src/main.tsx), the layout and page chunks the route table loads lazily for
 *     them, and every chunk those import statically;
 *   - the landing page starts its app on the visitor's first interaction
 *     (scripts/first-visit-pages.ts): its first figure is what its HTML file loads by itself, read
 *     from the built file, and "landing, on first interaction" is the app it then loads.
 * "total" is the union over the three pages with their apps (a visitor going landing -> login ->
 * dashboard), each chunk counted once.
 *
 * Fails (exit 1) when a figure is above bench/budget.json, when a real-mode chunk carries MSW or
 * faker code, or when in mock mode a chunk the entry imports statically carries it (the mock
 * backend must only arrive by main.tsx's dynamic import).
 *
 * Sizes: zlib gzip at its default level, 1 KB = 1024 bytes (as in scripts/check-real-bundle.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { Bundle } from './bench-bundle-model';
import { fileForPath, FIRST_VISIT_PAGES } from './first-visit-pages';

type Mode = 'real' | 'mock';
type PageName = 'landing' | 'login' | 'dashboard';
type Row = PageName | `${PageName}, on first interaction` | 'total';

interface Budget {
  js: number;
  css?: number;
}
type BudgetFile = Record<Mode, Partial<Record<Row, Budget>>>;

const ROOT = process.cwd();
const BUDGET_PATH = path.join(ROOT, 'bench', 'budget.json');
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

async function buildMode(mode: Mode, outDir: string): Promise<void> {
  if (mode === 'real') {
    process.env.VITE_API_MODE = 'real';
    process.env.VITE_API_BASE_URL = 'http://localhost:8787';
  } else {
    process.env.VITE_API_MODE = 'mock';
    delete process.env.VITE_API_BASE_URL;
  }
  await build({
    root: ROOT,
    mode: 'production',
    logLevel: 'error',
    publicDir: false,
    build: { outDir, emptyOutDir: true, sourcemap: false, manifest: true },
  });
}

function loadBudget(): BudgetFile {
  return JSON.parse(readFileSync(BUDGET_PATH, 'utf8')) as BudgetFile;
}

function report(mode: Mode, bundle: Bundle, budget: BudgetFile | null, failures: string[]): void {
  console.log(`\n${mode} mode`);
  const rows: [Row, Set<string>][] = [];
  const withApps: Set<string>[] = [];
  for (const name of ['landing', 'login', 'dashboard'] as const) {
    const page = FIRST_VISIT_PAGES[name];
    const app = bundle.appChunks(name, page.modules);
    withApps.push(app);
    if (page.prerender === 'on-first-interaction') {
      rows.push([name, bundle.htmlChunks(fileForPath(page.paths[0]), page.paths[0])]);
      rows.push([`${name}, on first interaction`, app]);
    } else rows.push([name, app]);
  }
  rows.push(['total', new Set(withApps.flatMap((keys) => [...keys]))]);
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, keys] of rows) {
    const { js, css } = bundle.figures(keys);
    const limit = budget?.[mode]?.[name];
    const parts = [`${name.padEnd(width)} ${kb(js).padStart(6)} KB gzip JS`];
    if (css > 0) parts.push(`${kb(css).padStart(5)} KB gzip CSS`);
    if (limit) parts.push(`(budget ${limit.js} KB JS${limit.css !== undefined ? `, ${limit.css} KB CSS` : ''})`);
    console.log(`  ${parts.join('  ')}`);
    if (limit && js > limit.js * 1024) failures.push(`${mode} ${name}: ${kb(js)} KB gzip JS is above its budget of ${limit.js} KB`);
    if (limit?.css !== undefined && css > limit.css * 1024) {
      failures.push(`${mode} ${name}: ${kb(css)} KB gzip CSS is above its budget of ${limit.css} KB`);
    }
  }

  const all = Object.keys(bundle.manifest);
  if (mode === 'real') {
    const hits = bundle.mockHits(all);
    if (hits.length > 0) failures.push(...hits.map((hit) => `real mode: ${hit}`));
    else console.log('  no MSW or faker in any chunk');
  } else {
    const firstPaint = bundle.staticClosure([bundle.entryKey]);
    const hits = bundle.mockHits(firstPaint);
    if (hits.length > 0) failures.push(...hits.map((hit) => `mock mode, statically imported by the entry: ${hit}`));
    const lazy = all.filter((key) => !firstPaint.has(key));
    const mockChunks = lazy.filter((key) => bundle.mockHits([key]).length > 0);
    if (mockChunks.length === 0) failures.push('mock mode: no chunk carries MSW/faker (is the mock backend still dynamically imported?)');
    const mockGzip = mockChunks.reduce((total, key) => total + bundle.gzip(bundle.chunk(key).file), 0);
    if (hits.length === 0) {
      console.log(
        `  MSW/faker only in dynamically imported chunk(s), not counted above: ${mockChunks
          .map((key) => `${bundle.chunk(key).file} ${kb(bundle.gzip(bundle.chunk(key).file))} KB`)
          .join(', ')} (${kb(mockGzip)} KB gzip)`,
      );
    }
  }
}

async function main(): Promise<number> {
  const budget = (() => {
    try {
      return loadBudget();
    } catch (error) {
      console.error(`bench:bundle: cannot read ${path.relative(ROOT, BUDGET_PATH)}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  })();
  const failures: string[] = [];
  if (!budget) failures.push('no budget file');

  const dirs: string[] = [];
  try {
    for (const mode of ['real', 'mock'] as const) {
      const outDir = mkdtempSync(path.join(tmpdir(), `bench-bundle-${mode}-`));
      dirs.push(outDir);
      await buildMode(mode, outDir);
      report(mode, Bundle.load(outDir), budget, failures);
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  console.log('\n(gzip of the chunks each page loads before any interaction, shared ones once; 1 KB = 1024 bytes)');
  if (failures.length > 0) {
    console.error('\nbench:bundle FAILED:');
    for (const failure of failures) console.error(`  ${failure}`);
    return 1;
  }
  console.log('bench:bundle: every figure within bench/budget.json');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
