/** Display formats shared by every screen, so an amount or a date reads the same everywhere. */
import type { DisputeType } from '../api';

export const DISPUTE_TYPE_LABELS: Record<DisputeType, string> = {
  transaction_error: 'Transaction error',
  fee_dispute: 'Fee dispute',
  scam_report: 'Scam report',
  unauthorized_transaction: 'Unauthorized transaction',
  other: 'Other',
};

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const day = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** US dollars with two decimals, as Pending Funds is shown: `$1,234.50`. */
export const formatAmount = (amount: number) => money.format(amount);

const parse = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
const valid = (date: Date) => !Number.isNaN(date.getTime());

/** `Nov 21, 2026`; an unreadable date shows as it came rather than "Invalid Date". */
export const formatDate = (value: string | number | Date) => {
  const date = parse(value);
  return valid(date) ? day.format(date) : String(value);
};

export const formatDateTime = (value: string | number | Date) => {
  const date = parse(value);
  return valid(date) ? dayAndTime.format(date) : String(value);
};
