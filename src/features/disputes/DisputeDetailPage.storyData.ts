/** A long dispute for the detail page's stories: a long description, long hashes and emails, 100 messages. */
import type { Dispute, Message } from '../../api';

export const LONG_WORD = `0x${'ab'.repeat(60)}`;

const longDescription = Array.from({ length: 12 }, (_, index) =>
  `Paragraph ${index + 1}: I sent the funds through the exchange's withdrawal form and the transfer shows as confirmed on the explorer, yet nothing arrived. The address I copied was ${LONG_WORD}, and support's chatbot kept closing my ticket.`,
).join('\n\n');

const START = Date.parse('2026-10-01T09:00:00.000Z');
const HOUR = 3_600_000;

export const LONG_MESSAGE_COUNT = 100;

/** Support and the user take turns; some replies carry a long hash, some long attachment names. */
export const longMessages: Message[] = Array.from({ length: LONG_MESSAGE_COUNT }, (_, index) => ({
  id: `msg-long-${index + 1}`,
  content: index % 2 === 0
    ? `Support update ${index / 2 + 1}: we are checking the transfer with the exchange and the network explorer. We will write again as soon as we hear back from their compliance team.`
    : `Reply ${Math.ceil(index / 2)}: thank you. Here is more detail.\nThe amount was sent in two parts and the second one is still missing.${index % 10 === 5 ? ` ${LONG_WORD}` : ''}`,
  timestamp: new Date(START + index * 7 * HOUR).toISOString(),
  isFromAdmin: index % 2 === 0,
  attachments: index % 20 === 3 ? ['statement-october.pdf', 'screenshot-wallet-history-with-a-very-long-file-name-that-goes-on-and-on.png'] : [],
}));

export const longDispute: Dispute = {
  id: 'DSP-100001',
  type: 'unauthorized_transaction',
  transactionId: `0x${'9f3c'.repeat(16)}`,
  amount: 123456.78,
  status: 'Under Review',
  createdAt: new Date(START).toISOString(),
  userEmail: 'demo@example.com',
  transactionDate: '2026-09-28',
  description: longDescription,
  contactEmail: 'a.very.long.contact.address.for.testing.wrapping@subdomain.example-exchange.com',
  contactPhone: '+1 555 0100 2000',
  termsAccepted: true,
  userId: 'usr-1',
  messages: longMessages,
  timeline: [
    { status: 'New', timestamp: new Date(START).toISOString(), details: 'Dispute submitted' },
    { status: 'In Progress', timestamp: new Date(START + 30 * HOUR).toISOString(), details: 'Assigned to an investigator' },
    { status: 'Under Review', timestamp: new Date(START + 120 * HOUR).toISOString(), details: 'Evidence and on-chain data under review; the exchange was asked for its withdrawal logs and the compliance report.' },
  ],
  transactionDetails: {
    transactionType: 'Withdrawal',
    network: 'Ethereum',
    gasPriceAtTime: '38 gwei',
    expectedFeeRange: '0.0012 - 0.0017 ETH',
    actualFeeCharged: '0.0094 ETH',
    feeDiscrepancy: '+683%',
  },
  technicalAnalysis: null,
};
