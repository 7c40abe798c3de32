/** CSV export of the admin disputes table (the rules of every export: src/components/csv.ts). */
import type { DisputeSummary } from '../../../api';
import { toCsv } from '../../../components/csv';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import { currentClock } from '../../../components/dispute/slaText';
import { assigneeLabel, AWAITING_LABELS } from './desk';

/**
 * The desk's columns come last, newest last, so a sheet built on the older columns still reads them
 * in place. Due is the due time of the clock the table's Due column shows, as Created at is written.
 */
export const DISPUTE_CSV_HEADER = [
  'ID',
  'User email',
  'Type',
  'Transaction ID',
  'Amount (USD)',
  'Status',
  'Created at',
  'Assignee',
  'Waiting on',
  'Due',
] as const;

export function disputesToCsv(disputes: readonly DisputeSummary[]): string {
  return toCsv([
    DISPUTE_CSV_HEADER,
    ...disputes.map((dispute) => [
      dispute.id,
      dispute.userEmail,
      DISPUTE_TYPE_LABELS[dispute.type],
      dispute.transactionId,
      dispute.amount.toFixed(2),
      dispute.status,
      dispute.createdAt,
      assigneeLabel(dispute.assignee),
      // Nobody awaited, or a server that does not say: an empty cell, not the table's dash.
      dispute.awaiting ? AWAITING_LABELS[dispute.awaiting] : '',
      currentClock(dispute.sla, dispute.status)?.clock.dueAt ?? '',
    ]),
  ]);
}
