/**
 * Reports (extension, docs/reports.md): the support team's figures for a period, computed by the
 * server from its records. The period is whole days in UTC, `from` and `to` both included; what
 * each figure counts, and how the median and the 90th percentile are taken, is stated in
 * docs/reports.md and computed by `mocks/reports/computeReport.ts`.
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';
import { ACTIVE_STATUSES, Count, DisputeTypeSchema, PersonRefSchema } from './entities';
import { isCalendarDate } from './requests';

export const REPORT_MAX_DAYS = 366;
export const REPORT_DATE_MESSAGE = 'Dates must be real calendar days written YYYY-MM-DD';
export const REPORT_RANGE_REVERSED_MESSAGE = 'The start date must be on or before the end date';
export const REPORT_RANGE_TOO_LONG_MESSAGE = `A report covers at most ${REPORT_MAX_DAYS} days`;

/** The periods the Reports screen offers besides a from–to of its own, in days ending today. */
export const REPORT_PRESETS = [7, 30, 90] as const;

const ReportDate = v.pipe(
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

/** A duration's summary over the disputes that have one: hours, or null when none has. */
export const DurationSummarySchema = v.object({
  /** How many disputes the figures are taken over. */
  count: Count,
  median: v.nullable(v.number()),
  p90: v.nullable(v.number()),
});

export const ReportFiguresSchema = v.object({
  /** Disputes filed in the period. */
  filed: Count,
  /** Disputes closed in the period as Resolved, and as Rejected. */
  resolved: Count,
  rejected: Count,
  /** Disputes still open at the period's end. */
  open: Count,
  /** Hours from filing to support's first reply (internal notes do not count), over disputes filed in the period that have one. */
  firstReply: DurationSummarySchema,
  /** Hours from filing to closing, over disputes closed in the period. */
  resolution: DurationSummarySchema,
  /** Of the disputes closed in the period (`of`), those closed within the resolution target; `share` in percent, null when none closed. */
  withinTarget: v.object({ count: Count, of: Count, share: v.nullable(v.number()) }),
  /** Refunds granted by disputes closed in the period: how many, and their sum (the disputes' unit). */
  refunds: v.object({ count: Count, sum: v.number() }),
});

export const BACKLOG_AGES = ['under1Day', 'days1To3', 'days3To7', 'over7Days'] as const;
export const BacklogAgeSchema = v.picklist(BACKLOG_AGES);

export const ReportSchema = v.object({
  from: v.string(),
  to: v.string(),
  /** The moment the figures stop at: the end of `to`, or now when that is still to come. */
  asOf: DateTimeSchema,
  /** The targets the figures were judged by (GET /api/admin/settings). */
  targets: v.object({ resolutionHours: Count, resolutionRate: Count }),
  totals: ReportFiguresSchema,
  /** The disputes open at `asOf`: by the status they had then, and by how long they had been open. */
  backlog: v.object({
    total: Count,
    byStatus: v.array(v.object({ status: v.picklist(ACTIVE_STATUSES), count: Count })),
    byAge: v.array(v.object({ age: BacklogAgeSchema, count: Count })),
  }),
  /** Every dispute type, in the contract's order. */
  byType: v.array(v.object({ type: DisputeTypeSchema, figures: ReportFiguresSchema })),
  /** Every admin by name, then the unassigned (null): each dispute counts under its current assignee. */
  byAssignee: v.array(v.object({ assignee: v.nullable(PersonRefSchema), figures: ReportFiguresSchema })),
});

export type DurationSummary = v.InferOutput<typeof DurationSummarySchema>;
export type ReportFigures = v.InferOutput<typeof ReportFiguresSchema>;
export type BacklogAge = v.InferOutput<typeof BacklogAgeSchema>;
export type Report = v.InferOutput<typeof ReportSchema>;

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
