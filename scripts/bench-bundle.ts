/**
 * Bundle-size bench (issue 7 "Speed"): what the first visit of a page downloads, gzipped.
 *
 *   npm run bench:bundle
 *
 * Builds the app twice into temp dirs with a Vite manifest: real mode
 * (VITE_API_MODE=real VITE_API_BASE_URL=http://localhost:8787) and mock mode. For each of the
 * landing page (`/`), the login page (`/login`) and the dashboard (`/dashboard`) it sums the gzip
 * size of the JS and CSS the page loads first:
 *   - the entry chunk (index.html -> src/main.tsx) and every chunk it imports statically,
 *   - the route's lazily loaded page chunk and its static imports,
 *   - the layout around the page (a lazily loaded chunk too) and its static imports.
 * Shared chunks are counted once per page. "total" is the union over the three pages (a visitor
 * going landing -> login -> dashboard), each chunk counted once.
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
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { FIRST_VISIT_PAGES } from './first-visit-pages';

type Mode = 'real' | 'mock';
type PageName = 'landing' | 'login' | 'dashboard';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Figures {
  js: number;
  css: number;
}
interface Budget {
  js: number;
  css?: number;
}
type BudgetFile = Record<Mode, Record<PageName | 'total', Budget>>;

/**
 * The modules a first visit of each page needs besides the entry: the route table's lazy imports,
 * i.e. the layout around the page (the landing page has none) and the page. Guards are in the entry.
 */
const PAGES: Record<PageName, { route: string; modules: readonly string[] }> = {
  landing: { route: '/', modules: FIRST_VISIT_PAGES.landing.modules },
  login: { route: '/login', modules: FIRST_VISIT_PAGES.login.modules },
  dashboard: { route: '/dashboard', modules: FIRST_VISIT_PAGES.dashboard.modules },
};

const FINGERPRINTS = ['mockServiceWorker', 'setupWorker', 'setupServer', '@mswjs', 'msw/browser', 'MSW_COOKIE_STORE', 'faker', 'Faker'];

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

class Bundle {
  private readonly gzipCache = new Map<string, number>();
  constructor(
    readonly outDir: string,
    readonly manifest: Manifest,
  ) {}

  static load(outDir: string): Bundle {
    const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    return new Bundle(outDir, manifest);
  }

  get entryKey(): string {
    const keys = Object.keys(this.manifest).filter((key) => this.manifest[key]?.isEntry);
    if (keys.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${keys.length}`);
    return keys[0] as string;
  }

  chunk(key: string): ManifestChunk {
    const chunk = this.manifest[key];
    if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
    return chunk;
  }

  /** The chunk keys loaded when `keys` load: the chunks and their static imports, transitively. */
  staticClosure(keys: string[]): Set<string> {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of this.chunk(key).imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return seen;
  }

  /** The chunk keys of a page's first load. */
  pageChunks(page: PageName): Set<string> {
    for (const key of PAGES[page].modules) {
      if (!(key in this.manifest)) throw new Error(`${page}: "${key}" is not a lazily loaded chunk in the manifest (has the route table changed?)`);
    }
    return this.staticClosure([this.entryKey, ...PAGES[page].modules]);
  }

  gzip(file: string): number {
    let size = this.gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(this.outDir, file))).length;
      this.gzipCache.set(file, size);
    }
    return size;
  }

  figures(keys: Set<string>): Figures {
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      const chunk = this.chunk(key);
      if (/\.[cm]?js$/.test(chunk.file)) js.add(chunk.file);
      else if (chunk.file.endsWith('.css')) css.add(chunk.file);
      for (const file of chunk.css ?? []) css.add(file);
    }
    const sum = (files: Set<string>) => [...files].reduce((total, file) => total + this.gzip(file), 0);
    return { js: sum(js), css: sum(css) };
  }

  /** JS files (relative) that carry a mock-backend fingerprint, with the fingerprint. */
  mockHits(keys: Iterable<string>): string[] {
    const hits: string[] = [];
    for (const key of keys) {
      const file = this.chunk(key).file;
      if (!/\.[cm]?js$/.test(file)) continue;
      const text = readFileSync(path.join(this.outDir, file), 'utf8');
      for (const fingerprint of FINGERPRINTS) if (text.includes(fingerprint)) hits.push(`${file} contains "${fingerprint}"`);
    }
    return hits;
  }
}

function loadBudget(): BudgetFile {
  return JSON.parse(readFileSync(BUDGET_PATH, 'utf8')) as BudgetFile;
}

function report(mode: Mode, bundle: Bundle, budget: BudgetFile | null, failures: string[]): void {
  console.log(`\n${mode} mode`);
  const rows: [PageName | 'total', Set<string>][] = (Object.keys(PAGES) as PageName[]).map((page) => [page, bundle.pageChunks(page)]);
  const union = new Set(rows.flatMap(([, keys]) => [...keys]));
  rows.push(['total', union]);
  for (const [name, keys] of rows) {
    const { js, css } = bundle.figures(keys);
    const limit = budget?.[mode]?.[name];
    const parts = [`${name.padEnd(9)} ${kb(js).padStart(6)} KB gzip JS`];
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
        `  MSW/faker only in dynamically imported chunk(s): ${mockChunks.map((key) => bundle.chunk(key).file).join(', ')} (${kb(mockGzip)} KB gzip, not counted above)`,
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

  console.log('\n(gzip of the entry chunk + its static imports + the page chunk(s) + their static imports; 1 KB = 1024 bytes)');
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
