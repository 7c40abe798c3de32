/**
 * The Reports figures for a period, from the stored disputes (what each figure counts:
 * docs/reports.md). One pass over the disputes: each adds to the totals, its type's figures and
 * its assignee's; a dispute's messages are read only when it was filed in the period, its timeline
 * only when it is open at the end. Only the durations of each group are sorted, for the medians.
 * Messages and timeline entries are compared as text, as stored (toISOString() output sorts as
 * text, ../db/order.ts): parsing every stamp of 10,000 disputes took most of a report's time.
 */
import {
  ACTIVE_STATUSES,
  DISPUTE_TYPES,
  isActiveStatus,
  type DisputeStatus,
  type DisputeType,
  type PersonRef,
} from '../../src/api';
import { percentile } from '../../src/api/admin';
import {
  BACKLOG_AGES,
  type BacklogAge,
  type DurationSummary,
  type Report,
  type ReportFigures,
  type Targets,
} from '../../src/api/admin';
import type { StoredDispute } from '../db/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
const isActive = (status: DisputeStatus): status is ActiveStatus => isActiveStatus(status);

export interface ReportInput {
  disputes: readonly StoredDispute[];
  /** Every admin account, in the order the report lists them (by name). */
  admins: readonly PersonRef[];
  targets: Targets;
  /** The period's first and last days, `YYYY-MM-DD`, both included. */
  from: string;
  to: string;
  now: number;
}

/** One group's running counts, made into ReportFigures at the end. */
class Tally {
  filed = 0;
  resolved = 0;
  rejected = 0;
  open = 0;
  firstReply: number[] = [];
  resolution: number[] = [];
  withinTarget = 0;
  refunds = 0;
  refundSum = 0;
}

/** After every stamp: what a stamp that is no date becomes, so it never counts as happened. */
const NEVER = '\uffff';
/** A stamp as toISOString() writes it, the form every stored stamp has; another form is rewritten. */
function canonical(stamp: string): string {
  if (stamp.length === 24 && stamp.endsWith('Z')) return stamp;
  const time = Date.parse(stamp);
  return Number.isNaN(time) ? NEVER : new Date(time).toISOString();
}

const summary = (hours: readonly number[]): DurationSummary => ({
  count: hours.length,
  median: percentile(hours, 0.5),
  p90: percentile(hours, 0.9),
});

function figures(tally: Tally): ReportFigures {
  const closed = tally.resolution.length;
  return {
    filed: tally.filed,
    resolved: tally.resolved,
    rejected: tally.rejected,
    open: tally.open,
    firstReply: summary(tally.firstReply),
    resolution: summary(tally.resolution),
    withinTarget: {
      count: tally.withinTarget,
      of: closed,
      share: closed === 0 ? null : (100 * tally.withinTarget) / closed,
    },
    refunds: { count: tally.refunds, sum: Math.round(tally.refundSum * 100) / 100 },
  };
}

/** The age bucket of a dispute open for `ms`. */
function ageOf(ms: number): BacklogAge {
  if (ms < DAY) return 'under1Day';
  if (ms < 3 * DAY) return 'days1To3';
  if (ms < 7 * DAY) return 'days3To7';
  return 'over7Days';
}

