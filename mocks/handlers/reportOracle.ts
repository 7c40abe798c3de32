/**
 * The Reports figures worked out the plain way, for ./reports.test.ts to hold the handler to:
 * straight from docs/reports.md, one filter per figure over the stored records, with its own
 * percentile. It shares no code with ../reports/computeReport.ts on purpose; the within-target
 * verdicts are the clock's (../sla/slaClock.ts, which has its own table test), read at the last
 * moment that has happened by asOf.
 */
import { DISPUTE_TYPES } from '../../src/api';
import { type Report } from '../../src/api/admin';
import type { DbDocument, StoredDispute } from '../db/types';
import { slaOf, type ClockTargets } from '../sla/slaClock';
import { hasAdminPowers } from '../twoStep/rules';

const HOUR = 60 * 60 * 1000;
const CLOSED = ['Resolved', 'Rejected'];
const ACTIVE = ['New', 'In Progress', 'Under Review'] as const;

/** The p-th percentile by linear interpolation between the closest ranks, as the docs describe it. */
export function interpolated(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = values.slice().sort((a, b) => a - b);
  const position = (sorted.length - 1) * p;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sorted[lower] ?? Number.NaN;
  const high = sorted[upper] ?? Number.NaN;
  return low + (high - low) * (position - lower);
}

export function expectedReport(
  data: DbDocument,
  from: string,
  to: string,
  now: number,
  targets: ClockTargets,
): Omit<Report, 'targets'> {
  const start = new Date(`${from}T00:00:00Z`).getTime();
  const end = new Date(`${to}T00:00:00Z`).getTime() + 24 * HOUR;
  const asOf = Math.min(end, now);
  const t = (iso: string) => new Date(iso).getTime();
  const happened = (time: number) => time < end && time <= now;
  const inPeriod = (time: number) => time >= start && happened(time);
  const isClosed = (d: StoredDispute) => d.resolution !== null && CLOSED.includes(d.status);
  const closedInPeriod = (d: StoredDispute) => isClosed(d) && inPeriod(t(d.resolution?.resolvedAt ?? ''));
  const isOpen = (d: StoredDispute) =>
    happened(t(d.createdAt)) && !(isClosed(d) && happened(t(d.resolution?.resolvedAt ?? '')));
  const resolutionHours = (d: StoredDispute) => (t(d.resolution?.resolvedAt ?? '') - t(d.createdAt)) / HOUR;
  // A stamp at the period's end has not happened by asOf; one at now has.
  const clocks = (d: StoredDispute) => slaOf(d, targets, Math.min(end - 1, now));
  const shareOf = (count: number, of: number) => ({ count, of, share: of ? (count / of) * 100 : null });

  const figuresOf = (disputes: StoredDispute[]) => {
    const filed = disputes.filter((d) => inPeriod(t(d.createdAt)));
    const firstReplies = filed.flatMap((d) => {
      const replies = d.messages
        .filter((m) => m.isFromAdmin && m.internal !== true && happened(t(m.timestamp)))
        .map((m) => t(m.timestamp));
      return replies.length > 0 ? [(Math.min(...replies) - t(d.createdAt)) / HOUR] : [];
    });
    const closed = disputes.filter(closedInPeriod);
    const hours = closed.map(resolutionHours);
    const onTime = closed.filter((d) => clocks(d).resolution.state === 'met').length;
    const replyStates = filed.map((d) => clocks(d).firstReply.state);
    const replyMet = replyStates.filter((state) => state === 'met').length;
    const replyDecided = replyMet + replyStates.filter((state) => state === 'breached').length;
    const refunded = closed.filter((d) => d.resolution?.type === 'refund' || d.resolution?.type === 'partial_refund');
    const refundSum = refunded.reduce((sum, d) => sum + (d.resolution?.refundAmount ?? 0), 0);
    return {
      filed: filed.length,
      resolved: closed.filter((d) => d.status === 'Resolved').length,
      rejected: closed.filter((d) => d.status === 'Rejected').length,
      open: disputes.filter(isOpen).length,
      firstReply: {
        count: firstReplies.length,
        median: interpolated(firstReplies, 0.5),
        p90: interpolated(firstReplies, 0.9),
      },
      resolution: { count: hours.length, median: interpolated(hours, 0.5), p90: interpolated(hours, 0.9) },
      withinTarget: shareOf(onTime, closed.length),
      firstReplyWithinTarget: shareOf(replyMet, replyDecided),
      refunds: { count: refunded.length, sum: Math.round(refundSum * 100) / 100 },
    };
  };

  const open = data.disputes.filter(isOpen);
  const statusAtAsOf = (d: StoredDispute) => {
    const entries = d.timeline.filter(
      (entry) => happened(t(entry.timestamp)) && (ACTIVE as readonly string[]).includes(entry.status),
    );
    const latest = entries.reduce<(typeof entries)[number] | undefined>(
      (best, entry) => (!best || t(entry.timestamp) >= t(best.timestamp) ? entry : best),
      undefined,
    );
    return latest?.status ?? 'New';
  };
  const ageDays = (d: StoredDispute) => (asOf - t(d.createdAt)) / (24 * HOUR);
  const admins = data.users
    .filter(hasAdminPowers)
    .map((u) => ({ id: u.id, name: `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.username }));
  admins.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));

  return {
    from,
    to,
    asOf: new Date(asOf).toISOString(),
    totals: figuresOf(data.disputes),
    backlog: {
      total: open.length,
      byStatus: ACTIVE.map((status) => ({ status, count: open.filter((d) => statusAtAsOf(d) === status).length })),
      byAge: [
        { age: 'under1Day' as const, count: open.filter((d) => ageDays(d) < 1).length },
        { age: 'days1To3' as const, count: open.filter((d) => ageDays(d) >= 1 && ageDays(d) < 3).length },
        { age: 'days3To7' as const, count: open.filter((d) => ageDays(d) >= 3 && ageDays(d) < 7).length },
        { age: 'over7Days' as const, count: open.filter((d) => ageDays(d) >= 7).length },
      ],
    },
    byType: DISPUTE_TYPES.map((type) => ({ type, figures: figuresOf(data.disputes.filter((d) => d.type === type)) })),
    byAssignee: [
      ...admins.map((admin) => ({
        assignee: admin,
        figures: figuresOf(data.disputes.filter((d) => d.assignee?.id === admin.id)),
      })),
      { assignee: null, figures: figuresOf(data.disputes.filter((d) => !d.assignee)) },
    ],
  };
}
