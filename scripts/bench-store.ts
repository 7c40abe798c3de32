/**
 * npm run bench:store — the mock store through the real handlers, on both of its persistent
 * drivers: SQLite in Node (the reference server's, scripts/bench-store-node.ts) and IndexedDB in
 * headless Chromium (the demo's, scripts/bench-store-browser.ts). For the seed (120 disputes) and
 * for 10,000 it prints the median and p95 of a write (POST /api/disputes as a signed-in user, and
 * the driver's commit within it), a list (GET /api/admin/disputes as admin, every dispute's clocks
 * included) and a search
 * (GET /api/scam-check), with the store's size on disk, then each target as PASS or FAIL. It
 * also times the 90-day report (GET /api/admin/reports) at 10,000 disputes on the reference
 * server over HTTP (scripts/bench-store-report.ts), median and p90.
 *
 * A benchmark prints figures: it exits 0 whatever they are, and non-zero only when it crashes.
 */
import { benchIndexedDb } from './bench-store-browser';
import { RUNS, megabytes, type PhaseFigures, type Stat } from './bench-store-measure';
import { benchSqlite } from './bench-store-node';
import { benchServerReport } from './bench-store-report';
import { benchServerUploads } from './bench-upload-node';

const SIZES = [120, 10_000] as const;
/** A write at 10,000 disputes, in ms: within the server's budget per request, and within a frame in the browser. */
const WRITE_TARGET = { sqlite: 5, indexedDb: 16 } as const;
/** A write may cost at most this many times more at 10,000 disputes than at 120: writes cost what they change. */
const MAX_GROWTH = 2;

const log = (line: string) => console.error(`[bench:store] ${line}`);
const started = performance.now();

const sqlite = await benchSqlite(SIZES, log);
const browser = await benchIndexedDb(SIZES, log);
const serverUploads = await benchServerUploads(log);
const report = await benchServerReport(log);
/** GET /api/admin/reports for 90 days at 10,000 disputes, median, in ms (docs/reports.md#performance). */
const REPORT_TARGET_MS = 200;
const drivers = [
  { name: 'SQLite (Node)', target: WRITE_TARGET.sqlite, phases: sqlite.phases },
  { name: 'IndexedDB (Chromium)', target: WRITE_TARGET.indexedDb, phases: browser.phases },
];
/**
 * The admin list carries every dispute's clocks (docs/clock.md): at 10,000 disputes on SQLite its
 * median may be at most 1.5 times the list's before the clocks, 80 ms on this machine (the median
 * of three runs at the commit before them, quiet).
 */
const LIST_BEFORE_CLOCKS_MS = 80;
const LIST_TARGET_MS = 1.5 * LIST_BEFORE_CLOCKS_MS;
/** Ten parallel 10 MB uploads may raise the server's memory by at most this much: streamed, not held whole several times. */
const UPLOAD_MEMORY_TARGET_MB = 200;

const ms = ({ median, p95 }: Stat) => `${median.toFixed(2)} (${p95.toFixed(2)})`;
const size = (figures: PhaseFigures) =>
  figures.size ? `${megabytes(figures.size.bytes)} (${figures.size.parts})` : 'not measurable';
const header = ['driver', 'disputes', 'write ms', 'of which commit', 'list ms', 'search ms', 'on disk'];
const rows = drivers.flatMap(({ name, phases }) =>
  phases.map((figures) => [
    name,
    figures.disputes.toLocaleString('en-GB'),
    ms(figures.write),
    ms(figures.commit),
    ms(figures.list),
    ms(figures.search),
    size(figures),
  ]),
);
const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;

console.log('');
console.log(
  `median (p95) of ${RUNS.write} writes, ${RUNS.list} lists, ${RUNS.search} searches after ${RUNS.warmUp} warm-up calls each`,
);
console.log(line(header));
console.log(line(widths.map((width) => '-'.repeat(width))));
for (const row of rows) console.log(line(row));
console.log(`SQLite syncs its log once per commit; this disk made a 4 KB write durable in ${ms(sqlite.sync)} ms.`);
console.log('');

for (const { name, target, phases } of drivers) {
  const [seed, large] = [phases[0], phases.at(-1)];
  if (!seed || !large) throw new Error(`${name}: no figures`);
  const growth = large.write.median / seed.write.median;
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  console.log(
    `${verdict(large.write.median <= target)}  ${name}: write at ${large.disputes.toLocaleString('en-GB')} disputes ${large.write.median.toFixed(2)} ms (target ≤ ${target} ms)`,
  );
  console.log(
    `${verdict(growth <= MAX_GROWTH)}  ${name}: write at ${large.disputes.toLocaleString('en-GB')} / at ${seed.disputes} = ${growth.toFixed(2)} (target ≤ ${MAX_GROWTH})`,
  );
}
const largeList = sqlite.phases.at(-1);
if (largeList) {
  console.log(
    `${largeList.list.median <= LIST_TARGET_MS ? 'PASS' : 'FAIL'}  SQLite (Node): the admin list with every dispute's clocks at ${largeList.disputes.toLocaleString('en-GB')} disputes ${largeList.list.median.toFixed(2)} ms median (target ≤ ${LIST_TARGET_MS} ms, 1.5 × ${LIST_BEFORE_CLOCKS_MS} ms before the clocks)`,
  );
}
const mbPerSecond = ({ median }: Stat) => (10 / (median / 1000)).toFixed(1);
const aboveIdleMb = (serverUploads.peakKb - serverUploads.idleKb) / 1024;
console.log('');
console.log('Uploads of a 10 MB evidence file, median (p95) ms of 5, one at a time:');
console.log(
  `  SQLite, the reference server over HTTP: ${ms(serverUploads.upload)} ms = ${mbPerSecond(serverUploads.upload)} MB/s (answered once written and synced)`,
);
console.log(
  `  IndexedDB (Chromium), through the handlers: ${ms(browser.upload)} ms = ${mbPerSecond(browser.upload)} MB/s`,
);
console.log(
  `  The server's memory during ${10} parallel 10 MB uploads: idle ${(serverUploads.idleKb / 1024).toFixed(0)} MB, peak ${(serverUploads.peakKb / 1024).toFixed(0)} MB, ${aboveIdleMb.toFixed(0)} MB above idle`,
);
console.log(
  `${aboveIdleMb <= UPLOAD_MEMORY_TARGET_MB ? 'PASS' : 'FAIL'}  the server's peak during ten parallel 10 MB uploads ${aboveIdleMb.toFixed(0)} MB above idle (target ≤ ${UPLOAD_MEMORY_TARGET_MB} MB)`,
);
console.log('');
console.log(
  `Reports: GET /api/admin/reports for the last 90 days on the reference server over HTTP, ${report.runs} requests one at a time:`,
);
console.log(`| disputes | median ms | p90 ms |`);
console.log(`| -------- | --------- | ------ |`);
console.log(
  `| ${report.disputes.toLocaleString('en-GB').padEnd(8)} | ${report.median.toFixed(2).padEnd(9)} | ${report.p90.toFixed(2).padEnd(6)} |`,
);
console.log(
  `${report.median <= REPORT_TARGET_MS ? 'PASS' : 'FAIL'}  the 90-day report at ${report.disputes.toLocaleString('en-GB')} disputes ${report.median.toFixed(2)} ms median (target ≤ ${REPORT_TARGET_MS} ms)`,
);
log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
