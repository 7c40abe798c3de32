/**
 * bench:store's Reports figure on the reference server: the real server (mocks/server.ts) over
 * HTTP on a store of 10,000 disputes, grown in a fresh temporary directory before the server
 * starts on it (as bench-store-node.ts grows its own), then GET /api/admin/reports for the last 90
 * days as the demo admin, one request at a time, from the request to the last byte of the answer
 * (docs/reports.md: the report is computed from the store on every call).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMockBackend } from '../mocks/backend';
import { DEMO_ADMIN, DEMO_USER } from '../mocks/db/seed';
import { sqliteDriver } from '../mocks/db/sqliteDriver';
import { startServer } from '../tests/kit/serverProcess';
import { storeBench } from './bench-store-measure';

export const REPORT_DISPUTES = 10_000;
const DAYS = 90;
const WARM_UP = 10;
const RUNS = 50;
const DAY = 24 * 3_600_000;

export interface ReportFigures {
  disputes: number;
  runs: number;
  median: number;
  p90: number;
}

/** The q-quantile of the samples, taken as the sample at that rank (as bench-store-measure.ts's `stat`). */
const rank = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

export async function benchServerReport(log: (line: string) => void): Promise<ReportFigures> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-report-'));
  const file = join(dir, 'db.sqlite');
  try {
    const backend = await createMockBackend({ driver: sqliteDriver(file) });
    try {
      const bench = storeBench(
        {
          backend,
          accounts: { user: DEMO_USER, admin: DEMO_ADMIN },
          origin: 'http://127.0.0.1',
          useSession: () => ({}),
        },
        [],
      );
      await bench.grow(REPORT_DISPUTES);
    } finally {
      backend.db.close();
    }
    log(`Reports: store grown to ${REPORT_DISPUTES.toLocaleString('en-GB')} disputes`);

    const server = await startServer(file);
    try {
      const login = await fetch(`${server.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
      });
      if (login.status !== 200) throw new Error(`the demo admin could not sign in: ${login.status}`);
      const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const today = new Date();
      const day = (time: number) => new Date(time).toISOString().slice(0, 10);
      const path = `/api/admin/reports?from=${day(today.getTime() - (DAYS - 1) * DAY)}&to=${day(today.getTime())}`;
      const once = async () => {
        const started = performance.now();
        const response = await fetch(`${server.base}${path}`, { headers: { Cookie: cookie } });
        const body = await response.text();
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${body.slice(0, 200)}`);
        return elapsed;
      };
      for (let run = 0; run < WARM_UP; run++) await once();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) times.push(await once());
      times.sort((a, b) => a - b);
      log(`Reports: ${RUNS} reports of ${DAYS} days over HTTP`);
      return { disputes: REPORT_DISPUTES, runs: RUNS, median: rank(times, 0.5), p90: rank(times, 0.9) };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
