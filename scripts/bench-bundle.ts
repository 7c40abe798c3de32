/**
 * Bundle-size bench (docs/performance.md#targets): what the first visit of a page downloads
 * before any interaction, gzipped.
 *
 *   npm run bench:bundle
 *
 * Builds the app twice with React Router (./build-app.ts): real mode
 * (VITE_API_MODE=real VITE_API_BASE_URL=http://localhost:8787) and mock mode. For each of the
 * landing page (`/`), the login page (`/login`) and the dashboard (`/dashboard`) it sums the gzip
 * size of the JS and CSS the page loads before the visitor does anything, counting shared files
 * once per page (./bench-bundle-model.ts):
 *   - each is prerendered: what its HTML file (`index.html`, `login/index.html`,
 *     `dashboard/index.html`) loads to hydrate, and those files' static imports.
 * "total" is the union over the three pages (a visitor going landing -> login -> dashboard), each
 * file counted once. Parts fetched later by a dynamic import (the support chat, the Report a Scam
 * form, in mock mode the mock backend) are not counted.
 *
 * Fails (exit 1) when a figure is above bench/budget.json, when a real-mode file carries MSW or
 * faker code, or when in mock mode a file a page loads before any interaction carries it (the mock
 * backend must only arrive by entry.client's dynamic import).
 *
 * Sizes: zlib gzip at its default level, 1 KB = 1024 bytes (as in scripts/check-real-bundle.ts).
 *
 *   npm run bench:bundle -- --by-source
 *
 * also prints, for each page in real mode, where its gzip goes: the floor the stack sets (React,
 * React Router, Chakra with everything it brings), the other libraries and the app's own code, and
 * the largest parts (./bench-bundle-sources.ts). The builds then keep hidden source maps, which
 * change no file's code.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Bundle } from './bench-bundle-model';
import { gzipByPart } from './bench-bundle-sources';
import { buildApp, SCRATCH_DIR } from './build-app';

type Mode = 'real' | 'mock';
type Row = 'landing' | 'login' | 'dashboard' | 'total';

interface Budget {
  js: number;
  css?: number;
}
type BudgetFile = Record<Mode, Partial<Record<string, Budget>>>;

/** Each page: the HTML file a static host serves for its address (scripts/serve-build.ts). */
const PAGES = {
  landing: { html: 'index.html' },
  login: { html: 'login/index.html' },
  dashboard: { html: 'dashboard/index.html' },
} as const;
const ROWS: readonly Row[] = ['landing', 'login', 'dashboard', 'total'];

const ROOT = process.cwd();
const BUDGET_PATH = path.join(ROOT, 'bench', 'budget.json');
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

function loadBudget(): BudgetFile {
  return JSON.parse(readFileSync(BUDGET_PATH, 'utf8')) as BudgetFile;
}

function pageAssets(bundle: Bundle, name: keyof typeof PAGES): Set<string> {
  // A prerendered page's HTML names its route modules and their chunks.
  return bundle.htmlAssets(PAGES[name].html);
}

/** The libraries that make the floor of every page: what no change to the app's own code removes. */
const FLOOR = [
  {
    name: 'React and React Router',
    parts: /^(react|react-dom|scheduler|react-router|react-router-dom|\(no map\) \/assets\/manifest.*)$/,
  },
  {
    name: 'Chakra (its styling system, theme, recipes and components; Zag, Ark, Emotion)',
    parts:
      /^(@chakra-ui\/.*|@zag-js\/.*|@ark-ui\/.*|@emotion\/.*|@pandacss\/.*|@swc\/helpers|stylis|react-is|hoist-non-react-statics|@floating-ui\/.*|proxy-compare)$/,
  },
];

function bySource(bundle: Bundle, name: keyof typeof PAGES): void {
  const urls = pageAssets(bundle, name);
  const parts = gzipByPart(bundle.clientDir, urls, (url) => bundle.gzip(url));
  const floors = FLOOR.map(({ name: label, parts: pattern }) => ({
    label,
    gzip: parts.filter(([part]) => pattern.test(part)).reduce((sum, [, gzip]) => sum + gzip, 0),
  }));
  const inFloor = (part: string) => FLOOR.some(({ parts: pattern }) => pattern.test(part));
  const app = parts.filter(([part]) => part.startsWith('src/')).reduce((sum, [, gzip]) => sum + gzip, 0);
  const others = parts.filter(([part]) => !part.startsWith('src/') && !inFloor(part));
  console.log(`\n  ${name}, by source (real mode):`);
  for (const { label, gzip } of floors) console.log(`    ${kb(gzip).padStart(6)} KB  ${label}`);
  console.log(
    `    ${kb(others.reduce((sum, [, gzip]) => sum + gzip, 0)).padStart(6)} KB  other libraries (${others.map(([part, gzip]) => `${part} ${kb(gzip)}`).join(', ')})`,
  );
  console.log(`    ${kb(app).padStart(6)} KB  the app's own code; its largest parts:`);
  for (const [part, gzip] of parts.filter(([part]) => part.startsWith('src/')).slice(0, 8))
    console.log(`             ${kb(gzip).padStart(5)} KB  ${part}`);
}

