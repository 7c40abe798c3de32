import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DisputeStatusSchema } from '../api';
import { StatusBadge } from './StatusBadge';

// The statuses come from the contract's schema, so a status added there shows up here for review.
const STATUSES = DisputeStatusSchema.options;

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { status: 'New' },
  argTypes: {
    // Docgen cannot read the type inferred from the schema; spell the statuses out instead.
    status: {
      control: 'select',
      options: STATUSES,
      table: { type: { summary: STATUSES.map((status) => `'${status}'`).join(' | ') } },
    },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One badge; pick the status in the controls. */
export const Playground: Story = {};

/** Every status, at the size of the dashboard tables and the dispute facts. */
export const AllStatuses: Story = {
  render: (args) => (
    <HStack gap="3" wrap="wrap">
      {STATUSES.map((status) => (
        <StatusBadge key={status} {...args} status={status} />
      ))}
    </HStack>
  ),
};

/** Every status, large, as in the heading of the admin review page. */
export const AllStatusesLarge: Story = {
  args: { size: 'lg' },
  render: AllStatuses.render,
};