export function computeReport({ disputes, admins, targets, from, to, now }: ReportInput): Report {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`) + DAY;
  const asOf = Math.min(end, now);
  /** Happened by asOf: before the period's end, and not after now (a stamp ahead of the clock has not happened yet). */
  const by = (time: number) => time < end && time <= now;
  const [endText, nowText] = [new Date(end).toISOString(), new Date(now).toISOString()];
  const byText = (stamp: string) => stamp < endText && stamp <= nowText;

  const total = new Tally();
  const byType = new Map<DisputeType, Tally>(DISPUTE_TYPES.map((type) => [type, new Tally()]));
  const byAssignee = new Map<string, Tally>(admins.map((admin) => [admin.id, new Tally()]));
  const unassigned = new Tally();
  const byStatus = new Map<ActiveStatus, number>(ACTIVE_STATUSES.map((status) => [status, 0]));
  const byAge = new Map<BacklogAge, number>(BACKLOG_AGES.map((age) => [age, 0]));
  const targetMs = targets.resolutionHours * HOUR;

  for (const dispute of disputes) {
    const created = Date.parse(dispute.createdAt);
    // Filed after asOf: nothing of it happened in the period.
    if (!by(created)) continue;
    const groups = [
      total,
      byType.get(dispute.type),
      dispute.assignee ? byAssignee.get(dispute.assignee.id) : unassigned,
    ];
    const resolvedAt =
      dispute.resolution && !isActiveStatus(dispute.status) ? Date.parse(dispute.resolution.resolvedAt) : Number.NaN;
    const closedByAsOf = by(resolvedAt);
    const closedInPeriod = closedByAsOf && resolvedAt >= start;
    const filed = created >= start;
    const firstReply = filed ? firstReplyAt(dispute, byText) : Number.NaN;
    const refund =
      closedInPeriod && (dispute.resolution?.type === 'refund' || dispute.resolution?.type === 'partial_refund');
    for (const tally of groups) {
      if (!tally) continue;
      if (filed) tally.filed += 1;
      if (!Number.isNaN(firstReply)) tally.firstReply.push((firstReply - created) / HOUR);
      if (!closedByAsOf) tally.open += 1;
      if (closedInPeriod) {
        if (dispute.status === 'Resolved') tally.resolved += 1;
        else tally.rejected += 1;
        tally.resolution.push((resolvedAt - created) / HOUR);
        if (resolvedAt - created <= targetMs) tally.withinTarget += 1;
      }
      if (refund) {
        tally.refunds += 1;
        tally.refundSum += dispute.resolution?.refundAmount ?? 0;
      }
    }
    if (!closedByAsOf) {
      const status = statusAt(dispute, byText);
      byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const age = ageOf(asOf - created);
      byAge.set(age, (byAge.get(age) ?? 0) + 1);
    }
  }

  return {
    from,
    to,
    asOf: new Date(asOf).toISOString(),
    targets: { resolutionHours: targets.resolutionHours, resolutionRate: targets.resolutionRate },
    totals: figures(total),
    backlog: {
      total: total.open,
      byStatus: ACTIVE_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      byAge: BACKLOG_AGES.map((age) => ({ age, count: byAge.get(age) ?? 0 })),
    },
    byType: DISPUTE_TYPES.map((type) => ({ type, figures: figures(byType.get(type) ?? new Tally()) })),
    byAssignee: [
      ...admins.map((admin) => ({ assignee: admin, figures: figures(byAssignee.get(admin.id) ?? new Tally()) })),
      { assignee: null, figures: figures(unassigned) },
    ],
  };
}

/** When support first wrote to the user by asOf (internal notes are not replies), or NaN when it had not. */
function firstReplyAt(dispute: StoredDispute, by: (stamp: string) => boolean): number {
  let first = NEVER;
  for (const message of dispute.messages) {
    if (!message.isFromAdmin || message.internal === true) continue;
    const at = canonical(message.timestamp);
    if (at < first) first = at;
  }
  return first !== NEVER && by(first) ? Date.parse(first) : Number.NaN;
}

/**
 * The status a dispute had at asOf: that of its latest timeline entry by then with an active status
 * (entries are appended as things happen, so of two at one moment the later one), else New.
 */
function statusAt(dispute: StoredDispute, by: (stamp: string) => boolean): ActiveStatus {
  let status: ActiveStatus = 'New';
  let latest = '';
  for (const entry of dispute.timeline) {
    const at = canonical(entry.timestamp);
    if (!by(at) || at < latest || !isActive(entry.status)) continue;
    latest = at;
    status = entry.status;
  }
  return status;
}
