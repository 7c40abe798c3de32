/**
 * CSV export of the admin disputes table: RFC 4180 quoting, and cells that a spreadsheet would
 * read as a formula (starting with = + - @, tab or carriage return) are prefixed with a quote
 * (OWASP "CSV injection"), since user emails and ids come from outside.
 */
import type { DisputeSummary } from '../../../api';
import { DISPUTE_TYPE_LABELS } from '../../../components/format';
import { assigneeLabel, AWAITING_LABELS } from './desk';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells to CSV text, lines ending in CRLF. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** The desk's two columns come last, so a sheet built on the older columns still reads them in place. */
export const DISPUTE_CSV_HEADER = ['ID', 'User email', 'Type', 'Transaction ID', 'Amount (USD)', 'Status', 'Created at', 'Assignee', 'Waiting on'] as const;

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
    ]),
  ]);
}

/** Saves `csv` as a file: a Blob behind an object URL, clicked through a temporary anchor. */
export function downloadCsv(filename: string, csv: string): void {
  // The byte-order mark lets spreadsheet programs read the file as UTF-8.
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.style.display = 'none';
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoked on the next turn, once the browser has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
