/** How the Reports screen words its figures: durations, shares, UTC days and periods. */
import type { PersonRef } from '../../../api';
import { UNASSIGNED } from './texts';

const MINUTES_PER_HOUR = 60;
const HOURS_PER_DAY = 24;

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/**
 * Hours as a person reads them: "under 1 min", "45 min", "5 h", "5 h 30 min" below a day (to the
 * minute), then "1 day", "1 day 4 h", "12 days 5 h" (to the hour).
 */
export function formatHours(hours: number): string {
  const minutes = Math.round(hours * MINUTES_PER_HOUR);
  if (minutes < 1) return 'under 1 min';
  if (minutes < MINUTES_PER_HOUR) return `${minutes} min`;
  if (minutes < HOURS_PER_DAY * MINUTES_PER_HOUR) {
    const whole = Math.floor(minutes / MINUTES_PER_HOUR);
    const rest = minutes % MINUTES_PER_HOUR;
    return rest === 0 ? `${whole} h` : `${whole} h ${rest} min`;
  }
  const totalHours = Math.round(hours);
  const whole = Math.floor(totalHours / HOURS_PER_DAY);
  const rest = totalHours % HOURS_PER_DAY;
  return rest === 0 ? days(whole) : `${days(whole)} ${rest} h`;
}

/** A target in hours, in words: "72 hours", "1 hour". */
export const targetHours = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
/** A share in percent: "84%", "66.7%". */
export const formatShare = (share: number) => `${percent.format(share)}%`;

const count = new Intl.NumberFormat('en-US');
export const formatCount = (value: number) => count.format(value);

// Days are UTC calendar days: formatted in UTC, or a reader west of Greenwich sees the day before.
const dayFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayNoYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
/** A day in `format`; anything but a YYYY-MM-DD day as it came: another server's answer must not break the page. */
function formatAs(format: Intl.DateTimeFormat, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : format.format(date);
}

/** A YYYY-MM-DD day: "Nov 25, 2026". */
export const formatDay = (day: string) => formatAs(dayFormat, day);

/** "Oct 27 – Nov 25, 2026", "Dec 20, 2025 – Jan 18, 2026", "Nov 25, 2026" for one day. */
export function formatPeriod(from: string, to: string): string {
  if (from === to) return formatDay(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${sameYear ? formatAs(dayNoYear, from) : formatDay(from)} – ${formatDay(to)}`;
}

export const assigneeName = (assignee: PersonRef | null) => assignee?.name ?? UNASSIGNED;
