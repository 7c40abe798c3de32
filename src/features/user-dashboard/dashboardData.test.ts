import { describe, expect, it } from 'vitest';
import type { DisputeStatus, DisputeSummary } from '../../api';
import { dashboardFigures, disputesForTab, pageOf } from './dashboardData';

const row = (id: string, status: DisputeStatus, amount: number): DisputeSummary => ({
  id,
  status,
  amount,
  type: 'other',
  transactionId: id,
  createdAt: '2026-11-01T00:00:00.000Z',
  userEmail: 'a@example.com',
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
  awaitingSince: null,
});
const rows = [
  row('a', 'New', 0.1),
  row('b', 'In Progress', 0.2),
  row('c', 'Under Review', 1),
  row('d', 'Resolved', 50),
  row('e', 'Rejected', 70),
];

describe('dashboard figures', () => {
  it('counts the active and the resolved group and sums open amounts exactly', () => {
    expect(dashboardFigures(rows)).toEqual({ active: 3, resolved: 2, pendingFunds: 1.3 });
    expect(dashboardFigures([])).toEqual({ active: 0, resolved: 0, pendingFunds: 0 });
  });

  it('filters the tabs by the active and closed groups', () => {
    expect(disputesForTab(rows, 'active').map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(disputesForTab(rows, 'resolved').map((d) => d.id)).toEqual(['d', 'e']);
    expect(disputesForTab(rows, 'all')).toHaveLength(5);
  });

  it('pages 5 at a time and clamps a page past the end', () => {
    const many = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(many, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(pageOf(many, 3)).toEqual([10, 11]);
    expect(pageOf(many, 9)).toEqual([10, 11]);
    expect(pageOf([], 2)).toEqual([]);
  });
});
