import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateTime } from '../format';
import { SLA_SAMPLES } from './clocks.storyData';
import { SupportAim } from './SupportAim';

/** What the user reads about support's aims (docs/texts.md#the-clock), on the dispute page and the dashboard. */
const meta = {
  title: 'Components/SupportAim',
  component: SupportAim,
  parameters: { layout: 'padded' },
  args: { sla: SLA_SAMPLES.replySoon, status: 'New' },
} satisfies Meta<typeof SupportAim>;
export default meta;

type Story = StoryObj<typeof meta>;

const shows =
  (...lines: string[]): Story['play'] =>
  async ({ canvasElement }) => {
    await expect([...canvasElement.querySelectorAll('p')].map((line) => line.textContent)).toEqual(lines);
  };

/** No reply yet: both aims. */
export const Running: Story = {
  play: shows(
    `Support aims to reply by ${formatDateTime('2026-12-03T11:00:00.000Z')}`,
    `Support aims to resolve this by ${formatDateTime('2026-12-04T14:00:00.000Z')}`,
  ),
};

/** Support replied in time: the resolution's aim alone. */
export const ReplyMet: Story = {
  args: { sla: SLA_SAMPLES.resolutionRunning, status: 'In Progress' },
  play: shows(`Support aims to resolve this by ${formatDateTime('2026-12-04T14:00:00.000Z')}`),
};

/** Support wrote last: the clock waits for the user. */
export const Paused: Story = {
  args: { sla: SLA_SAMPLES.resolutionPaused, status: 'In Progress' },
  play: shows('Waiting for your reply'),
};

/** Support is late, and says so. */
export const Breached: Story = {
  args: { sla: SLA_SAMPLES.replyOverdue },
  play: shows(
    `Support's reply is overdue; it was due ${formatDateTime('2026-12-02T06:00:00.000Z')}`,
    `Support aims to resolve this by ${formatDateTime('2026-12-04T14:00:00.000Z')}`,
  ),
};

/** A closed dispute: no aim at all. */
export const Closed: Story = {
  args: { sla: SLA_SAMPLES.closedMet, status: 'Resolved' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Support aims|Waiting for your reply/)).toBeNull();
  },
};
