/**
 * One long dispute for the page stories that show a dispute (detail, enhanced, admin review): a
 * long description, hashes with no break opportunity, a long email and exactly 100 messages.
 * Each page's stories take it whole and change only what their page adds or routes by.
 */
import type { Dispute, Message } from '../src/api';
import { SLA_SAMPLES } from '../src/components/dispute/clocks.storyData';

/** A hash-like word with no break opportunity: it must wrap inside its card. */
export const LONG_WORD = `0x${'ab'.repeat(60)}`;

export const LONG_MESSAGE_COUNT = 100;

const START = Date.parse('2026-10-01T09:00:00.000Z');
const HOUR = 3_600_000;

/** An ISO time this many hours after the long dispute was filed. */
export const hoursAfterFiling = (hours: number) => new Date(START + hours * HOUR).toISOString();

export const LONG_DESCRIPTION = Array.from(
  { length: 12 },
  (_, index) =>
    `Paragraph ${index + 1}: I sent the funds through the exchange's withdrawal form and the transfer shows as confirmed on the explorer, yet nothing arrived. The address I copied was ${LONG_WORD}, and support's chatbot kept closing my ticket.`,
).join('\n\n');

/** The newest support message of the 100 (support writes last but one). */
export const LAST_SUPPORT_MESSAGE = `Final answer: we have refunded the full amount to ${LONG_WORD}. It can take up to 24 hours to show in your wallet.`;

/** Support and the user take turns; some replies carry a long hash, some long attachment names. */
const longMessages: Message[] = Array.from({ length: LONG_MESSAGE_COUNT }, (_, index) => {
  const fromSupport = index % 2 === 0;
  const turn = Math.floor(index / 2) + 1;
  return {
    id: `msg-long-${index + 1}`,
    content: fromSupport
      ? index === LONG_MESSAGE_COUNT - 2
        ? LAST_SUPPORT_MESSAGE
        : `Support update ${turn}: we are checking the transfer with the exchange and the network explorer, and will write again as soon as their compliance team answers.`
      : `Reply ${turn}: thank you. The amount was sent in two parts and the second one is still missing.${index % 10 === 1 ? `\nThe transaction hash is ${LONG_WORD}.` : ''}`,
    timestamp: hoursAfterFiling(index * 3),
    isFromAdmin: fromSupport,
    attachments:
      index % 25 === 3
        ? [
            { id: null, name: 'statement-october.pdf' },
            { id: null, name: 'screenshot-wallet-history-with-a-very-long-file-name-from-the-exchange-app.png' },
          ]
        : [],
    author: null,
    internal: false,
  };
});

export const LONG_TRANSACTION_DETAILS = {
  transactionType: 'Withdrawal from a custodial exchange account to a self-custody wallet',
  network: 'Ethereum mainnet, bridged from Arbitrum One through the canonical bridge',
  gasPriceAtTime: '38.123456789 gwei (base) + 2.5 gwei (priority)',
  expectedFeeRange: '0.0012 - 0.0017 ETH',
  actualFeeCharged: '0.0094 ETH',
  feeDiscrepancy: '+683%',
  sample: false,
};

export const longDispute: Dispute = {
  id: 'DSP-100001',
  type: 'unauthorized_transaction',
  transactionId: `0x${'9f3c7ab2'.repeat(16)}`,
  amount: 987_654_321.99,
  status: 'Under Review',
  createdAt: hoursAfterFiling(0),
  userEmail: 'demo@example.com',
  transactionDate: '2026-09-28',
  description: LONG_DESCRIPTION,
  contactEmail: 'maximiliana-alexandrina.konstantinopoulou-vanderbergh@customer-support.example-exchange.com',
  contactPhone: '+44 20 7946 0958 extension 4471 (weekdays after 6 pm)',
  termsAccepted: true,
  userId: 'usr-1',
  messages: longMessages,
  timeline: [
    { status: 'New', timestamp: hoursAfterFiling(0), details: 'Dispute submitted' },
    { status: 'In Progress', timestamp: hoursAfterFiling(30), details: 'Assigned to an investigator' },
    {
      status: 'Under Review',
      timestamp: hoursAfterFiling(120),
      details: `Evidence and on-chain data under review; the exchange was asked for its withdrawal logs and the compliance report for ${LONG_WORD}.`,
    },
  ],
  transactionDetails: LONG_TRANSACTION_DETAILS,
  technicalAnalysis: null,
  network: null,
  asset: null,
  fromAddress: null,
  toAddress: null,
  memo: null,
  // Support replied in time; the resolution is overdue, and says so on both sides.
  sla: SLA_SAMPLES.resolutionOverdue,
};
