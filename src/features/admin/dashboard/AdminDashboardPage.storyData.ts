/** Data for the admin dashboard's long and empty stories, typed with the app's own API types. */
import { DISPUTE_STATUSES, DISPUTE_TYPES, isActiveStatus, type DisputeSummary } from '../../../api';
import { type AdminStats } from '../../../api/admin';
import { SLA_SAMPLES } from '../../../components/dispute/clocks.storyData';

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
  awaitingSince: null,
  // Every state of the clock in turn, the closed disputes met or missed.
  sla: isActiveStatus(cycle(DISPUTE_STATUSES, index))
    ? cycle(
        [
          SLA_SAMPLES.replySoon,
          SLA_SAMPLES.replyOverdue,
          SLA_SAMPLES.resolutionRunning,
          SLA_SAMPLES.resolutionPaused,
          SLA_SAMPLES.resolutionOverdue,
        ],
        index,
      )
    : cycle([SLA_SAMPLES.closedMet, SLA_SAMPLES.closedMissed], index),
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

const STORY_NOW = Date.parse('2026-11-21T12:00:00Z');
const MINUTE = 60_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(STORY_NOW - ms).toISOString();
/** The seeded admins: Sam Rivera is the demo admin the stories sign in as. */
const SAM = { id: 'usr-2', name: 'Sam Rivera' };
const JORDAN = { id: 'usr-41', name: 'Jordan Lee' };

const deskRow = (number: number, change: Partial<DisputeSummary>): DisputeSummary => ({
  id: `DSP-${100200 + number}`,
  type: cycle(DISPUTE_TYPES, number),
  transactionId: `0x${'ab'.repeat(20)}${number}`,
  amount: 250 * number,
  status: 'In Progress',
  createdAt: new Date(STORY_NOW - number * 24 * 60 * MINUTE).toISOString(),
  userEmail: `customer${number}@example.org`,
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
  awaitingSince: null,
  ...change,
});

/**
 * The support panel's story list, read at 2026-11-21 12:00 UTC: five threads waiting on support,
 * longest-waiting first: DSP-100202 unassigned for 3 days (its user wrote again 10 min ago),
 * DSP-100203 Jordan's for 5 h, DSP-100207 mine and resolved, replied after closing 2 h ago,
 * DSP-100201 mine for 40 min, DSP-100204 unassigned for 5 min; and two that are not (waiting on
 * the user, and closed).
 */
export const waitingThreads: DisputeSummary[] = [
  deskRow(1, { assignee: SAM, awaiting: 'support', awaitingSince: ago(40 * MINUTE), lastMessageAt: ago(40 * MINUTE) }),
  deskRow(2, {
    status: 'New',
    awaiting: 'support',
    awaitingSince: ago(3 * DAY),
    lastMessageAt: ago(10 * MINUTE),
  }),
  deskRow(3, {
    status: 'Under Review',
    assignee: JORDAN,
    awaiting: 'support',
    awaitingSince: ago(5 * HOUR),
    lastMessageAt: ago(5 * HOUR),
  }),
  deskRow(4, { status: 'New', awaiting: 'support', awaitingSince: ago(5 * MINUTE), lastMessageAt: ago(5 * MINUTE) }),
  deskRow(5, { assignee: JORDAN, awaiting: 'user', lastMessageAt: ago(10 * MINUTE) }),
  deskRow(6, {
    status: 'Resolved',
    assignee: SAM,
    awaiting: null,
    awaitingSince: null,
    lastMessageAt: ago(2 * MINUTE),
  }),
  deskRow(7, {
    status: 'Resolved',
    assignee: SAM,
    awaiting: 'support',
    awaitingSince: ago(2 * HOUR),
    lastMessageAt: ago(2 * HOUR),
  }),
];

/**
 * The Due column in every state, newest first as the server sends them: due in 1 d 6 h, due in 3 h,
 * first reply overdue by 1 d 2 h, paused waiting on the user, resolution overdue, met and missed
 * (closed), and a row from before the clocks. Soonest due first (`?sort=due`): the two overdue,
 * due in 3 h, due in 1 d 6 h, paused, then (page 2) met, missed and the row without clocks.
 */
export const clockRows: DisputeSummary[] = [
  deskRow(11, { sla: SLA_SAMPLES.resolutionRunning, assignee: SAM }),
  deskRow(12, { status: 'New', sla: SLA_SAMPLES.replySoon }),
  deskRow(13, { status: 'New', sla: SLA_SAMPLES.replyOverdue, awaiting: 'support', awaitingSince: ago(2 * DAY) }),
  deskRow(14, { sla: SLA_SAMPLES.resolutionPaused, assignee: JORDAN, awaiting: 'user' }),
  deskRow(15, { status: 'Under Review', sla: SLA_SAMPLES.resolutionOverdue, assignee: SAM }),
  deskRow(16, { status: 'Resolved', sla: SLA_SAMPLES.closedMet, assignee: SAM }),
  deskRow(17, { status: 'Rejected', sla: SLA_SAMPLES.closedMissed, assignee: JORDAN }),
  deskRow(18, { status: 'Under Review', sla: null }),
];
