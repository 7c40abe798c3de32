import { describe, expect, it } from 'vitest';
import { REPORT_DATE_MESSAGE, REPORT_RANGE_REVERSED_MESSAGE, REPORT_RANGE_TOO_LONG_MESSAGE } from '../../../api/admin';
import { isValidPeriod, parsePeriod, periodSearchParams, rangeErrors, shiftDay, todayUtc } from './period';

const TODAY = '2026-11-25';
const parse = (query: string) => parsePeriod(new URLSearchParams(query), TODAY);

describe('the period in the URL', () => {
  it('is the last 30 days, today included, with no query or an unknown number of days', () => {
    for (const query of ['', '?days=30', '?days=12', '?days=abc']) {
      expect(parse(query)).toEqual({ kind: 'preset', days: 30, from: '2026-10-27', to: TODAY });
    }
  });

  it('takes the presets 7 and 90', () => {
    expect(parse('?days=7')).toEqual({ kind: 'preset', days: 7, from: '2026-11-19', to: TODAY });
    expect(parse('?days=90')).toMatchObject({ from: '2026-08-28', to: TODAY });
  });

  it('takes a range of its own before the days, and says what is wrong with it', () => {
    expect(parse('?from=2026-10-01&to=2026-10-31&days=7')).toEqual({
      kind: 'custom',
      from: '2026-10-01',
      to: '2026-10-31',
      errors: {},
    });
    expect(parse('?from=2026-11-25&to=2026-10-27')).toMatchObject({ errors: { to: REPORT_RANGE_REVERSED_MESSAGE } });
    expect(parse('?from=2026-02-30&to=2026-03-01')).toMatchObject({ errors: { from: REPORT_DATE_MESSAGE } });
    // A missing end is an empty field.
    expect(parse('?from=2026-10-01')).toEqual({
      kind: 'custom',
      from: '2026-10-01',
      to: '',
      errors: { to: REPORT_DATE_MESSAGE },
    });
    expect(isValidPeriod(parse('?from=2026-10-01'))).toBe(false);
    expect(isValidPeriod(parse('?days=7'))).toBe(true);
  });

  it('is written back as days or as from and to', () => {
    expect(periodSearchParams({ kind: 'preset', days: 90 }).toString()).toBe('days=90');
    expect(periodSearchParams({ kind: 'custom', from: '2026-10-01', to: '2026-10-31' }).toString()).toBe(
      'from=2026-10-01&to=2026-10-31',
    );
  });
});

describe('rangeErrors', () => {
  it('puts a bad day at its own field, and the wrong order or a long range at To', () => {
    expect(rangeErrors('', '2026-13-01')).toEqual({ from: REPORT_DATE_MESSAGE, to: REPORT_DATE_MESSAGE });
    expect(rangeErrors('2026-11-02', '2026-11-01')).toEqual({ to: REPORT_RANGE_REVERSED_MESSAGE });
    expect(rangeErrors('2025-01-01', '2026-01-02')).toEqual({ to: REPORT_RANGE_TOO_LONG_MESSAGE });
    expect(rangeErrors('2025-01-01', '2026-01-01')).toEqual({});
    expect(rangeErrors('2026-11-25', '2026-11-25')).toEqual({});
  });
});

describe('days', () => {
  it('reads today in UTC and moves across months and leap days', () => {
    expect(todayUtc(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
