import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DisputeSummary } from '../../api';
import { disputeColumns, DisputeRowsTable, FROM_TABLET, type DisputeColumn } from './DisputeRowsTable';

const row = (index: number, overrides: Partial<DisputeSummary> = {}): DisputeSummary => ({
  id: `DSP-10000${index}`,
  type: 'fee_dispute',
  transactionId: `0x${index}f3c7ab2`,
  amount: 1000 + index * 250.5,
  status: 'In Progress',
  createdAt: `2026-11-0${index}T09:00:00.000Z`,
  userEmail: 'demo@example.com',
  assignee: null,
  lastMessageAt: null,
  awaiting: null,
  awaitingSince: null,
  ...overrides,
});

const rows: DisputeSummary[] = [
  row(1, { status: 'New', type: 'scam_report' }),
  row(2),
  row(3, { status: 'Resolved', type: 'unauthorized_transaction' }),
];

/** The user's dashboard's columns: type and date give way on a phone. */
const userColumns: DisputeColumn[] = [
  disputeColumns.id('Dispute ID'),
  disputeColumns.type(FROM_TABLET),
  disputeColumns.amount(),
  disputeColumns.status(),
  disputeColumns.filed(FROM_TABLET),
  disputeColumns.open({
    text: 'View Details',
    nameOf: (id) => `View Details for ${id}`,
    hrefOf: (id) => `/dispute/${id}`,
  }),
];

/** A column of one side's own, between the shared ones (the admin desk adds several). */
const emailColumn: DisputeColumn = { id: 'user', title: 'User', render: (dispute) => dispute.userEmail };

/** The date column is titled "Filed"; each row's link is named with its dispute's id. */
const linksEachRow: NonNullable<StoryObj['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('columnheader', { name: 'Filed' })).toBeInTheDocument();
  await expect(canvas.getByRole('link', { name: 'View Details for DSP-100002' })).toHaveAttribute(
    'href',
    '/dispute/DSP-100002',
  );
};

const meta = {
  title: 'Components/DisputeRowsTable',
  component: DisputeRowsTable,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { disputes: rows, columns: userColumns, label: 'Disputes table', highlightOnHover: true },
  argTypes: {
    // Docgen cannot read the types inferred from the schema; name them instead.
    disputes: { table: { type: { summary: 'readonly DisputeSummary[]' } } },
    columns: { table: { type: { summary: 'readonly DisputeColumn[]' } } },
  },
} satisfies Meta<typeof DisputeRowsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The user's dashboard's table: each row's link names its dispute. */
export const UserColumns: Story = { tags: ['state:full'], play: linksEachRow };

/** A side's own column among the shared ones, the link column kept in view. */
export const ExtraColumn: Story = {
  tags: ['state:full'],
  args: {
    highlightOnHover: false,
    columns: [
      disputeColumns.id('ID'),
      emailColumn,
      disputeColumns.type(),
      disputeColumns.amount(),
      disputeColumns.status(),
      disputeColumns.filed(),
      disputeColumns.open({
        text: 'Review',
        nameOf: (id) => `Review ${id}`,
        hrefOf: (id) => `/admin/dispute/${id}`,
        style: { position: 'sticky', insetInlineEnd: '0', bg: 'bg' },
      }),
    ],
  },
};

/** Long ids and a huge amount: the table scrolls sideways inside its box; the page does not. */
export const LongValues: Story = {
  tags: ['state:long'],
  args: { disputes: [row(1, { id: `DSP-${'9'.repeat(60)}`, amount: 987_654_321_987.99 }), row(2)] },
};

/** On a 390 px phone: type and date hidden, nothing wider than the screen. */
export const OnPhone: Story = {
  tags: ['state:narrow'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('columnheader', { name: 'Type' })).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
