/**
 * The Reports figures for a period, from the stored disputes (what each figure counts:
 * docs/reports.md). One pass over the disputes: each is placed once (./figureMembership.ts, the
 * same decision the list of a figure's disputes is made of) and adds to the totals, its type's
 * figures and its assignee's. Only the durations of each group are sorted, for the medians.
 */
import { ACTIVE_STATUSES, DISPUTE_TYPES, type DisputeType, type PersonRef } from '../../src/api';
import { percentile } from '../../src/api/admin';
import {
  BACKLOG_AGES,
  type BacklogAge,
  type DurationSummary,
  type Report,
  type ReportFigures,
  type Targets,
  type TargetShare,
} from '../../src/api/admin';
import type { StoredDispute } from '../db/types';
import {
  COUNTED_FIGURES,
  figureMembership,
  reportMoment,
  type ActiveStatus,
  type CountedFigure,
  type Membership,
} from './figureMembership';

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
  counts = Object.fromEntries(COUNTED_FIGURES.map((figure) => [figure, 0])) as Record<CountedFigure, number>;
  firstReply: number[] = [];
  resolution: number[] = [];
  refunds = 0;
  refundSum = 0;

  add(membership: Membership) {
    for (const figure of COUNTED_FIGURES) if (membership.in[figure]) this.counts[figure] += 1;
    if (membership.firstReplyHours !== null) this.firstReply.push(membership.firstReplyHours);
    if (membership.resolutionHours !== null) this.resolution.push(membership.resolutionHours);
    if (membership.refund !== null) {
      this.refunds += 1;
      this.refundSum += membership.refund;
    }
  }
}

const summary = (hours: readonly number[]): DurationSummary => ({
  count: hours.length,
  median: percentile(hours, 0.5),
  p90: percentile(hours, 0.9),
});

/** `met` of `met + breached`, and its share in percent. */
const share = (met: number, breached: number): TargetShare => {
  const of = met + breached;
  return { count: met, of, share: of === 0 ? null : (100 * met) / of };
};

function figures({ counts, firstReply, resolution, refunds, refundSum }: Tally): ReportFigures {
  return {
    filed: counts.filed,
    resolved: counts.resolved,
    rejected: counts.rejected,
    open: counts.open,
    firstReply: summary(firstReply),
    resolution: summary(resolution),
    // Every dispute closed in the period is one or the other: `of` is the closed count.
    withinTarget: share(counts.withinTarget, counts.breached),
    firstReplyWithinTarget: share(counts.firstReplyWithinTarget, counts.firstReplyBreached),
    refunds: { count: refunds, sum: Math.round(refundSum * 100) / 100 },
  };
}

export function computeReport({ disputes, admins, targets, from, to, now }: ReportInput): Report {
  const moment = reportMoment(from, to, now, targets);
  const total = new Tally();
  const byType = new Map<DisputeType, Tally>(DISPUTE_TYPES.map((type) => [type, new Tally()]));
  const byAssignee = new Map<string, Tally>(admins.map((admin) => [admin.id, new Tally()]));
  const unassigned = new Tally();
  const byStatus = new Map<ActiveStatus, number>(ACTIVE_STATUSES.map((status) => [status, 0]));
  const byAge = new Map<BacklogAge, number>(BACKLOG_AGES.map((age) => [age, 0]));

  for (const dispute of disputes) {
    const membership = figureMembership(dispute, moment);
    // Filed after asOf: nothing of it happened in the period.
    if (!membership) continue;
    total.add(membership);
    byType.get(dispute.type)?.add(membership);
    (dispute.assignee ? byAssignee.get(dispute.assignee.id) : unassigned)?.add(membership);
    const { backlogStatus, backlogAge } = membership;
    if (backlogStatus !== null) byStatus.set(backlogStatus, (byStatus.get(backlogStatus) ?? 0) + 1);
    if (backlogAge !== null) byAge.set(backlogAge, (byAge.get(backlogAge) ?? 0) + 1);
  }

  return {
    from,
    to,
    asOf: new Date(moment.asOf).toISOString(),
    targets: {
      resolutionHours: targets.resolutionHours,
      resolutionRate: targets.resolutionRate,
      firstReplyHours: targets.firstReplyHours,
    },
    totals: figures(total),
    backlog: {
      total: total.counts.open,
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
