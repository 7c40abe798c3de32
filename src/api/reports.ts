/**
 * Reports (extension, docs/reports.md): the support team's figures for a period, computed by the
 * server from its records. The period is whole days in UTC, `from` and `to` both included; what
 * each figure counts, and how the median and the 90th percentile are taken, is stated in
 * docs/reports.md and computed by `mocks/reports/computeReport.ts`.
 */
import * as v from 'valibot';
import { isCalendarDate } from './requests';

export const REPORT_MAX_DAYS = 366;
export const REPORT_DATE_MESSAGE = 'Dates must be real calendar days written YYYY-MM-DD';
export const REPORT_RANGE_REVERSED_MESSAGE = 'The start date must be on or before the end date';
export const REPORT_RANGE_TOO_LONG_MESSAGE = `A report covers at most ${REPORT_MAX_DAYS} days`;

/** The periods the Reports screen offers besides a from–to of its own, in days ending today. */
export const REPORT_PRESETS = [7, 30, 90] as const;

export const ReportDate = v.pipe(
  v.string(REPORT_DATE_MESSAGE),
  v.check(isCalendarDate, REPORT_DATE_MESSAGE),
  v.metadata({ format: 'date' }),
);

const DAY_MS = 24 * 60 * 60 * 1000;
/** The days a period covers, both ends included (`2026-01-01`..`2026-01-01` is one). */
export const reportDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The query of GET /api/admin/reports: both days required. The order of the two and the length of
 * the period are `reportRangeProblem`'s, which the server answers 400 with as well.
 */
export const ReportQuerySchema = v.object({ from: ReportDate, to: ReportDate });

/** What is wrong with a period of two calendar days, or null when it can be reported on. */
export function reportRangeProblem({ from, to }: { from: string; to: string }): string | null {
  if (from > to) return REPORT_RANGE_REVERSED_MESSAGE;
  if (reportDays(from, to) > REPORT_MAX_DAYS) return REPORT_RANGE_TOO_LONG_MESSAGE;
  return null;
}
export type ReportQuery = v.InferOutput<typeof ReportQuerySchema>;

/**
 * The p-th percentile (0–1) of the values by linear interpolation between the closest ranks (the
 * "inclusive" method of spreadsheets and numpy's default): the median of 1, 2, 3, 10 is 2.5.
 * Null for no values.
 */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const low = sorted[below] ?? 0;
  const high = sorted[Math.min(below + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (rank - below);
}
