/**
 * The report's answer (GET /api/admin/reports, docs/reports.md): the figures for a period. A module
 * of its own, so no user page's code carries it (./adminSchemas.ts); its period is ./reports.ts's.
 */
import * as v from 'valibot';
import { DateTimeSchema } from './dateTime';
import { ACTIVE_STATUSES, Count, DisputeTypeSchema, PersonRefSchema } from './entities';

/** A duration's summary over the disputes that have one: hours, or null when none has. */
export const DurationSummarySchema = v.object({
  /** How many disputes the figures are taken over. */
  count: Count,
  median: v.nullable(v.number()),
  p90: v.nullable(v.number()),
});

/** How many of `of` disputes met a target (`count`), and their share in percent (null when `of` is 0). */
export const TargetShareSchema = v.object({ count: Count, of: Count, share: v.nullable(v.number()) });

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
  /**
   * Of the disputes closed in the period (`of`), those whose resolution clock was met (`count`):
   * closed within the resolution target, time paused while waiting on the user not counted; the
   * rest breached it. `share` in percent, null when none closed.
   */
  withinTarget: TargetShareSchema,
  /**
   * Of the disputes filed in the period whose first-reply clock was decided by the end (`of`: met
   * or breached), those met (`count`); `share` in percent, null when none was. An extension of the
   * report: absent from a server without it.
   */
  firstReplyWithinTarget: v.nullish(TargetShareSchema),
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
  targets: v.object({
    resolutionHours: Count,
    resolutionRate: Count,
    /** The first-reply target; absent from a server without it. */
    firstReplyHours: v.optional(Count),
  }),
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
export type TargetShare = v.InferOutput<typeof TargetShareSchema>;
export type ReportFigures = v.InferOutput<typeof ReportFiguresSchema>;
export type BacklogAge = v.InferOutput<typeof BacklogAgeSchema>;
export type Report = v.InferOutput<typeof ReportSchema>;
