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

const onEthereum: Dispute = {
  ...dispute,
  network: 'ethereum',
  asset: 'USDT',
  transactionId: `0x${'7d2e9b41'.repeat(8)}`,
  fromAddress: '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  toAddress: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
};

/** A dispute that names its network: the asset beside it, both addresses, each value linked to Etherscan in a new tab. */
export const WithNetwork: Story = {
  tags: ['state:full'],
  args: { dispute: onEthereum },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'View on etherscan.io (transaction, opens in a new tab)' });
    await expect(link).toHaveAttribute('href', `https://etherscan.io/tx/${onEthereum.transactionId}`);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getAllByRole('link', { name: /address, opens in a new tab/ })).toHaveLength(2);
  },
};

/** The XRP Ledger deposit sent without its destination tag: the tag's row says "Not given". */
export const MissingDestinationTag: Story = {
  tags: ['state:empty'],
  args: {
    dispute: {
      ...dispute,
      network: 'xrp-ledger',
      asset: 'XRP',
      transactionId: 'B9FD02FD93A08F5D640A11063669AB02B201B4073817B43D4149BFBAA729EBA8',
      toAddress: 'rUW1mKQXq22BRGHN16DAyKJtBhotb5bc7b',
      memo: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Destination tag')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Not given')).toBeInTheDocument();
  },
};

/** A network this app does not know (another server's): its id as sent, and no explorer link. */
export const UnknownNetwork: Story = {
  tags: ['state:full'],
  args: {
    dispute: {
      ...onEthereum,
      network: 'cardano',
      asset: 'ADA',
      toAddress:
        'addr1qx2fxv2umyhttkxyxp8x0dlpdt3k6cwng5pxj3jhsydzer3n0d3vllmyqwsx5wktcd8cc3sq835lu7drv2xwl2wywfgse35a3x',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('cardano')).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The network's facts on a 390 px phone: long hashes and links wrap. */
export const WithNetworkOnPhone: Story = {
  tags: ['state:narrow'],
  args: { dispute: onEthereum },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
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
