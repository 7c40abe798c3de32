/** Long answers for the dashboard's stories: long texts, long ids and emails, many disputes. */
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  type DisputeSummary,
  type Notification,
  type ScamAlert,
  type User,
} from '../../api';
import { SLA_SAMPLES } from '../../components/dispute/clocks.storyData';

const LONG =
  'Our investigators matched the on-chain transfer to a cluster of wallets used by a known impersonation ring, and the exchange has frozen part of the funds pending a court order. ';

export const longNotifications: Notification[] = Array.from({ length: 12 }, (_, i) => ({
  id: `ntf-long-${i}`,
  title: i % 2 ? 'Dispute DSP-100007 moved to Under Review after the exchange answered our request' : 'Refund issued',
  message: LONG.repeat(1 + (i % 3)),
  date: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
  type: i % 3 === 0 ? 'warning' : 'info',
  disputeId: null,
  // The three newest not opened yet.
  read: i >= 3,
}));

export const longAlerts: ScamAlert[] = [1, 2, 3].map((n) => ({
  id: `alert-long-${n}`,
  title: `Fake "wallet recovery" services promising guaranteed refunds within 24 hours (wave ${n})`,
  description: LONG.repeat(3),
  date: new Date(Date.UTC(2026, 10, 21 - n)).toISOString(),
  riskLevel: n === 1 ? 'High' : 'Medium',
}));

export const LONG_DISPUTE_COUNT = 60;

/** Sixty disputes, every status and type, some with another server's much longer ids and large amounts. */
export const manyDisputes: DisputeSummary[] = Array.from({ length: LONG_DISPUTE_COUNT }, (_, i) => ({
  id: i % 7 === 0 ? `DSP-${'7f3a9c2e'.repeat(4)}-${i}` : `DSP-2${String(i).padStart(5, '0')}`,
  type: DISPUTE_TYPES[i % DISPUTE_TYPES.length] ?? 'other',
  transactionId: `0x${'9f3c'.repeat(16)}`,
  amount: i % 5 === 0 ? 987_654_321.99 : 1_250 + i,
  status: DISPUTE_STATUSES[i % DISPUTE_STATUSES.length] ?? 'New',
  createdAt: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
  userEmail: 'maximiliana.konstantinopoulou-vanderbilt@subdomain.example-exchange.com',
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
  awaitingSince: null,
  // Each of support's aims in turn; closed disputes show none.
  sla: [SLA_SAMPLES.replySoon, SLA_SAMPLES.resolutionRunning, SLA_SAMPLES.resolutionPaused, SLA_SAMPLES.replyOverdue][
    i % 4
  ],
}));

/** The demo account under a long name and a long address: the welcome and the header must wrap. */
export const longNamedUser: User = {
  id: 'usr-1',
  username: 'maximiliana.konstantinopoulou-vanderbilt',
  email: 'maximiliana.konstantinopoulou-vanderbilt@subdomain.example-exchange.com',
  firstName: 'Maximiliana-Alexandrina Konstantinopoulou-Vanderbilt',
  lastName: 'Featherstonehaugh',
  walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
  previousDisputes: LONG_DISPUTE_COUNT,
  isAdmin: false,
  isSuspended: false,
};

/** Updates as support makes them: a reply and changes of status, each about a dispute, and general news. */
export const linkedNotifications: Notification[] = [
  {
    id: 'ntf-901',
    title: 'Dispute DSP-100003: Under Review',
    message: 'Your dispute is now Under Review.',
    date: '2026-11-19T09:30:00.000Z',
    type: 'info',
    disputeId: 'DSP-100003',
    read: true,
  },
  {
    id: 'ntf-902',
    title: 'New message from support',
    message: 'Support replied on dispute DSP-100007. It is now In Progress.',
    date: '2026-11-21T11:45:00.000Z',
    type: 'info',
    disputeId: 'DSP-100007',
    read: false,
  },
  {
    id: 'ntf-903',
    title: 'Phishing wave',
    message: 'Fake wallet-recovery sites are asking for seed phrases. Never share yours.',
    date: '2026-11-20T08:00:00.000Z',
    type: 'warning',
    disputeId: null,
    read: false,
  },
];
