import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SLA_SAMPLES } from '../../../components/dispute/clocks.storyData';
import { formatDateTime } from '../../../components/format';
import { ClockCard } from './ClockCard';

/** The review page's card of both clocks (docs/texts.md#the-clock), as the right-hand column holds it. */
const meta = {
  title: 'Admin/Dispute review/Clock card',
  component: ClockCard,
  decorators: [
    (Story) => (
      <Box p="4" maxW="md">
        <Story />
      </Box>
    ),
  ],
  args: { sla: SLA_SAMPLES.replySoon, status: 'New' },
} satisfies Meta<typeof ClockCard>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Reads each clock's line by its label. */
const reads =
  (firstReply: string, resolution: string): Story['play'] =>
  async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('region', { name: 'Clock' }));
    await expect(card.getByText('First reply').nextElementSibling).toHaveTextContent(firstReply);
    await expect(card.getByText('Resolution').nextElementSibling).toHaveTextContent(resolution);
  };

/** A new dispute: the first reply due within 4 h (warning), resolution running. */
export const ReplyDueSoon: Story = {
  play: reads(
    `due in 3 h (${formatDateTime('2026-12-03T11:00:00.000Z')})`,
    `due in 1 d 6 h (${formatDateTime('2026-12-04T14:00:00.000Z')})`,
  ),
};

/** No reply yet and the first reply overdue (danger). */
export const ReplyOverdue: Story = {
  args: { sla: SLA_SAMPLES.replyOverdue },
  play: reads(`overdue by 1 d 2 h (was due ${formatDateTime('2026-12-02T06:00:00.000Z')})`, 'due in 1 d 6 h'),
};

/** Support answered in time and waits on the user: resolution paused. */
export const WaitingOnUser: Story = {
  args: { sla: SLA_SAMPLES.resolutionPaused, status: 'In Progress' },
  play: reads('met', 'paused, waiting on the user (2 d 2 h left)'),
};

/** The first reply was late, and the resolution is overdue too. */
export const ResolutionOverdue: Story = {
  args: { sla: SLA_SAMPLES.resolutionOverdue, status: 'Under Review' },
  play: reads(
    `missed (was due ${formatDateTime('2026-12-01T14:00:00.000Z')})`,
    `overdue by 1 d 2 h (was due ${formatDateTime('2026-12-02T06:00:00.000Z')})`,
  ),
};

/** Resolved within both targets. */
export const ClosedInTime: Story = {
  args: { sla: SLA_SAMPLES.closedMet, status: 'Resolved' },
  play: reads('met', 'met'),
};

/** A server without clocks: no card at all. */
export const NoClocks: Story = {
  args: { sla: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Clock' })).toBeNull();
  },
};
