/**
 * Long content for the enhanced dashboard's stories: an account with a long name and email, and
 * many disputes whose ids, as another server might issue them, have no space to break at.
 */
import {
  DISPUTE_STATUSES,
  DISPUTE_TYPES,
  isActiveStatus,
  type Dispute,
  type DisputeSummary,
  type Message,
  type User,
} from '../../../api';

const START = Date.parse('2025-01-06T09:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const LONG_DISPUTE_COUNT = 60;

export const longUser: User = {
  id: 'usr-1',
  username: 'maximiliana-alexandrina.konstantinopoulou-vanderbergh',
  email: 'maximiliana-alexandrina.konstantinopoulou-vanderbergh@customer-support.example-exchange.com',
  firstName: 'Maximiliana-Alexandrina Konstantinopoulou-Vanderbergh',
  lastName: 'Konstantinopoulou-Vanderbergh',
  walletAddress: '0x52908400098527886e0f7030069857d2e4169ee7',
  previousDisputes: LONG_DISPUTE_COUNT,
  isAdmin: false,
  isSuspended: false,
};

const hex = (index: number) => ((index + 1) * 2_654_435_761).toString(16).padStart(8, '0').repeat(2);

export const longDisputes: DisputeSummary[] = Array.from({ length: LONG_DISPUTE_COUNT }, (_, index) => ({
  id: `DSP-2025-WITHDRAWAL-${String(index + 1).padStart(6, '0')}-${hex(index)}`,
  type: DISPUTE_TYPES[index % DISPUTE_TYPES.length] ?? 'other',
  // Statuses in runs of five, so every type meets every status.
  status: DISPUTE_STATUSES[Math.floor(index / DISPUTE_TYPES.length) % DISPUTE_STATUSES.length] ?? 'New',
  transactionId: `0x${hex(index).repeat(4)}`,
  // Near the largest amount a filing may carry, so the figures are as wide as they get.
  amount: index % 3 === 0 ? 987_654_321.99 : 12_345.67 + index,
  createdAt: new Date(START + index * 11 * DAY).toISOString(),
  userEmail: longUser.email,
  assignee: null,
  lastMessageAt: null,
  awaitingSince: null,
  // No `awaiting`: a server without that extension, so the page reads each active dispute.
}));

export const LONG_ACTIVE_COUNT = longDisputes.filter((dispute) => isActiveStatus(dispute.status)).length;

/** Every other active dispute ends with a message from support, so it waits on the user. */
function messagesOf(summary: DisputeSummary, index: number): Message[] {
  const filed = Date.parse(summary.createdAt);
  const fromUser: Message = {
    id: `msg-${index}-1`,
    content: 'I have attached the exchange statement and the block explorer link for the withdrawal.',
    timestamp: new Date(filed + 2 * HOUR).toISOString(),
    isFromAdmin: false,
    attachments: [],
    author: null,
    internal: false,
  };
  const fromSupport: Message = {
    id: `msg-${index}-2`,
    content: 'Thank you. Could you also send the withdrawal confirmation email from the exchange?',
    timestamp: new Date(filed + 30 * HOUR).toISOString(),
    isFromAdmin: true,
    attachments: [],
    author: null,
    internal: false,
  };
  return index % 2 === 0 ? [fromUser, fromSupport] : [fromUser];
}

/** The full dispute behind a row of `longDisputes`, as GET /api/disputes/{id} answers it. */
export function longDisputeDetail(id: string): Dispute | undefined {
  const index = longDisputes.findIndex((dispute) => dispute.id === id);
  const summary = longDisputes[index];
  if (!summary) return undefined;
  return {
    ...summary,
    transactionDate: summary.createdAt.slice(0, 10),
    description: 'The withdrawal left my account but never reached the receiving wallet.',
    contactEmail: longUser.email,
    contactPhone: null,
    termsAccepted: true,
    userId: longUser.id,
    messages: messagesOf(summary, index),
    timeline: [{ status: 'New', timestamp: summary.createdAt, details: 'Dispute submitted' }],
    transactionDetails: null,
    technicalAnalysis: null,
    network: null,
    asset: null,
    fromAddress: null,
    toAddress: null,
    memo: null,
  };
}
