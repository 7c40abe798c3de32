/** Data for the admin review page's long story, typed with the app's own API types. */
import type { AdminDispute, Message, SimilarCase } from '../../../api';

/** An id with no break opportunity, as another server's ids may be: the heading must still wrap. */
export const LONG_ID = 'DSP7f3c9a1e5b2d4c6a8e0f1a3b5c7d9e1f2a4b6c8d0e';

/** The number of messages on the long dispute. */
export const LONG_MESSAGE_COUNT = 100;

export const LONG_USER_NAME = {
  firstName: 'Maximiliana-Alexandrina Bartholomea',
  lastName: 'Featherstonehaugh-Worthington-Vanderbilt',
};

export const LONG_USER_EMAIL = 'maximiliana.alexandrina.featherstonehaugh-worthington@customer-accounts.very-long-exchange-domain.example.com';

const LONG_WORD = `0x${'ab'.repeat(60)}`;
const START = Date.parse('2026-10-01T09:00:00.000Z');
const HOUR = 3_600_000;

const longDescription = Array.from({ length: 12 }, (_, index) =>
  `Paragraph ${index + 1}: I sent the funds through the exchange's withdrawal form and the transfer shows as confirmed on the explorer, yet nothing arrived. The address I copied was ${LONG_WORD}, and support's chatbot kept closing my ticket.`,
).join('\n\n');

/** The newest support message of the 100: a closed review shows it as the response to the user. */
export const LAST_SUPPORT_MESSAGE = `Final answer: we have refunded the full amount to ${LONG_WORD}. It can take up to 24 hours to show in your wallet.`;

/** Support and the user in turn, support last but one. */
const messages: Message[] = Array.from({ length: LONG_MESSAGE_COUNT }, (_, index) => ({
  id: `msg-long-${index + 1}`,
  content: index % 2 === 0
    ? index === LONG_MESSAGE_COUNT - 2
      ? LAST_SUPPORT_MESSAGE
      : `Support update ${index / 2 + 1}: we are checking the transfer with the exchange and the network explorer, and will write again as soon as their compliance team answers.`
    : `Reply ${Math.ceil(index / 2)}: thank you. The amount was sent in two parts and the second one is still missing.${index % 10 === 1 ? ` ${LONG_WORD}` : ''}`,
  timestamp: new Date(START + index * 3 * HOUR).toISOString(),
  isFromAdmin: index % 2 === 0,
  attachments: index % 25 === 3 ? ['screenshot-wallet-history-with-a-very-long-file-name-from-the-exchange-app.png'] : [],
}));

export const longAdminDispute: AdminDispute = {
  id: LONG_ID,
  type: 'unauthorized_transaction',
  transactionId: `0x${'9f3c'.repeat(16)}`,
  amount: 987_654_321.99,
  status: 'Under Review',
  createdAt: new Date(START).toISOString(),
  userEmail: LONG_USER_EMAIL,
  transactionDate: '2026-09-28',
  description: longDescription,
  contactEmail: `contact.${LONG_USER_EMAIL}`,
  contactPhone: '+44 20 7946 0958 extension 1234567890',
  termsAccepted: true,
  userId: 'usr-long-1',
  messages,
  timeline: [
    { status: 'New', timestamp: new Date(START).toISOString(), details: 'Dispute submitted' },
    { status: 'In Progress', timestamp: new Date(START + 30 * HOUR).toISOString(), details: 'Assigned to an investigator' },
    {
      status: 'Under Review',
      timestamp: new Date(START + 120 * HOUR).toISOString(),
      details: `Evidence and on-chain data under review; the exchange was asked for its withdrawal logs and the compliance report for ${LONG_WORD}.`,
    },
  ],
  transactionDetails: {
    transactionType: 'Withdrawal to an external wallet through the exchange’s batch payout service',
    network: 'Ethereum mainnet, bridged from Arbitrum One through the canonical bridge',
    gasPriceAtTime: '38.123456789 gwei (base) + 2.5 gwei (priority)',
    expectedFeeRange: '0.001200000000000000 - 0.001700000000000000 ETH',
    // Another server may give the fee in wei: one long word of digits.
    actualFeeCharged: '9400000000000000000000000000000000000000000000000000 wei',
    feeDiscrepancy: '+683.333333333333%',
  },
  technicalAnalysis: {
    systemReport: `The withdrawal was signed by a session key created 4 minutes earlier from a new device. Destination ${LONG_WORD} received 14 other withdrawals from unrelated accounts within the hour.`,
    recommendation: 'Refund from the exchange’s insurance pool and lock the session key; ask the user to rotate their API keys and re-enable two-factor authentication on a device they control.',
  },
  user: {
    ...LONG_USER_NAME,
    email: LONG_USER_EMAIL,
    walletAddress: `bc1q${'w508d6qejxtdg4y5r3zarvary0c5xw7k'.repeat(2)}`,
    createdAt: new Date(START - 800 * 24 * HOUR).toISOString(),
    previousDisputes: 123_456,
  },
  adminNotes: `Checked with the exchange on ${new Date(START + 48 * HOUR).toISOString()}: they confirm the session key. ${LONG_WORD}`,
};

/** The same dispute once resolved: the outcome, with the newest support message, instead of the form. */
export const longResolvedDispute: AdminDispute = {
  ...longAdminDispute,
  status: 'Resolved',
  timeline: [
    ...longAdminDispute.timeline,
    { status: 'Resolved', timestamp: new Date(START + 300 * HOUR).toISOString(), details: `Refund approved and sent to the wallet on file, ${LONG_WORD}` },
  ],
};

/** Five similar cases with long ids and long descriptions (shown two lines at most). */
export const longSimilarCases: SimilarCase[] = Array.from({ length: 5 }, (_, index) => ({
  id: `${LONG_ID}${index + 1}`,
  status: index % 2 === 0 ? 'Resolved' : 'Rejected',
  description: `${longDescription.slice(0, 400)} ${LONG_WORD}`,
}));
