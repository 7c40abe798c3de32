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
  it('keeps the disputes awaiting support, the longest-waiting first by the oldest unanswered message, undated last', () => {
    const rows = [
      row('a', { awaiting: 'support', lastMessageAt: '2026-11-03T00:00:00.000Z' }),
      row('b', { awaiting: 'user', lastMessageAt: '2026-11-09T00:00:00.000Z' }),
      row('c', { awaiting: 'support', lastMessageAt: null }),
      // Its user wrote again since: its oldest unanswered message decides.
      row('d', {
        awaiting: 'support',
        awaitingSince: '2026-11-02T00:00:00.000Z',
        lastMessageAt: '2026-11-10T00:00:00.000Z',
      }),
      // Replied after closing.
      row('e', { awaiting: 'support', status: 'Resolved', awaitingSince: '2026-11-08T00:00:00.000Z' }),
      row('f', { awaiting: undefined }),
      row('g', { awaiting: null, status: 'Rejected', lastMessageAt: '2026-11-01T00:00:00.000Z' }),
    ];
    expect(waitingOnSupport(rows).map((dispute) => dispute.id)).toEqual(['d', 'a', 'e', 'c']);
  });

  it('serves three threads that waited different lengths of time longest first, whatever order they came in', () => {
    const threads = [
      row('five-minutes', { awaiting: 'support', awaitingSince: '2026-11-21T11:55:00.000Z' }),
      row('three-days', { awaiting: 'support', status: 'Resolved', awaitingSince: '2026-11-18T12:00:00.000Z' }),
      row('two-hours', { awaiting: 'support', awaitingSince: '2026-11-21T10:00:00.000Z' }),
    ];
    for (const order of [threads, [...threads].reverse(), [threads[2], threads[0], threads[1]]]) {
      expect(waitingOnSupport(order.filter((thread) => thread !== undefined)).map((dispute) => dispute.id)).toEqual([
        'three-days',
        'two-hours',
        'five-minutes',
      ]);
    }
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
