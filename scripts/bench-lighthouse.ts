/**
 * npm run bench:lighthouse [-- --only pages|flow]     LIGHTHOUSE_RUNS=n: runs a page and of the flow (default 3)
 *
 * Lighthouse CI (../lighthouserc.cjs) on `/` and `/login` of the mock-mode build (VITE_MOCK_LATENCY_MS=0), then,
 * in an additive collect, on `/dashboard` of a real-mode build against the reference server (mocks/server.ts),
 * with the demo user's session cookie (signed in over HTTP) as an extra header. Both builds are served as a
 * static host would (./serve-build.ts). `lhci upload` writes the reports (kept in LIGHTHOUSE_REPORTS=dir), `lhci
 * assert` checks the targets: exit 1 on a miss. Then the user flow (./lighthouse-flow.ts), printed only.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Result } from 'lighthouse';
import { freePort } from '../tests/kit/freePort';
import { startServer } from '../tests/kit/serverProcess';
import { signInDemo } from '../tests/kit/serverClient';
import { buildApp, SCRATCH_DIR, type ApiEnv } from './build-app';
import { runFlow } from './lighthouse-flow';
import { serveBuild } from './serve-build';

const ROOT = resolve(import.meta.dirname, '..');
const RUNS = process.env.LIGHTHOUSE_RUNS ?? '3';
const { only } = parseArgs({ options: { only: { type: 'string' } } }).values;
if (only && only !== 'pages' && only !== 'flow') throw new Error(`--only takes "pages" or "flow", not "${only}"`);
const AUDITS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
const undo: (() => Promise<unknown>)[] = [];

/** `lhci …` in `cwd`, where it keeps its .lighthouseci folder; true when it exits with 0. */
const lhci = (cwd: string, ...args: string[]) =>
  new Promise<boolean>((done, fail) => {
    const command = [join(ROOT, 'node_modules/@lhci/cli/src/cli.js'), ...args, `--config=${ROOT}/lighthouserc.cjs`];
    spawn(process.execPath, command, { cwd, stdio: 'inherit' })
      .once('error', fail)
      .once('exit', (code) => done(!code));
  });

/** Prints each page's median run; false when a run ended elsewhere (/dashboard sends a visitor not signed in away). */
async function summary(reports: string): Promise<boolean> {
  type Entry = { jsonPath: string; isRepresentativeRun: boolean };
  const manifest = JSON.parse(await readFile(join(reports, 'manifest.json'), 'utf8')) as Entry[];
  const runs = await Promise.all(manifest.map(async (e) => JSON.parse(await readFile(e.jsonPath, 'utf8')) as Result));
  const score = (lhr: Result, id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  for (const lhr of runs.filter((_, i) => manifest[i]?.isRepresentativeRun)) {
    const all = runs.filter((run) => run.requestedUrl === lhr.requestedUrl).map((run) => score(run, 'performance'));
    const page = `${new URL(lhr.requestedUrl ?? '').pathname.padEnd(11)} perf ${score(lhr, 'performance')} (runs ${all.join(' ')})`;
    const metrics = AUDITS.map((id) => lhr.audits[id]?.displayValue ?? '—').join(' / ');
    console.log(
      `${page}  a11y ${score(lhr, 'accessibility')}  best practices ${score(lhr, 'best-practices')}  FCP/LCP/TBT/CLS ${metrics}`,
    );
  }
  const moved = runs.filter((lhr) => lhr.finalDisplayedUrl !== lhr.requestedUrl);
  for (const lhr of moved)
    console.log(`NOT audited: ${lhr.requestedUrl} ended on ${lhr.finalDisplayedUrl} (signed in?)`);
  return moved.length === 0;
}

/** Builds the app for `api` into `work/name` and serves it on `port` (0: a free one) till the bench ends. */
async function serve(work: string, name: string, api: ApiEnv, port = 0): Promise<string> {
  const served = await serveBuild({ dir: await buildApp({ buildDir: join(work, name), api, output: 'pipe' }), port });
  undo.push(() => served.close());
  return served.url;
}

async function auditPages(work: string, mockUrl: string): Promise<boolean> {
  const appPort = await freePort();
  const server = await startServer(join(work, 'db.sqlite'), { MOCK_SERVER_ORIGIN: `http://localhost:${appPort}` });
  undo.push(() => server.stop());
  const api = { VITE_API_MODE: 'real', VITE_API_BASE_URL: `http://localhost:${server.port}` } as const;
  const realUrl = await serve(work, 'real', api, appPort);
  const session = `--settings.extraHeaders.Cookie=${(await signInDemo(server.base)).cookie}`;
  const reports = resolve(process.env.LIGHTHOUSE_REPORTS ?? join(work, 'reports'));
  const runs = `--numberOfRuns=${RUNS}`;
  const collected =
    (await lhci(work, 'collect', runs, `--url=${mockUrl}/`, `--url=${mockUrl}/login`)) &&
    (await lhci(work, 'collect', runs, '--additive', `--url=${realUrl}/dashboard`, session)) &&
    (await lhci(work, 'upload', `--outputDir=${reports}`));
  const audited = collected && (await summary(reports));
  return collected && (await lhci(work, 'assert')) && audited;
}

async function main(): Promise<boolean> {
  await mkdir(SCRATCH_DIR, { recursive: true });
  const work = await mkdtemp(join(SCRATCH_DIR, 'lighthouse-'));
  undo.push(() => rm(work, { recursive: true, force: true }));
  const mockUrl = await serve(work, 'mock', { VITE_API_MODE: 'mock', VITE_MOCK_LATENCY_MS: '0' });
  const passed = only === 'flow' || (await auditPages(work, mockUrl));
  if (only !== 'pages') await runFlow(mockUrl, Number(RUNS));
  return passed;
}

/** Stops the servers and deletes the builds, newest first, once, however the bench ends (npm passes Ctrl-C on too). */
let cleaning: Promise<void> | undefined;
const cleanUp = async () => {
  for (const step of undo.reverse()) await step().catch((error: unknown) => console.error('cleanup:', error));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void (cleaning ??= cleanUp()).then(() => process.exit(130)));
const passed = await main().catch((error: unknown) => void console.error(error));
await (cleaning ??= cleanUp());
process.exit(passed ? 0 : 1);
