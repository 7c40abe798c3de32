/** A new-dispute body every request rule accepts, for tests that change one field of it. */
import type { CreateDisputeRequest } from '../../src/api/disputeRequest';

export function validDispute(overrides: Partial<CreateDisputeRequest> = {}): CreateDisputeRequest {
  return {
    type: 'fee_dispute',
    transactionId: '0xabc123def456',
    transactionDate: '2026-11-18',
    amount: 42.5,
    description: 'The exchange charged a fee far above the quoted amount.',
    contactEmail: 'demo@example.com',
    contactPhone: '+1 555 0100',
    termsAccepted: true,
    ...overrides,
  };
}
