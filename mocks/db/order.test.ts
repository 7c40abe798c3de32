import { describe, expect, it } from 'vitest';
import { memoryDriver } from './drivers';
import { isNewestFirst, sortNewestFirst } from './order';
import { buildSeed } from './seed';
import { openDb } from './store';

const at = (createdAt: string, id: string) => ({ createdAt, id });

describe('sortNewestFirst', () => {
  it('puts the newest first and breaks equal timestamps by the larger id number', () => {
    const items = [
      at('2026-11-01T10:00:00.000Z', 'DSP-100002'),
      at('2026-11-03T10:00:00.000Z', 'DSP-100001'),
      at('2026-11-01T10:00:00.000Z', 'DSP-100010'),
      at('2026-10-30T09:00:00.000Z', 'DSP-100003'),
    ];
    expect(sortNewestFirst(items).map((item) => item.id)).toEqual([
      'DSP-100001',
      'DSP-100010',
      'DSP-100002',
      'DSP-100003',
    ]);
  });

  it('returns a copy and leaves its input as it was, sorted or not', () => {
    const sorted = [at('2026-11-02T00:00:00.000Z', 'DSP-2'), at('2026-11-01T00:00:00.000Z', 'DSP-1')];
    const unsorted = [...sorted].reverse();
    const fromSorted = sortNewestFirst(sorted);
    const fromUnsorted = sortNewestFirst(unsorted);
    expect(fromSorted).not.toBe(sorted);
    expect(fromSorted).toEqual(sorted);
    expect(fromUnsorted).toEqual(sorted);
    expect(unsorted.map((item) => item.id)).toEqual(['DSP-1', 'DSP-2']);
  });

  it('knows an empty or one-item list is in order', () => {
    expect(isNewestFirst([])).toBe(true);
    expect(isNewestFirst([at('2026-11-01T00:00:00.000Z', 'DSP-1')])).toBe(true);
  });
});

describe('the store keeps disputes newest first', () => {
  it('builds the seed in that order', async () => {
    const seed = await buildSeed({ now: Date.parse('2026-11-21T12:00:00.000Z'), hashIterations: 1000 });
    expect(isNewestFirst(seed.disputes)).toBe(true);
  });

  it('puts disputes stored in another order in order when it opens the store, keeping every dispute', async () => {
    const seed = await buildSeed({ now: Date.parse('2026-11-21T12:00:00.000Z'), hashIterations: 1000 });
    const shuffled = { ...seed, disputes: [...seed.disputes].reverse() };
    const driver = memoryDriver();
    await driver.replace(shuffled);
    const db = await openDb({ driver, buildSeed: () => Promise.reject(new Error('should load')) });
    expect(db.recoveredFrom).toBeNull();
    expect(db.data.disputes.map((dispute) => dispute.id)).toEqual(seed.disputes.map((dispute) => dispute.id));
  });
});
