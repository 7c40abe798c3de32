/**
 * npm run bench:routes — the main thread's longest task on every route (tests/kit/routeList.ts),
 * on a real-mode build against Prism's schema-driven mock, as the Prism browser suite runs it
 * (tests/prism/prismApp.ts). Each route is visited three times, each in a fresh browser context,
 * and the median of the three visits' longest tasks is the route's figure. Before each route a
 * calibration task (the same fixed work every time, scripts/bench-routes-calibration.ts) runs in
 * the same browser, so a reader can tell the page's cost from the machine's: on a busy machine
 * both grow, and the ratio between them stays. Target: docs/performance.md#main-thread.
 *
 *   npm run bench:routes                          seed 1, three visits a route
 *   npm run bench:routes -- --save quiet.json     also writes the figures to a file
 *   npm run bench:routes -- --beside quiet.json   prints an earlier run's figures beside these
 *   npm run bench:routes -- --seed 2 --visits 5
 *
 * A benchmark prints figures: it exits 0 whatever they are, and non-zero only when it crashes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { visit } from '../tests/prism/pageVisit';
import { startPrismApp } from '../tests/prism/prismApp';
import { ROUTE_VISITS } from '../tests/kit/routeList';
import { CHROMIUM_ARGS } from '../tests/kit/chromium';
import { calibrate } from './bench-routes-calibration';
import { formatTable, median, type RouteFigures, type RunFigures } from './bench-routes-report';

/** No task over this on a quiet machine (docs/performance.md#main-thread). */
const TARGET_MS = 200;

const { values: args } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    visits: { type: 'string', default: '3' },
    save: { type: 'string' },
    beside: { type: 'string' },
  },
});
const visits = Math.max(1, Number(args.visits) || 3);
const log = (line: string) => console.error(`[bench:routes] ${line}`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

const earlier = args.beside ? (JSON.parse(await readFile(args.beside, 'utf8')) as RunFigures) : undefined;
log(`load average at start: ${load()}`);
log('building the app (real mode) and starting Prism…');
const app = await startPrismApp([args.seed], { output: 'pipe' });
const routes: RouteFigures[] = [];
const browser = await chromium
  .launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', headless: true, args: [...CHROMIUM_ARGS] })
  .catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
try {
  // The first visit of a run also warms Prism and the browser's caches: it is not a route's figure.
  await visit(browser, { baseUrl: app.url, path: '/', role: 'visitor', seed: args.seed, judge: () => [] });
  for (const route of ROUTE_VISITS) {
    const calibration = median([await calibrate(browser), await calibrate(browser), await calibrate(browser)]);
    const longest: number[] = [];
    for (let n = 0; n < visits; n++) {
      const { seen } = await visit(browser, {
        baseUrl: app.url,
        path: route.path,
        role: route.role,
        seed: args.seed,
        judge: () => [],
      });
      if (seen.longTasks.some((duration) => duration < 0)) throw new Error('this Chromium has no long-task observer');
      longest.push(Math.max(0, ...seen.longTasks));
    }
    const figures: RouteFigures = {
      path: route.path,
      role: route.role,
      visits: longest,
      median: median(longest),
      calibration,
    };
    routes.push(figures);
    log(
      `${route.path} as ${route.role}: ${longest.map(Math.round).join(', ')} ms (calibration ${Math.round(calibration)} ms)`,
    );
  }
} finally {
  await browser.close();
  await app.close();
}

const run: RunFigures = {
  date: new Date().toISOString(),
  seed: args.seed,
  loadAverage: load(),
  targetMs: TARGET_MS,
  routes,
};
log(`load average at end: ${run.loadAverage}`);
console.log('');
console.log(formatTable(run, earlier));
if (args.save) {
  await writeFile(args.save, `${JSON.stringify(run, null, 2)}\n`);
  log(`figures written to ${args.save}`);
}
