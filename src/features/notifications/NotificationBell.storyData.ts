/** Answers of `GET /api/notifications` for the bell's stories and tests. */
import type { Notification } from '../../api';

/** Updates as support makes them: three unread (a reply, a change of status, general news), the older read. */
export const someUnread: Notification[] = [
  {
    id: 'ntf-901',
    title: 'New message from support',
    message: 'Support replied on dispute DSP-100007. It is now In Progress.',
    date: '2026-11-21T11:45:00.000Z',
    type: 'info',
    disputeId: 'DSP-100007',
    read: false,
  },
  {
    id: 'ntf-902',
    title: 'Phishing wave',
    message: 'Fake wallet-recovery sites are asking for seed phrases. Never share yours.',
    date: '2026-11-21T08:00:00.000Z',
    type: 'warning',
    disputeId: null,
    read: false,
  },
  {
    id: 'ntf-903',
    title: 'Dispute DSP-100003: Under Review',
    message: 'Your dispute is now Under Review.',
    date: '2026-11-20T09:30:00.000Z',
    type: 'info',
    disputeId: 'DSP-100003',
    read: false,
  },
  {
    id: 'ntf-904',
    title: 'Refund issued',
    message: 'A refund was sent to your wallet. It can take up to 24 hours to appear.',
    date: '2026-11-18T16:10:00.000Z',
    type: 'success',
    disputeId: 'DSP-100002',
    read: true,
  },
  {
    id: 'ntf-905',
    title: 'Dispute received',
    message: 'We received dispute DSP-100007 and will review it shortly.',
    date: '2026-11-17T10:00:00.000Z',
    type: 'info',
    disputeId: 'DSP-100007',
    read: true,
  },
];

/** The same, every one opened. */
export const allRead: Notification[] = someUnread.map((notification) => ({ ...notification, read: true }));

const LONG =
  'Our investigators matched the on-chain transfer to a cluster of wallets used by a known impersonation ring, and the exchange has frozen part of the funds pending a court order. ';

/** Thirty notifications, long titles and messages, another server's very long dispute ids; most unread. */
export const manyLong: Notification[] = Array.from({ length: 30 }, (_, i) => ({
  id: `ntf-long-${i}`,
  title:
    i % 2
      ? `Dispute DSP-${'7f3a9c2e'.repeat(4)}-${i} moved to Under Review after the exchange answered our request for its records`
      : 'Refund issued to 0x52908400098527886e0f7030069857d2e4169ee7 after the exchange confirmed the transfer',
  message: LONG.repeat(1 + (i % 3)),
  date: new Date(Date.UTC(2026, 10, 21, 12 - i)).toISOString(),
  type: i % 3 === 0 ? 'warning' : 'info',
  disputeId: i % 2 ? `DSP-${'7f3a9c2e'.repeat(4)}-${i}` : null,
  read: i % 5 === 4,
}));
