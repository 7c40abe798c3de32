import { describe, expect, it } from 'vitest';
import { formatDay, formatHours, formatPeriod, formatShare, targetHours } from './formatReport';

describe('formatHours', () => {
  it.each([
    [0, 'under 1 min'],
    [0.005, 'under 1 min'],
    [0.25, '15 min'],
    [0.999, '1 h'],
    [1, '1 h'],
    [1.5, '1 h 30 min'],
    [5.25, '5 h 15 min'],
    [23.5, '23 h 30 min'],
    [23.999, '1 day'],
    [24, '1 day'],
    [28, '1 day 4 h'],
    [28.4, '1 day 4 h'],
    [48, '2 days'],
    [96, '4 days'],
    [293, '12 days 5 h'],
  ])('%s hours read "%s"', (hours, text) => {
    expect(formatHours(hours)).toBe(text);
  });
});

describe('the other figures', () => {
  it('words a share, a target and a day in UTC', () => {
    expect(formatShare(84)).toBe('84%');
    expect(formatShare(75.68)).toBe('75.7%');
    expect(targetHours(72)).toBe('72 hours');
    expect(targetHours(1)).toBe('1 hour');
    // Midnight UTC stays the same day whatever the machine's time zone.
    expect(formatDay('2026-11-01')).toBe('Nov 1, 2026');
  });

  it('words a period, the year once when both ends share it', () => {
    expect(formatPeriod('2026-10-27', '2026-11-25')).toBe('Oct 27 – Nov 25, 2026');
    expect(formatPeriod('2025-12-20', '2026-01-18')).toBe('Dec 20, 2025 – Jan 18, 2026');
    expect(formatPeriod('2026-11-25', '2026-11-25')).toBe('Nov 25, 2026');
  });
});

describe('days another server may send', () => {
  it('shows what is not a calendar day as it came, instead of failing', () => {
    expect(formatDay('next week')).toBe('next week');
    expect(formatPeriod('abc', '2026-11-25')).toBe('abc – Nov 25, 2026');
  });
});
