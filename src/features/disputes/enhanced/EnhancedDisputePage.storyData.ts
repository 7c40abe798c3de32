/**
 * A long dispute for the enhanced dispute page's stories: a long id, hash and email, a long
 * description, a long timeline and a thread of exactly 100 messages.
 */
import type { Dispute, Message } from '../../../api';

export const LONG_ID = 'DSP-2026-WITHDRAWAL-000104213-9f3c7ab2e41d58c0';
export const LONG_MESSAGE_COUNT = 100;

const START = Date.parse('2026-03-02T09:00:00.000Z');
const HOUR = 3_600_000;
const LONG_WORD = `0x${'ab'.repeat(60)}`;

const description = Array.from({ length: 8 }, (_, index) =>
  `Paragraph ${index + 1}: I withdrew the funds through the exchange's form and the explorer shows the transfer as confirmed, yet nothing reached my wallet. The receiving address I copied was ${LONG_WORD}, and the exchange's chat assistant closed my ticket twice without an answer.`,
).join('\n\n');

const messages: Message[] = Array.from({ length: LONG_MESSAGE_COUNT }, (_, index) => {
  const fromSupport = index % 2 === 0;
  const turn = Math.floor(index / 2) + 1;
  return {
    id: `msg-long-${index + 1}`,
    content: fromSupport
      ? `Support update ${turn}: we are checking the transfer with the exchange and the network explorer, and will write again as soon as their compliance team answers.`
      : `Reply ${turn}: thank you. The amount left in two parts and the second is still missing.${index % 10 === 1 ? `\nThe transaction hash is ${LONG_WORD}.` : ''}`,
    timestamp: new Date(START + index * 5 * HOUR).toISOString(),
    isFromAdmin: fromSupport,
    attachments: index % 25 === 3 ? ['exchange-statement-march-2026.pdf', 'screenshot-of-the-wallet-history-with-a-very-long-file-name-showing-both-transfers.png'] : [],
  };
});

export const longDispute: Dispute = {
  id: LONG_ID,
  type: 'unauthorized_transaction',
  transactionId: `0x${'9f3c7ab2'.repeat(16)}`,
  amount: 987_654_321.99,
  status: 'Under Review',
  createdAt: new Date(START).toISOString(),
  userEmail: 'maximiliana-alexandrina.konstantinopoulou-vanderbergh@customer-support.example-exchange.com',
  transactionDate: '2026-02-27',
  description,
  contactEmail: 'maximiliana-alexandrina.konstantinopoulou-vanderbergh@customer-support.example-exchange.com',
  contactPhone: '+44 20 7946 0958 extension 4471 (weekdays after 6 pm)',
  termsAccepted: true,
  userId: 'usr-1',
  messages,
  timeline: [
    { status: 'New', timestamp: new Date(START).toISOString(), details: 'Dispute submitted' },
    { status: 'In Progress', timestamp: new Date(START + 30 * HOUR).toISOString(), details: 'Assigned to an investigator' },
    {
      status: 'Under Review',
      timestamp: new Date(START + 120 * HOUR).toISOString(),
      details: 'Evidence and on-chain data under review: the exchange was asked for its withdrawal logs, the compliance report and the records of both transfers.',
    },
  ],
  transactionDetails: {
    transactionType: 'Withdrawal from a custodial exchange account to a self-custody wallet',
    network: 'Ethereum mainnet, bridged from Arbitrum One',
    gasPriceAtTime: '38 gwei',
    expectedFeeRange: '0.0012 - 0.0017 ETH',
    actualFeeCharged: '0.0094 ETH',
    feeDiscrepancy: '+683%',
  },
  technicalAnalysis: null,
};
