/**
 * npm run bench:lighthouse [-- [--compare <ref>] [--only pages|flow]]
 *
 * Lighthouse on the mock-mode build (built with VITE_MOCK_LATENCY_MS=0 into a temporary folder and
 * served on a free port, ./lighthouse-serve.ts), in Debian's Chromium (CHROME_PATH, default
 * /usr/bin/chromium), mobile profile:
 *   - page audits (./lighthouse-pages.ts): `/` and `/login`, and `/dashboard` signed in on a
 *     real-mode build against the reference server (./lighthouse-realmode.ts), each cold;
 *   - a user flow (./lighthouse-flow.ts): what a person meets at first load, a tap on "Open support
 *     chat" on `/` and an email typed on `/login`, both at first paint: whether the tap opened the
 *     chat and how long that took, whether every keystroke was kept, INP and blocking time.
 *
 * `--compare <ref>` also checks that commit out in a temporary git worktree
 * (./lighthouse-worktree.ts), builds and serves it the same way, and prints its figures in a column
 * beside the working tree's. The two copies take turns run by run (A B, B A, A B…), so a slow spell
 * of the machine falls on both: comparing two separate runs of the bench instead would compare two
 * states of a shared machine as much as two commits. On this 2-core machine a build takes ~5 s, a
 * page audit ~7-11 s and a flow run ~45-55 s, so the default 3 runs take ~4 min for the working
 * tree alone and ~8 min with `--compare`. `--only flow` (~3 min compared) or `--only pages` measures
 * half; LIGHTHOUSE_RUNS=1 is quicker still but a single run is not a figure to quote.
 *
 * Each page and the flow run LIGHTHOUSE_RUNS times a copy (default 3: the performance score of one
 * run moves by ±5 or more on a busy machine); every figure printed is the median of those runs.
 * The page targets (performance ≥ 95, accessibility 100, best practices ≥ 95) are judged on the
 * working tree's median run, as before: exit 1 when one is missed. The first-load target (INP ≤
 * 200 ms, the tap handled) is printed, not enforced yet. LIGHTHOUSE_REPORTS=dir also writes the
 * working tree's median report of each page (JSON) and every flow run's report (HTML) there.
 *
 * It is a benchmark, not part of `npm test`. Servers, browsers, build folders and the worktree are
 * removed on every exit path (also on Ctrl-C), see ./lighthouse-cleanup.ts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS } from '../tests/utils/chromium';
import { cleanupAll, isStopping, onCleanup } from './lighthouse-cleanup';
import { printFigures, type TargetFigures } from './lighthouse-figures';
import { flowReportHtml, runFlow } from './lighthouse-flow';
import { PAGES, pageAuditor, type PageName } from './lighthouse-pages';
import { printResults, score, type PageResult } from './lighthouse-report';
import { serveRealMode } from './lighthouse-realmode';
import { buildAndServe } from './lighthouse-serve';
import { checkout } from './lighthouse-worktree';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const REPORT_DIR = process.env.LIGHTHOUSE_REPORTS;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of at least 1, not "${process.env.LIGHTHOUSE_RUNS}"`);

const { values: options } = parseArgs({ options: { compare: { type: 'string' }, only: { type: 'string' } }, strict: true });
if (options.only !== undefined && options.only !== 'pages' && options.only !== 'flow') throw new Error(`--only takes "pages" or "flow", not "${options.only}"`);
const MEASURE_PAGES = options.only !== 'flow';
const MEASURE_FLOW = options.only !== 'pages';

interface Target {
  figures: TargetFigures;
  baseUrl: string;
  audit: (page: PageName) => Promise<Result>;
}

const machineLoad = () => `${loadavg()[0]?.toFixed(1) ?? '?'} (1 min)`;
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
/** Lighthouse and Puppeteer do not always throw an Error; whatever they throw, a readable line. */
function message(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return typeof error === 'string' ? error : JSON.stringify(error);
}
const fileLabel = (label: string) => label.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '');

/** Run `i`'s order of the copies: as listed on even runs, reversed on odd ones. */
const turn = <T>(items: T[], i: number): T[] => (i % 2 ? [...items].reverse() : items);

/** The existing report's shape for the working tree: per page, the run with the median performance score. */
function pageResults(figures: TargetFigures): PageResult[] {
  return PAGES.map((name) => {
    const runs = figures.pages[name] ?? [];
    const byPerformance = [...runs].sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
    const lhr = byPerformance[Math.floor((runs.length - 1) / 2)];
    if (!lhr) return { name, error: figures.errors.find((e) => e.startsWith(name)) ?? 'no run succeeded' };
    return { name, lhr, performanceRuns: runs.map((each) => score(each, 'performance')) };
  });
}