function report(mode: Mode, bundle: Bundle, budget: BudgetFile | null, failures: string[]): void {
  console.log(`\n${mode} mode`);
  const pages = new Map((Object.keys(PAGES) as (keyof typeof PAGES)[]).map((name) => [name, pageAssets(bundle, name)]));
  const rows = new Map<Row, Set<string>>([
    ...pages,
    ['total', new Set([...pages.values()].flatMap((urls) => [...urls]))],
  ]);
  const width = Math.max(...ROWS.map((name) => name.length));
  for (const name of ROWS) {
    const urls = rows.get(name) ?? new Set<string>();
    const { js, css } = bundle.figures(urls);
    const limit = budget?.[mode]?.[name];
    const parts = [`${name.padEnd(width)} ${kb(js).padStart(6)} KB gzip JS (${[...urls].length} files)`];
    if (css > 0) parts.push(`${kb(css).padStart(5)} KB gzip CSS`);
    if (limit) parts.push(`(budget ${limit.js} KB JS${limit.css !== undefined ? `, ${limit.css} KB CSS` : ''})`);
    if (name !== 'total') parts.push(`HTML ${kb(bundle.htmlGzip(PAGES[name].html))} KB gzip`);
    console.log(`  ${parts.join('  ')}`);
    if (limit && js > limit.js * 1024)
      failures.push(`${mode} ${name}: ${kb(js)} KB gzip JS is above its budget of ${limit.js} KB`);
    if (limit?.css !== undefined && css > limit.css * 1024) {
      failures.push(`${mode} ${name}: ${kb(css)} KB gzip CSS is above its budget of ${limit.css} KB`);
    }
  }
  // A budget row with no figure is a phase the app no longer has: say so rather than pass it by.
  for (const name of Object.keys(budget?.[mode] ?? {})) {
    if (!(ROWS as readonly string[]).includes(name))
      console.log(`  (bench/budget.json's "${name}" has no figure: no page loads in that phase now)`);
  }

  const all = bundle.allAssets();
  const firstVisit = rows.get('total') ?? new Set<string>();
  if (mode === 'real') {
    const hits = bundle.mockHits(all);
    if (hits.length > 0) failures.push(...hits.map((hit) => `real mode: ${hit}`));
    else console.log('  no MSW or faker in any file');
    return;
  }
  const hits = bundle.mockHits(firstVisit);
  if (hits.length > 0) failures.push(...hits.map((hit) => `mock mode, loaded before any interaction: ${hit}`));
  const mockFiles = all.filter((url) => !firstVisit.has(url) && bundle.mockHits([url]).length > 0);
  if (mockFiles.length === 0)
    failures.push('mock mode: no file carries MSW/faker (is the mock backend still dynamically imported?)');
  else if (hits.length === 0) {
    const mockGzip = mockFiles.reduce((total, url) => total + bundle.gzip(url), 0);
    console.log(
      `  MSW/faker only in dynamically imported file(s), not counted above: ${mockFiles.map((url) => `${url} ${kb(bundle.gzip(url))} KB`).join(', ')} (${kb(mockGzip)} KB gzip)`,
    );
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { 'by-source': { type: 'boolean', default: false } } });
  const sources = values['by-source'] === true;
  const budget = (() => {
    try {
      return loadBudget();
    } catch (error) {
      console.error(
        `bench:bundle: cannot read ${path.relative(ROOT, BUDGET_PATH)}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  })();
  const failures: string[] = [];
  if (!budget) failures.push('no budget file');

  mkdirSync(SCRATCH_DIR, { recursive: true });
  const dirs: string[] = [];
  try {
    for (const mode of ['real', 'mock'] as const) {
      const buildDir = mkdtempSync(path.join(SCRATCH_DIR, `bench-bundle-${mode}-`));
      dirs.push(buildDir);
      const api =
        mode === 'real'
          ? ({ VITE_API_MODE: 'real', VITE_API_BASE_URL: 'http://localhost:8787' } as const)
          : ({ VITE_API_MODE: 'mock' } as const);
      const client = await buildApp({ buildDir, api, output: 'pipe', sourceMaps: sources });
      const bundle = new Bundle(client);
      report(mode, bundle, budget, failures);
      if (sources && mode === 'real')
        for (const name of Object.keys(PAGES) as (keyof typeof PAGES)[]) bySource(bundle, name);
    }
  } finally {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }

  console.log(
    '\n(gzip of the JS and CSS each page loads before any interaction, shared files once; 1 KB = 1024 bytes)',
  );
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
