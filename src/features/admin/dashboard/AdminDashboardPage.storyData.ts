/** Data for the admin dashboard's long and empty stories, typed with the app's own API types. */
import { DISPUTE_STATUSES, DISPUTE_TYPES, type AdminStats, type DisputeSummary } from '../../../api';

/** How many disputes the long story lists: 24 pages of the table. */
export const LONG_DISPUTE_COUNT = 120;

const START = Date.parse('2026-11-20T18:00:00.000Z');
const HOUR = 3_600_000;

/** The `index`th item of a non-empty list, going round it again past its end. */
const cycle = <T>(items: readonly [T, ...T[]], index: number): T => items[index % items.length] ?? items[0];

/** Long ids, long unbroken emails and long hashes, so every column and the activity list must cope. */
export const longDisputes: DisputeSummary[] = Array.from({ length: LONG_DISPUTE_COUNT }, (_, index) => ({
  id: `DSP-2026-EXCHANGE-WITHDRAWAL-${String(index + 1).padStart(6, '0')}`,
  type: cycle(DISPUTE_TYPES, index),
  transactionId: `0x${(index + 1).toString(16).padStart(4, '0')}${'9f3cab27'.repeat(7)}fe`,
  amount: 987_654_321.99 - index * 1_000,
  status: cycle(DISPUTE_STATUSES, index),
  createdAt: new Date(START - index * 5 * HOUR).toISOString(),
  userEmail: `maximiliana.alexandrina.featherstonehaugh-${index + 1}@customer-support.very-long-exchange-domain.example.com`,
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
}));

/** Figures in the millions, so the stat cards show their widest numbers. */
export const longStats: AdminStats = {
  newDisputes: 1_234_567,
  inProgressDisputes: 2_345_678,
  userCount: 98_765_432,
  kycPending: 3_456_789,
  avgResolutionTime: 12_345.6,
  resolvedToday: 45_678,
};

/** A platform with nothing filed yet. */
export const emptyStats: AdminStats = {
  newDisputes: 0,
  inProgressDisputes: 0,
  userCount: 2,
  kycPending: 2,
  avgResolutionTime: 0,
  resolvedToday: 0,
};
