/** Data for the admin review page's long story: the long dispute (.storybook/longDispute.ts) as an admin sees it. */
import { type AdminDispute, type SimilarCase } from '../../../api/admin';
import {
  hoursAfterFiling,
  LONG_DESCRIPTION,
  LONG_TRANSACTION_DETAILS,
  LONG_WORD,
  longDispute,
} from '../../../../.storybook/longDispute';
import { SLA_SAMPLES } from '../../../components/dispute/clocks.storyData';

export { LAST_SUPPORT_MESSAGE } from '../../../../.storybook/longDispute';

/** An id with no break opportunity, as another server's ids may be: the heading must still wrap. */
export const LONG_ID = 'DSP7f3c9a1e5b2d4c6a8e0f1a3b5c7d9e1f2a4b6c8d0e';

export const LONG_USER_NAME = {
  firstName: 'Maximiliana-Alexandrina Bartholomea',
  lastName: 'Featherstonehaugh-Worthington-Vanderbilt',
};

export const LONG_USER_EMAIL =
  'maximiliana.alexandrina.featherstonehaugh-worthington@customer-accounts.very-long-exchange-domain.example.com';

export const longAdminDispute: AdminDispute = {
  ...longDispute,
  id: LONG_ID,
  userEmail: LONG_USER_EMAIL,
  contactEmail: `contact.${LONG_USER_EMAIL}`,
  userId: 'usr-long-1',
  transactionDetails: {
    ...LONG_TRANSACTION_DETAILS,
    // Another server may give the fee in wei: one long word of digits.
    actualFeeCharged: '9400000000000000000000000000000000000000000000000000 wei',
    feeDiscrepancy: '+683.333333333333%',
  },
  technicalAnalysis: {
    systemReport: `The withdrawal was signed by a session key created 4 minutes earlier from a new device. Destination ${LONG_WORD} received 14 other withdrawals from unrelated accounts within the hour.`,
    recommendation:
      'Refund from the exchange’s insurance pool and lock the session key; ask the user to rotate their API keys and re-enable two-factor authentication on a device they control.',
    sample: false,
  },
  user: {
    ...LONG_USER_NAME,
    email: LONG_USER_EMAIL,
    walletAddress: `bc1q${'w508d6qejxtdg4y5r3zarvary0c5xw7k'.repeat(2)}`,
    createdAt: hoursAfterFiling(-800 * 24),
    previousDisputes: 123_456,
  },
  adminNotes: `Checked with the exchange on ${hoursAfterFiling(48)}: they confirm the session key. ${LONG_WORD}`,
  assignee: null,
  awaiting: null,
  awaitingSince: null,
  confirmedScam: null,
  transactionFacts: null,
};

/** The same dispute once resolved: the outcome, with the newest support message, instead of the form. */
export const longResolvedDispute: AdminDispute = {
  ...longAdminDispute,
  status: 'Resolved',
  sla: SLA_SAMPLES.closedMissed,
  timeline: [
    ...longAdminDispute.timeline,
    {
      status: 'Resolved',
      timestamp: hoursAfterFiling(300),
      details: `Refund approved and sent to the wallet on file, ${LONG_WORD}`,
    },
  ],
};

/** Five similar cases with long ids and long descriptions (shown two lines at most). */
export const longSimilarCases: SimilarCase[] = Array.from({ length: 5 }, (_, index) => ({
  id: `${LONG_ID}${index + 1}`,
  status: index % 2 === 0 ? 'Resolved' : 'Rejected',
  description: `${LONG_DESCRIPTION.slice(0, 400)} ${LONG_WORD}`,
  shared: index === 0 ? ['transactionId', 'toAddress'] : index === 1 ? ['toAddress'] : [],
}));
