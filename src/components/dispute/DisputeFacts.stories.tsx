import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LONG_TRANSACTION_DETAILS, longDispute } from '../../../.storybook/longDispute';
import type { Dispute } from '../../api';
import { DisputeFactsList, FactRow, TransactionDetailsList } from './DisputeFacts';

const dispute: Dispute = {
  id: 'DSP-100008',
  type: 'fee_dispute',
  transactionId: '0x7d2e9b41c3a8f6e0',
  amount: 1250,
  status: 'Under Review',
  createdAt: '2026-11-01T09:00:00.000Z',
  userEmail: 'demo@example.com',
  transactionDate: '2026-10-30',
  description: 'The exchange charged me twice for one withdrawal.',
  contactEmail: 'demo@example.com',
  contactPhone: '+1 555 0100',
  termsAccepted: true,
  userId: 'usr-1',
  messages: [],
  timeline: [],
  transactionDetails: null,
  technicalAnalysis: null,
  network: null,
  asset: null,
  fromAddress: null,
  toAddress: null,
  memo: null,
};

const meta = {
  title: 'Components/DisputeFactsList',
  component: DisputeFactsList,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { dispute },
  argTypes: {
    // Docgen cannot read the type inferred from the schema; name it instead.
    dispute: { table: { type: { summary: 'Dispute' } } },
  },
} satisfies Meta<typeof DisputeFactsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As on the user's dispute page: every fact, "Filed" for when it was created. */
export const UserPage: Story = {
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Filed')).toBeInTheDocument();
  },
};

/** As in the admin review's card: denser, with a fact only the admin side adds after the common ones. */
export const AdminReview: Story = {
  tags: ['state:full'],
  args: {
    size: 'sm',
    children: (
      <FactRow size="sm" label="User">
        {dispute.userEmail}
      </FactRow>
    ),
  },
};

/** No phone given: the muted "Not provided". */
export const NoPhone: Story = { tags: ['state:empty'], args: { dispute: { ...dispute, contactPhone: null } } };

/** Hashes with no break opportunity and a long email wrap inside the list. */
export const LongValues: Story = { tags: ['state:long'], args: { dispute: longDispute } };

/** The same long values on a 390 px phone. */
export const LongValuesOnPhone: Story = {
  tags: ['state:narrow'],
  args: { dispute: longDispute },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The system's transaction details, long values included. */
export const TransactionDetails: Story = {
  tags: ['state:long'],
  render: () => <TransactionDetailsList details={LONG_TRANSACTION_DETAILS} />,
};
