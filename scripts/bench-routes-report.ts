/** The figures of npm run bench:routes (scripts/bench-routes.ts) and their table. */
import type { Role } from '../tests/kit/routeList';

export interface RouteFigures {
  path: string;
  role: Role;
  /** The longest task of each visit, ms. */
  visits: number[];
  /** The median of `visits`: the route's figure. */
  median: number;
  /** The median of the calibration task's three runs just before the route's visits, ms. */
  calibration: number;
}

export interface RunFigures {
  date: string;
  seed: string;
  /** The machine's 1, 5 and 15 minute load averages at the end of the run. */
  loadAverage: string;
  targetMs: number;
  routes: RouteFigures[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '–' : String(Math.round(value));
const ratio = (figures: RouteFigures | undefined) =>
  figures && figures.calibration > 0 ? (figures.median / figures.calibration).toFixed(2) : '–';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The run's table; with `earlier`, that run's median, calibration and ratio beside each route's. */
export function formatTable(run: RunFigures, earlier?: RunFigures): string {
  const before = new Map((earlier?.routes ?? []).map((figures) => [`${figures.role} ${figures.path}`, figures]));
  const header = earlier
    ? ['route', 'role', 'earlier: longest task', 'calibration', 'ratio', 'now: longest task', 'calibration', 'ratio']
    : ['route', 'role', 'visits', 'longest task', 'calibration', 'ratio'];
  const rows = run.routes.map((figures) => {
    const then = before.get(`${figures.role} ${figures.path}`);
    return earlier
      ? [
          figures.path,
          figures.role,
          ms(then?.median),
          ms(then?.calibration),
          ratio(then),
          ms(figures.median),
          ms(figures.calibration),
          ratio(figures),
        ]
      : [
          figures.path,
          figures.role,
          figures.visits.map(ms).join(', '),
          ms(figures.median),
          ms(figures.calibration),
          ratio(figures),
        ];
  });
  const over = (figures: RunFigures) => figures.routes.filter((route) => route.median > figures.targetMs).length;
  const calibration = (figures: RunFigures) => ms(median(figures.routes.map((route) => route.calibration)));
  const summary = [
    `longest task: the median over each route's visits of the visit's longest task, ms; calibration: the same fixed task run in the same browser just before, ms; ratio: longest task / calibration`,
    `target: no task over ${run.targetMs} ms on a quiet machine (docs/performance.md#main-thread)`,
    ...(earlier
      ? [
          `earlier (${earlier.date}, load average ${earlier.loadAverage}): ${over(earlier)} of ${earlier.routes.length} routes over, calibration median ${calibration(earlier)} ms`,
        ]
      : []),
    `${earlier ? 'now' : 'this run'} (${run.date}, seed ${run.seed}, load average ${run.loadAverage}): ${over(run)} of ${run.routes.length} routes over, calibration median ${calibration(run)} ms`,
  ];
  return `${table(header, rows)}\n\n${summary.join('\n')}`;
}
