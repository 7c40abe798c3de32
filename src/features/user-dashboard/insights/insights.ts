/**
 * The figures behind the enhanced dashboard's charts and attention list, as pure functions of the
 * disputes (and, for the attention list, of the details of the active ones).
 */
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  isActiveStatus,
  type Dispute,
  type DisputeStatus,
  type DisputeSummary,
  type DisputeType,
} from '../../../api';

export interface StatusCount {
  status: DisputeStatus;
  count: number;
}

/** How many disputes sit in each of the five statuses, in the order New, In Progress, Under Review, Resolved, Rejected (zeros kept). */
export function countByStatus(disputes: readonly DisputeSummary[]): StatusCount[] {
  return DISPUTE_STATUSES.map((status) => ({ status, count: disputes.filter((d) => d.status === status).length }));
}

export interface TypeAmount {
  type: DisputeType;
  count: number;
  /** The sum of the amounts, exact to the cent. */
  amount: number;
}

/** The disputed amount per dispute type, every status counted; types with no dispute are left out. */
export function amountsByType(disputes: readonly DisputeSummary[]): TypeAmount[] {
  return DISPUTE_TYPES.map((type) => {
    const ofType = disputes.filter((d) => d.type === type);
    const cents = ofType.reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
    return { type, count: ofType.length, amount: cents / 100 };
  }).filter((row) => row.count > 0);
}

/** The timeline text the server writes when support asks the user for more information (the `additional_info` resolution). */
const ADDITIONAL_INFO = /additional information/i;

export type AttentionReason = 'support-replied' | 'information-requested';

export interface WaitingOnUser {
  reason: AttentionReason;
  /** When the user was asked: the support message or the timeline entry. */
  since: string;
}

/**
 * Why a dispute waits on its owner, or null when the ball is in support's court:
 * - the newest message is from support, or
 * - it is Under Review and the latest timeline entry asks for additional information that the
 *   user has not answered since (a message from the user after the request answers it).
 * Closed disputes never wait on the user.
 */
export function waitingOnUser(dispute: Pick<Dispute, 'status' | 'messages' | 'timeline'>): WaitingOnUser | null {
  if (!isActiveStatus(dispute.status)) return null;
  const newest = latest(dispute.messages);
  if (newest?.isFromAdmin) return { reason: 'support-replied', since: newest.timestamp };
  const request = latest(dispute.timeline);
  if (
    dispute.status === 'Under Review' &&
    request?.status === 'Under Review' &&
    ADDITIONAL_INFO.test(request.details)
  ) {
    const answered = dispute.messages.some(
      (m) => !m.isFromAdmin && Date.parse(m.timestamp) >= Date.parse(request.timestamp),
    );
    if (!answered) return { reason: 'information-requested', since: request.timestamp };
  }
  return null;
}

/**
 * Whether an active dispute waits on its owner, from the row's `awaiting` (a server that sends it
 * has already applied the rule above: a request for information is a support message too).
 */
function waitingFromSummary(dispute: DisputeSummary): WaitingOnUser | null {
  if (dispute.awaiting !== 'user') return null;
  return { reason: 'support-replied', since: dispute.lastMessageAt ?? dispute.createdAt };
}

/** Whether the summary leaves the question to the dispute's details (a server without `awaiting`). */
export const needsDetails = (dispute: DisputeSummary): boolean =>
  isActiveStatus(dispute.status) && dispute.awaiting === undefined;

/** The entry with the latest timestamp (the array order is not trusted); ties go to the later entry. */
function latest<T extends { timestamp: string }>(entries: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const entry of entries) {
    if (!best || Date.parse(entry.timestamp) >= Date.parse(best.timestamp)) best = entry;
  }
  return best;
}

export interface AttentionItem {
  dispute: DisputeSummary;
  /** Null while the details are unknown or when nothing is asked of the user. */
  waiting: WaitingOnUser | null;
}

/**
 * The active disputes, those waiting on the user's reply first (the longest-waiting first, by
 * filing date), then the rest, newest filing first.
 */
export function attentionList(
  disputes: readonly DisputeSummary[],
  details: ReadonlyMap<string, Dispute>,
): AttentionItem[] {
  const items = disputes
    .filter((d) => isActiveStatus(d.status))
    .map((dispute) => {
      if (dispute.awaiting !== undefined) return { dispute, waiting: waitingFromSummary(dispute) };
      const detail = details.get(dispute.id);
      return { dispute, waiting: detail ? waitingOnUser(detail) : null };
    });
  const byCreated = (a: AttentionItem, b: AttentionItem) =>
    Date.parse(a.dispute.createdAt) - Date.parse(b.dispute.createdAt);
  const waiting = items.filter((item) => item.waiting !== null).sort(byCreated);
  const others = items.filter((item) => item.waiting === null).sort((a, b) => byCreated(b, a));
  return [...waiting, ...others];
}
