import { describe, expect, it } from 'vitest';
import type { DisputeSummary } from '../../../api';
import { awaitingUnknown, deskCounts, formatWaited, waitingOnSupport } from './desk';

const row = (id: string, change: Partial<DisputeSummary>): DisputeSummary => ({
  id,
  type: 'other',
  transactionId: `0x${id}`,
  amount: 1,
  status: 'In Progress',
  createdAt: '2026-11-01T00:00:00.000Z',
  userEmail: `${id}@example.com`,
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
  awaitingSince: null,
  ...change,
});
const SAM = { id: 'usr-2', name: 'Sam Rivera' };

describe('waitingOnSupport', () => {
  it('keeps the active disputes awaiting support, newest message first, undated last', () => {
    const rows = [
      row('a', { awaiting: 'support', lastMessageAt: '2026-11-03T00:00:00.000Z' }),
      row('b', { awaiting: 'user', lastMessageAt: '2026-11-09T00:00:00.000Z' }),
      row('c', { awaiting: 'support', lastMessageAt: null }),
      row('d', { awaiting: 'support', lastMessageAt: '2026-11-05T00:00:00.000Z' }),
      row('e', { awaiting: 'support', status: 'Resolved', lastMessageAt: '2026-11-08T00:00:00.000Z' }),
      row('f', { awaiting: undefined }),
    ];
    expect(waitingOnSupport(rows).map((dispute) => dispute.id)).toEqual(['d', 'a', 'c']);
  });

  it('counts waiting, unassigned and mine over the waiting threads only', () => {
    const waiting = [
      row('a', { awaiting: 'support' }),
      row('b', { awaiting: 'support', assignee: SAM }),
      row('c', { awaiting: 'support', assignee: { id: 'usr-3', name: 'Jordan' } }),
    ];
    expect(deskCounts(waiting, SAM.id)).toEqual({ waiting: 3, unassigned: 1, mine: 1 });
    expect(deskCounts(waiting, null)).toEqual({ waiting: 3, unassigned: 1, mine: 0 });
  });

  it('tells when an active row leaves awaiting out', () => {
    expect(awaitingUnknown([row('a', {}), row('b', { status: 'Resolved', awaiting: undefined })])).toBe(false);
    expect(awaitingUnknown([row('a', { awaiting: undefined })])).toBe(true);
  });
});

describe('formatWaited', () => {
  const at = Date.parse('2026-11-21T12:00:00.000Z');
  const ago = (ms: number) => new Date(at - ms).toISOString();
  it.each([
    [0, 'less than a minute'],
    [59_000, 'less than a minute'],
    [60_000, '1 min'],
    [59 * 60_000, '59 min'],
    [3 * 3_600_000 + 59 * 60_000, '3 h'],
    [24 * 3_600_000, '1 day'],
    [50 * 3_600_000, '2 days'],
  ])('%d ms ago reads "%s"', (ms, text) => {
    expect(formatWaited(ago(ms), at)).toBe(text);
  });

  it('reads a date in the future or an unreadable one as less than a minute', () => {
    expect(formatWaited(ago(-3_600_000), at)).toBe('less than a minute');
    expect(formatWaited('not a date', at)).toBe('less than a minute');
  });
});
