/**
 * The period a report covers, as pure functions over the URL's query string, so a report can be
 * shared and survives a reload:
 *
 *   ?days=30                       the last 30 days, today included (the default, also with no query)
 *   ?from=2026-10-27&to=2026-11-25 a range of its own, both days included
 *
 * Days are UTC calendar days, as the server counts them (src/api/reports.ts); "today" is the
 * browser's clock read in UTC.
 */
import { isCalendarDate } from '../../../api';
import { REPORT_DATE_MESSAGE, REPORT_PRESETS, reportRangeProblem } from '../../../api/admin';

export type PresetDays = (typeof REPORT_PRESETS)[number];
export const DEFAULT_DAYS: PresetDays = 30;

/** What is wrong with each end of a custom range; an empty object when nothing is. */
export interface RangeErrors {
  from?: string;
  to?: string;
}

export type Period =
  | { kind: 'preset'; days: PresetDays; from: string; to: string }
  | { kind: 'custom'; from: string; to: string; errors: RangeErrors };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The browser's date in UTC, YYYY-MM-DD. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** `day` moved by `offset` whole days (negative for earlier). */
export const shiftDay = (day: string, offset: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS).toISOString().slice(0, 10);

const isPreset = (days: number): days is PresetDays => (REPORT_PRESETS as readonly number[]).includes(days);

export const presetPeriod = (days: PresetDays, today: string): Period => ({
  kind: 'preset',
  days,
  from: shiftDay(today, -(days - 1)),
  to: today,
});

/**
 * The messages of a custom range: a day that is not a real calendar day at its own field; a
 * problem of the two together (the wrong order, too many days) at To, where the server puts it
 * too (its 400 names the field `to`).
 */
export function rangeErrors(from: string, to: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!isCalendarDate(from)) errors.from = REPORT_DATE_MESSAGE;
  if (!isCalendarDate(to)) errors.to = REPORT_DATE_MESSAGE;
  if (errors.from || errors.to) return errors;
  const problem = reportRangeProblem({ from, to });
  return problem === null ? errors : { to: problem };
}

export const isValidPeriod = (period: Period): boolean =>
  period.kind === 'preset' || (period.errors.from === undefined && period.errors.to === undefined);

/** A `from` or `to` in the query makes a custom range, even with the other missing; else a preset. */
export function parsePeriod(params: URLSearchParams, today: string): Period {
  const from = params.get('from');
  const to = params.get('to');
  if (from !== null || to !== null) {
    return { kind: 'custom', from: from ?? '', to: to ?? '', errors: rangeErrors(from ?? '', to ?? '') };
  }
  // Any other number of days (or none) is the default: the screen offers only the presets.
  const days = Number(params.get('days'));
  return presetPeriod(isPreset(days) ? days : DEFAULT_DAYS, today);
}

export function periodSearchParams(
  period: { kind: 'preset'; days: PresetDays } | { kind: 'custom'; from: string; to: string },
): URLSearchParams {
  return new URLSearchParams(
    period.kind === 'preset' ? { days: String(period.days) } : { from: period.from, to: period.to },
  );
}
