/** Filling /new-dispute's form with a valid filing, as a person would, in the jsdom suites. */
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const NEW_DISPUTE_DESCRIPTION = 'The exchange charged me twice for the same withdrawal.';

/** Fills every required field of the form on screen (transaction 0xabc123, 125.5 on 2026-11-01) and ticks the terms. */
export async function fillNewDisputeForm(user: UserEvent, description = NEW_DISPUTE_DESCRIPTION): Promise<void> {
  await user.selectOptions(screen.getByLabelText('Dispute type'), 'fee_dispute');
  await user.type(screen.getByLabelText('Transaction ID'), '0xabc123');
  await user.type(screen.getByLabelText('Transaction date'), '2026-11-01');
  await user.type(screen.getByLabelText('Amount'), '125.5');
  await user.type(screen.getByLabelText('Description'), description);
  await user.click(screen.getByRole('checkbox', { name: 'I confirm that the information provided is accurate' }));
}
