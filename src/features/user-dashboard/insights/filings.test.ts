import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DisputeSummary } from '../../../api';
import { filingsOverTime, MAX_BUCKETS, scaleWords } from './filings';

const filed = (createdAt: string, id = createdAt): DisputeSummary => ({
  id,
  status: 'New',
  type: 'other',
  transactionId: `tx-${id}`,
  amount: 10,
  createdAt,
  userEmail: 'a@b.c',
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
  awaitingSince: null,
});

/** Noon on a day of the viewer's calendar, so the expectations hold in any time zone. */
const localNoon = (year: number, month: number, day: number) => {
  const date = new Date(2000, 0, 1, 12);
  date.setFullYear(year, month - 1, day);
  return date.toISOString();
};

const total = (result: ReturnType<typeof filingsOverTime>) =>
  result.buckets.reduce((sum, bucket) => sum + bucket.count, 0);

describe('filingsOverTime', () => {
  it('counts ordinary data, a few months apart, per month, months without filings as zero', () => {
    const result = filingsOverTime([
      filed(localNoon(2026, 1, 15)),
      filed(localNoon(2026, 1, 20)),
      filed(localNoon(2026, 4, 2)),
    ]);
    expect(result.scale).toEqual({ unit: 'month', step: 1 });
    expect(result.buckets).toEqual([
      { label: 'Jan 2026', count: 2 },
      { label: 'Feb 2026', count: 0 },
      { label: 'Mar 2026', count: 0 },
      { label: 'Apr 2026', count: 1 },
    ]);
  });

  it('keeps months for up to five years of filings', () => {
    const result = filingsOverTime([filed(localNoon(2021, 1, 1)), filed(localNoon(2025, 12, 31))]);
    expect(result.scale.unit).toBe('month');
    expect(result.buckets).toHaveLength(60);
  });

  it('counts a fortnight per day and two months per week (weeks start on Monday)', () => {
    const days = filingsOverTime([
      filed(localNoon(2024, 5, 1)),
      filed(localNoon(2024, 5, 3)),
      filed(localNoon(2024, 5, 3), 'b'),
    ]);
    expect(days.scale.unit).toBe('day');
    expect(days.buckets).toEqual([
      { label: 'May 1, 2024', count: 1 },
      { label: 'May 2, 2024', count: 0 },
      { label: 'May 3, 2024', count: 2 },
    ]);

    const weeks = filingsOverTime([filed(localNoon(2024, 5, 1)), filed(localNoon(2024, 5, 30))]);
    expect(weeks.scale.unit).toBe('week');
    expect(weeks.buckets[0]).toEqual({ label: 'Week of Apr 29, 2024', count: 1 });
    expect(weeks.buckets.at(-1)).toEqual({ label: 'Week of May 27, 2024', count: 1 });
    expect(weeks.buckets).toHaveLength(5);
  });

  it('reads 0001-01-01 and 9999-12-01 together as 50 runs of 200 years', () => {
    const result = filingsOverTime([filed('0001-01-01T00:00:00.000Z'), filed('9999-12-01T00:00:00.000Z')]);
    expect(result.scale).toEqual({ unit: 'year', step: 200 });
    expect(result.buckets).toHaveLength(50);
    expect(result.buckets[0]).toEqual({ label: '0–199', count: 1 });
    expect(result.buckets.at(-1)).toEqual({ label: '9800–9999', count: 1 });
    expect(scaleWords(result.scale)).toEqual({ per: '200 years', noun: '200-year period', column: 'Years' });
  });

  it('reads 1970-01-01 and now per year', () => {
    const epoch = '1970-01-01T00:00:00.000Z';
    const now = new Date();
    const result = filingsOverTime([filed(epoch), filed(now.toISOString())]);
    expect(result.scale).toEqual({ unit: 'year', step: 1 });
    expect(result.buckets[0]).toEqual({ label: String(new Date(epoch).getFullYear()), count: 1 });
    expect(result.buckets.at(-1)).toEqual({ label: String(now.getFullYear()), count: 1 });
    expect(result.buckets.length).toBeLessThanOrEqual(MAX_BUCKETS);
    expect(scaleWords(result.scale)).toEqual({ per: 'year', noun: 'year', column: 'Year' });
  });

  it('never makes more than MAX_BUCKETS buckets and loses no filing, whatever the dates', () => {
    const instant = fc.integer({
      min: Date.parse('0000-01-01T00:00:00Z'),
      max: Date.parse('9999-12-31T23:59:59.999Z'),
    });
    fc.assert(
      fc.property(fc.array(instant, { minLength: 1, maxLength: 20 }), (times) => {
        const result = filingsOverTime(times.map((time, index) => filed(new Date(time).toISOString(), String(index))));
        expect(result.buckets.length).toBeGreaterThan(0);
        expect(result.buckets.length).toBeLessThanOrEqual(MAX_BUCKETS);
        expect(total(result)).toBe(times.length);
      }),
    );
  });

  it('takes time in proportion to the disputes, not to the range: 10,000 filings over ten millennia', () => {
    const disputes = Array.from({ length: 10_000 }, (_, index) =>
      filed(new Date(Date.parse('0001-01-01T00:00:00Z') + index * 31_556_952_000).toISOString(), String(index)),
    );
    disputes.push(filed('9999-12-01T00:00:00.000Z', 'last'));
    const result = filingsOverTime(disputes);
    // One row per month of this range would be 120,000 rows, which took minutes to draw: the row
    // cap is what keeps it proportional (the test's own time limit catches a slow walk of the range).
    expect(result.buckets.length).toBeLessThanOrEqual(MAX_BUCKETS);
    expect(total(result)).toBe(10_001);
  });

  it('has nothing to show without a filing', () => {
    expect(filingsOverTime([]).buckets).toEqual([]);
  });
});