async function main(): Promise<number> {
  if (REPORT_DIR) await mkdir(REPORT_DIR, { recursive: true });
  const copies = [{ label: 'working tree', root: ROOT }];
  if (options.compare !== undefined) copies.unshift(await checkout(ROOT, options.compare));

  // The page audits' browser; the flow starts a browser of its own for each run.
  let cdpPort = 0;
  if (MEASURE_PAGES) {
    // handleSIGINT: chrome-launcher's own handler would end the process before the cleanup has run.
    const launched = await chromeLauncher.launch({
      chromePath: CHROME_PATH,
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
      logLevel: 'silent',
      handleSIGINT: false,
    });
    onCleanup('page-audit browser', () => launched.kill()); // chrome-launcher kills the browser's process group and deletes its profile
    cdpPort = launched.port;
  }

  const targets: Target[] = [];
  for (const copy of copies) {
    const { baseUrl } = await buildAndServe(copy.root, copy.label);
    // /dashboard is audited in real mode, against the copy's own reference server.
    const realUrl = MEASURE_PAGES ? (await serveRealMode(copy.root, copy.label)).baseUrl : '';
    targets.push({ figures: { label: copy.label, pages: {}, flows: [], errors: [] }, baseUrl, audit: pageAuditor(baseUrl, realUrl, cdpPort) });
  }
  console.log(`[lighthouse] ${CHROME_PATH}; mobile; ${RUNS} run(s) a copy; ${targets.map((t) => `${t.figures.label} at ${t.baseUrl}`).join(', ')}`);
  const measuring = Date.now();
  const loadAtStart = machineLoad();

  // Page-major: every signed-out audit of an origin comes before its sign-in (./lighthouse-pages.ts).
  for (const page of MEASURE_PAGES ? PAGES : []) {
    for (let i = 0; i < RUNS; i++) {
      for (const target of turn(targets, i)) {
        if (isStopping()) return 130;
        const started = Date.now();
        const { figures } = target;
        try {
          (figures.pages[page] ??= []).push(await target.audit(page));
          console.log(`[lighthouse] ${figures.label}: ${page} run ${i + 1} (${seconds(started)})`);
        } catch (error) {
          figures.errors.push(`${page} run ${i + 1}: ${message(error)}`);
          console.log(`[lighthouse] ${figures.label}: ${page} run ${i + 1} failed (${seconds(started)}): ${message(error)}`);
        }
      }
    }
  }

  for (let i = 0; i < (MEASURE_FLOW ? RUNS : 0); i++) {
    for (const target of turn(targets, i)) {
      if (isStopping()) return 130;
      const started = Date.now();
      const { figures } = target;
      try {
        const run = await runFlow(target.baseUrl, CHROME_PATH);
        figures.flows.push(run);
        if (REPORT_DIR) await writeFile(join(REPORT_DIR, `flow-${fileLabel(figures.label)}-${i + 1}.html`), flowReportHtml(run.result));
        console.log(`[lighthouse] ${figures.label}: flow run ${i + 1} (${seconds(started)})`);
      } catch (error) {
        figures.errors.push(`flow run ${i + 1}: ${message(error)}`);
        console.log(`[lighthouse] ${figures.label}: flow run ${i + 1} failed (${seconds(started)}): ${message(error)}`);
      }
    }
  }

  // Applied throttling slows the page by a factor of the machine's own speed: a busy machine shows.
  console.log(`\n[lighthouse] measured in ${seconds(measuring)}; load average ${loadAtStart} at the start, ${machineLoad()} at the end`);
  printFigures(
    targets.map((t) => t.figures),
    { pages: MEASURE_PAGES ? PAGES : [], flow: MEASURE_FLOW },
    RUNS,
  );

  const current = targets[targets.length - 1]?.figures;
  if (!current || !MEASURE_PAGES) return current && current.errors.length === 0 ? 0 : 1;
  const results = pageResults(current);
  if (REPORT_DIR) {
    for (const { name, lhr } of results) if (lhr) await writeFile(join(REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
  }
  console.log(`\nPage targets, ${current.label} (median run):`);
  return printResults(results, RUNS) ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  code = 1;
} finally {
  await cleanupAll();
}
process.exit(code);
