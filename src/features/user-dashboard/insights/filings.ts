/**
 * Disputes filed over time, in buckets of a size that fits the range of the filing dates: days
 * for a fortnight, weeks for two months, calendar months for up to five years, then years, or
 * runs of 2, 5, 10, 20, 50, 100... years, the smallest that keeps the chart within MAX_BUCKETS.
 * Any dates a server may send (year 0001 and year 9999 in one list) give a readable chart at a
 * cost linear in the number of disputes; the work never depends on how far apart the dates are.
 *
 * Buckets follow the viewer's calendar (their time zone), like the dates on screen; weeks start
 * on Monday. Buckets without a filing count as zero, so the line does not skip time.
 */
import type { DisputeSummary } from '../../../api';

export const MAX_BUCKETS = 60;
/** Filings spread over less than this many days are counted per day (at most 14 points). */
const DAY_SCALE_SPAN = 14;
/** ... and over less than this many, per week (at most 10 points); months from there on. */
const WEEK_SCALE_SPAN = 60;

export type FilingUnit = 'day' | 'week' | 'month' | 'year';

export interface FilingScale {
  unit: FilingUnit;
  /** How many years one bucket holds; 1 for every other unit. */
  step: number;
}

export interface FilingBucket {
  label: string;
  count: number;
}

export interface FilingsOverTime {
  scale: FilingScale;
  buckets: FilingBucket[];
}

const DAY_MS = 86_400_000;

/** A local calendar date: the year, the month (0-11) and the day counted from 1970-01-01. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** Days since 1970-01-01 of a calendar date (setUTCFullYear, as Date.UTC reads years 0-99 as 1900s). */
function dayNumber(year: number, month: number, date: number): number {
  const at = new Date(0);
  at.setUTCFullYear(year, month, date);
  return Math.round(at.getTime() / DAY_MS);
}

const calendarDay = (date: Date): CalendarDay => ({
  year: date.getFullYear(),
  month: date.getMonth(),
  day: dayNumber(date.getFullYear(), date.getMonth(), date.getDate()),
});

/** The Monday on or before a day (1970-01-01, day 0, was a Thursday). */
const weekStart = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

/** The finest scale whose buckets fit, from the first and last filing. */
function chooseScale(first: CalendarDay, last: CalendarDay): FilingScale {
  const span = last.day - first.day;
  if (span < DAY_SCALE_SPAN) return { unit: 'day', step: 1 };
  if (span < WEEK_SCALE_SPAN) return { unit: 'week', step: 1 };
  if ((last.year - first.year) * 12 + last.month - first.month < MAX_BUCKETS) return { unit: 'month', step: 1 };
  // Runs of 1, 2, 5, 10, 20, 50, 100... years; the loop ends, as a step past the span gives one or two buckets.
  for (let index = 0; ; index += 1) {
    const step = 10 ** Math.floor(index / 3) * ([1, 2, 5][index % 3] ?? 1);
    if (Math.floor(last.year / step) - Math.floor(first.year / step) < MAX_BUCKETS) return { unit: 'year', step };
  }
}

/** The bucket a date falls in, counted from the first filing's bucket. */
function bucketIndex(scale: FilingScale, first: CalendarDay, at: CalendarDay): number {
  switch (scale.unit) {
    case 'day':
      return at.day - first.day;
    case 'week':
      return (weekStart(at.day) - weekStart(first.day)) / 7;
    case 'month':
      return (at.year - first.year) * 12 + at.month - first.month;
    case 'year':
      return Math.floor(at.year / scale.step) - Math.floor(first.year / scale.step);
  }
}

const utcDate = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
const DAY_LABEL = utcDate({ month: 'short', day: 'numeric', year: 'numeric' });
const MONTH_LABEL = utcDate({ month: 'short', year: 'numeric' });

/** The label of bucket `index`: `May 1, 2024`, `Week of Apr 29, 2024`, `May 2024`, `2024` or `2000–2009`. */
function bucketLabel(scale: FilingScale, first: CalendarDay, index: number): string {
  switch (scale.unit) {
    case 'day':
      return DAY_LABEL.format((first.day + index) * DAY_MS);
    case 'week':
      return `Week of ${DAY_LABEL.format((weekStart(first.day) + index * 7) * DAY_MS)}`;
    case 'month':
      return MONTH_LABEL.format(dayNumber(first.year, first.month + index, 1) * DAY_MS);
    case 'year': {
      const start = (Math.floor(first.year / scale.step) + index) * scale.step;
      return scale.step === 1 ? String(start) : `${start}–${start + scale.step - 1}`;
    }
  }
}

/** Disputes filed per bucket, from the first filing's bucket to the last's. */
export function filingsOverTime(disputes: readonly DisputeSummary[]): FilingsOverTime {
  const days: CalendarDay[] = [];
  let first: CalendarDay | undefined;
  let last: CalendarDay | undefined;
  for (const dispute of disputes) {
    const date = new Date(dispute.createdAt);
    if (Number.isNaN(date.getTime())) continue;
    const day = calendarDay(date);
    days.push(day);
    if (!first || day.day < first.day) first = day;
    if (!last || day.day > last.day) last = day;
  }
  if (!first || !last) return { scale: { unit: 'month', step: 1 }, buckets: [] };
  const scale = chooseScale(first, last);
  const counts = new Array<number>(bucketIndex(scale, first, last) + 1).fill(0);
  for (const day of days) {
    const index = bucketIndex(scale, first, day);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const from = first;
  return { scale, buckets: counts.map((count, index) => ({ label: bucketLabel(scale, from, index), count })) };
}

export interface ScaleWords {
  /** "Disputes filed per …" */
  per: string;
  /** "the busiest …", "filed each …" */
  noun: string;
  /** The table's first column. */
  column: string;
}

export function scaleWords({ unit, step }: FilingScale): ScaleWords {
  if (unit === 'year' && step > 1) return { per: `${step} years`, noun: `${step}-year period`, column: 'Years' };
  const column = unit.charAt(0).toUpperCase() + unit.slice(1);
  return { per: unit, noun: unit, column };
}
