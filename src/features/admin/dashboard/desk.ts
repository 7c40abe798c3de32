/**
 * The support desk's reading of the admin list (docs/server.md#support-desk, docs/texts.md#desk-queue):
 * who holds a dispute, who is awaited, which threads wait on support and for how long. Pure.
 */
import { isActiveStatus, type DisputeSummary, type PersonRef } from '../../../api';

export const UNASSIGNED = 'Unassigned';
export const AWAITING_LABELS = { support: 'Support', user: 'User' } as const;
export const NO_WAITING_THREADS = 'No threads are waiting on support.';
export const REPLIED_AFTER_CLOSING = 'Replied after closing';

export const assigneeLabel = (assignee: PersonRef | null): string => assignee?.name ?? UNASSIGNED;

/** A closed dispute its user wrote on after the decision: it waits on support all the same. */
export const repliedAfterClosing = (dispute: DisputeSummary): boolean =>
  !isActiveStatus(dispute.status) && dispute.awaiting === 'support';

/**
 * Since when a dispute has waited on support: the user's oldest unanswered message
 * (`awaitingSince`), else, from a server that does not send it, their newest message; null when
 * neither is known.
 */
export const waitingSince = (dispute: DisputeSummary): string | null => dispute.awaitingSince ?? dispute.lastMessageAt;

/** Longest-waiting first: the oldest `waitingSince` first, one without a date last, ties in list order. */
export function longestWaitingFirst(disputes: readonly DisputeSummary[]): DisputeSummary[] {
  const time = (dispute: DisputeSummary) => {
    const since = waitingSince(dispute);
    const parsed = since === null ? Number.NaN : Date.parse(since);
    return Number.isNaN(parsed) ? Number.POSITIVE_INFINITY : parsed;
  };
  return disputes
    .map((dispute, index) => ({ dispute, index, time: time(dispute) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : a.time < b.time ? -1 : 1))
    .map(({ dispute }) => dispute);
}

/**
 * The disputes waiting on support (docs/texts.md#desk-queue): those whose user wrote last, the
 * closed ones their user wrote on after the decision included, the longest-waiting first.
 */
export function waitingOnSupport(disputes: readonly DisputeSummary[]): DisputeSummary[] {
  return longestWaitingFirst(disputes.filter((dispute) => dispute.awaiting === 'support'));
}

export interface DeskCounts {
  waiting: number;
  unassigned: number;
  mine: number;
}

/** The panel's figures, over the threads waiting on support only. */
export function deskCounts(waiting: readonly DisputeSummary[], me: string | null): DeskCounts {
  return {
    waiting: waiting.length,
    unassigned: waiting.filter((dispute) => dispute.assignee === null).length,
    mine: waiting.filter((dispute) => me !== null && dispute.assignee?.id === me).length,
  };
}

/**
 * Whether some active row leaves `awaiting` out: that server does not say who is awaited, so the
 * panel says it cannot tell rather than reporting nothing waiting.
 */
export const awaitingUnknown = (disputes: readonly DisputeSummary[]): boolean =>
  disputes.some((dispute) => isActiveStatus(dispute.status) && dispute.awaiting === undefined);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long since `since`, in the largest whole unit: "less than a minute", "5 min", "3 h", "2 days". */
export function formatWaited(since: string, now: number): string {
  const elapsed = now - Date.parse(since);
  if (!Number.isFinite(elapsed) || elapsed < MINUTE) return 'less than a minute';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)} h`;
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? '1 day' : `${days} days`;
}
