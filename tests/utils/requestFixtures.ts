/** A new-dispute body every request rule accepts, for tests that change one field of it. */
import type { CreateDisputeRequest } from '../../src/api';

export const validDispute: CreateDisputeRequest = {
  type: 'fee_dispute',
  transactionId: '0xabc123',
  transactionDate: '2026-03-01',
  amount: 42.5,
  description: 'The exchange charged a fee far above the quoted amount.',
  contactEmail: 'mary@example.org',
  termsAccepted: true,
};
