import { screen, within } from '@testing-library/react';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminDispute } from '../../../../tests/kit/disputeFixtures';
import { renderWithProviders } from '../../../../tests/kit/renderApp';
import { AdminDisputeSchema } from '../../../api/admin';
import { formatDateTime } from '../../../components/format';
import { ResolutionOutcome } from './ResolutionOutcome';

describe('ResolutionOutcome', () => {
  it('quotes the newest support message (never an internal note) and the closing entry, whatever order they arrive in', () => {
    const dispute = v.parse(AdminDisputeSchema, {
      ...adminDispute('DSP-1'),
      status: 'Resolved',
      // Newest first, as a server may send them.
      timeline: [
        { status: 'Resolved', timestamp: '2024-05-04T12:00:00Z', details: 'Refund sent' },
        { status: 'In Progress', timestamp: '2024-05-02T12:00:00Z', details: 'Assigned' },
        { status: 'New', timestamp: '2024-05-01T12:00:00Z', details: 'Dispute filed' },
      ],
      messages: [
        {
          id: 'm4',
          content: 'Internal: chargeback filed with the exchange.',
          timestamp: '2024-05-05T12:00:00Z',
          isFromAdmin: true,
          internal: true,
        },
        { id: 'm3', content: 'Your refund is on its way.', timestamp: '2024-05-04T12:00:00Z', isFromAdmin: true },
        { id: 'm2', content: 'Here is the receipt.', timestamp: '2024-05-03T12:00:00Z', isFromAdmin: false },
        { id: 'm1', content: 'Could you send the receipt?', timestamp: '2024-05-02T12:00:00Z', isFromAdmin: true },
      ],
    });
    renderWithProviders(<ResolutionOutcome dispute={dispute} />);
    const resolution = screen.getByRole('region', { name: 'Resolution' });
    expect(within(resolution).getByText('Your refund is on its way.')).toBeInTheDocument();
    expect(within(resolution).queryByText('Could you send the receipt?')).not.toBeInTheDocument();
    // A note kept after closing is no response to the user.
    expect(within(resolution).queryByText('Internal: chargeback filed with the exchange.')).not.toBeInTheDocument();
    expect(within(resolution).getByText('Refund sent')).toBeInTheDocument();
    expect(within(resolution).getByText(formatDateTime('2024-05-04T12:00:00.000Z'))).toBeInTheDocument();
  });
});
