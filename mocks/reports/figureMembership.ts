/**
 * Which figures of a report a dispute counts in (docs/reports.md): the one decision both the
 * report's tally (./computeReport.ts) and the list of the disputes behind a figure
 * (GET /api/admin/disputes?figure=…, docs/reports.md#opening-the-disputes-behind-a-figure) are
 * made of, so a figure and its list can never disagree.
 *
 * Messages and timeline entries are compared as text, as stored (toISOString() output sorts as
 * text, ../db/order.ts): parsing every stamp of 10,000 disputes took most of a report's time. A
 * dispute's messages are read only when it was filed in the period, its clocks only when it was
 * filed or closed in the period, its timeline only when it is open at the end.
 */
import { ACTIVE_STATUSES, isActiveStatus, type DisputeStatus } from '../../src/api';
import {
  FIGURE_NAMES,
  UNASSIGNED_FILTER,
  type BacklogAge,
  type FigureName,
  type FigureQuery,
} from '../../src/api/admin';
import type { StoredDispute } from '../db/types';
import { slaOf, type ClockTargets } from '../sla/slaClock';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export type ActiveStatus = (typeof ACTIVE_STATUSES)[number];
const isActive = (status: DisputeStatus): status is ActiveStatus => isActiveStatus(status);

/** The figures a dispute is simply in or out of; the backlog's rows are read from its status and age. */
export type CountedFigure = Exclude<FigureName, 'backlogStatus' | 'backlogAge'>;
export const COUNTED_FIGURES: readonly CountedFigure[] = FIGURE_NAMES.filter(
  (name): name is CountedFigure => name !== 'backlogStatus' && name !== 'backlogAge',
);

/** A report's period and the moments it is read at. */
export interface ReportMoment {
  start: number;
  end: number;
  now: number;
  /** The period's end, or now when that is still to come: where the figures stop. */
  asOf: number;
  /**
   * Where the clocks are read: the last millisecond that has happened by asOf (a stamp at the
   * period's end itself has not, one at now has).
   */
  clockAt: number;
  /** Happened by asOf, for a stamp as stored. */
  byText: (stamp: string) => boolean;
  targets: ClockTargets;
}

export function reportMoment(from: string, to: string, now: number, targets: ClockTargets): ReportMoment {
  const start = Date.parse(`${from}T00:00:00.000Z`);
  const end = Date.parse(`${to}T00:00:00.000Z`) + DAY;
  const [endText, nowText] = [new Date(end).toISOString(), new Date(now).toISOString()];
  return {
    start,
    end,
    now,
    asOf: Math.min(end, now),
    clockAt: Math.min(end - 1, now),
    byText: (stamp) => stamp < endText && stamp <= nowText,
    targets,
  };
}

/** Where one dispute stands in a report: the figures it counts in, and what they add up. */
export interface Membership {
  in: Record<CountedFigure, boolean>;
  /** Hours to support's first reply by asOf, when filed in the period and answered; else null. */
  firstReplyHours: number | null;
  /** Hours from filing to closing, when closed in the period; else null. */
  resolutionHours: number | null;
  /** The refund granted, when closed in the period with a full or partial refund; else null. */
  refund: number | null;
  /** The status it had at asOf, while open then; else null. */
  backlogStatus: ActiveStatus | null;
  backlogAge: BacklogAge | null;
}

/** After every stamp: what a stamp that is no date becomes, so it never counts as happened. */
const NEVER = '\uffff';
/** A stamp as toISOString() writes it, the form every stored stamp has; another form is rewritten. */
function canonical(stamp: string): string {
  if (stamp.length === 24 && stamp.endsWith('Z')) return stamp;
  const time = Date.parse(stamp);
  return Number.isNaN(time) ? NEVER : new Date(time).toISOString();
}

/** The age bucket of a dispute open for `ms`. */
function ageOf(ms: number): BacklogAge {
  if (ms < DAY) return 'under1Day';
  if (ms < 3 * DAY) return 'days1To3';
  if (ms < 7 * DAY) return 'days3To7';
  return 'over7Days';
}

/** The figures `dispute` counts in, or null when it was filed after asOf (then in none). */
export function figureMembership(dispute: StoredDispute, moment: ReportMoment): Membership | null {
  const { start, end, now, asOf, clockAt, byText, targets } = moment;
  const created = Date.parse(dispute.createdAt);
  const by = (time: number) => time < end && time <= now;
  if (!by(created)) return null;
  const resolvedAt =
    dispute.resolution && !isActiveStatus(dispute.status) ? Date.parse(dispute.resolution.resolvedAt) : Number.NaN;
  const closedByAsOf = by(resolvedAt);
  const closedInPeriod = closedByAsOf && resolvedAt >= start;
  const filed = created >= start;
  const firstReply = filed ? firstReplyAt(dispute, byText) : Number.NaN;
  // The clocks as they stood at asOf; a closed dispute's resolution clock has stopped, met or breached.
  const sla = filed || closedInPeriod ? slaOf(dispute, targets, clockAt) : null;
  const resolutionMet = closedInPeriod && sla?.resolution.state === 'met';
  const firstReplyState = filed ? sla?.firstReply.state : undefined;
  const refunded =
    closedInPeriod && (dispute.resolution?.type === 'refund' || dispute.resolution?.type === 'partial_refund');
  const open = !closedByAsOf;
  return {
    in: {
      filed,
      resolved: closedInPeriod && dispute.status === 'Resolved',
      rejected: closedInPeriod && dispute.status !== 'Resolved',
      open,
      withinTarget: resolutionMet,
      breached: closedInPeriod && !resolutionMet,
      firstReplyWithinTarget: firstReplyState === 'met',
      firstReplyBreached: firstReplyState === 'breached',
    },
    firstReplyHours: Number.isNaN(firstReply) ? null : (firstReply - created) / HOUR,
    resolutionHours: closedInPeriod ? (resolvedAt - created) / HOUR : null,
    refund: refunded ? (dispute.resolution?.refundAmount ?? 0) : null,
    backlogStatus: open ? statusAt(dispute, byText) : null,
    backlogAge: open ? ageOf(asOf - created) : null,
  };
}

/** Whether a dispute of this membership is one the figure of `query` counts (its group aside). */
export function inFigure(membership: Membership | null, { figure, status, age }: FigureQuery): boolean {
  if (!membership || figure === undefined) return false;
  if (figure === 'backlogStatus') return membership.backlogStatus !== null && membership.backlogStatus === status;
  if (figure === 'backlogAge') return membership.backlogAge !== null && membership.backlogAge === age;
  return membership.in[figure];
}

/** Whether a dispute is in the group of `query`: its type, its admin now (`none`: nobody), or all. */
export const inGroup = (dispute: StoredDispute, { type, assignee }: FigureQuery): boolean =>
  (type === undefined || dispute.type === type) &&
  (assignee === undefined || (assignee === UNASSIGNED_FILTER ? !dispute.assignee : dispute.assignee?.id === assignee));

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
