import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { TimelineEntry } from '../api';
import { StatusTimeline } from './StatusTimeline';

// The details are the sentences the demo data and the admin's resolutions write (mocks/db/seed.ts,
// mocks/handlers/admin.ts), so the timeline reads as it does in the app.
const filed: TimelineEntry = { status: 'New', timestamp: '2026-11-01T09:00:00.000Z', details: 'Dispute submitted' };
const assigned: TimelineEntry = {
  status: 'In Progress',
  timestamp: '2026-11-02T10:30:00.000Z',
  details: 'Assigned to an investigator',
};
const reviewed: TimelineEntry = {
  status: 'Under Review',
  timestamp: '2026-11-04T15:45:00.000Z',
  details: 'Evidence and on-chain data under review',
};

const longHistory: TimelineEntry[] = [
  filed,
  assigned,
  reviewed,
  {
    status: 'Under Review',
    timestamp: '2026-11-05T08:10:00.000Z',
    details: 'Additional information requested from the user',
  },
  { status: 'In Progress', timestamp: '2026-11-09T13:20:00.000Z', details: 'Assigned to an investigator' },
  { status: 'Under Review', timestamp: '2026-11-12T16:00:00.000Z', details: 'Evidence and on-chain data under review' },
  { status: 'Resolved', timestamp: '2026-11-14T11:05:00.000Z', details: 'Partial refund of $1,180.00 approved' },
];

const meta = {
  title: 'Components/StatusTimeline',
  component: StatusTimeline,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { entries: [filed, assigned, reviewed] },
  argTypes: {
    // Docgen cannot read the type inferred from the schema; name it and its fields instead.
    entries: {
      table: {
        type: {
          summary: 'readonly TimelineEntry[]',
          detail: '{ status: DisputeStatus; timestamp: string (ISO 8601); details: string }',
        },
      },
    },
  },
} satisfies Meta<typeof StatusTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A dispute under review: the newest entry is highlighted and tagged "Current". */
export const Short: Story = {};

/** A dispute just filed: one entry, which is the current one. */
export const JustFiled: Story = { args: { entries: [filed] } };

/** A long history that went back and forth before it was resolved. */
export const Long: Story = { args: { entries: longHistory } };

/** A rejected dispute: the current entry takes the Rejected palette. */
export const Rejected: Story = {
  args: {
    entries: [
      filed,
      assigned,
      { status: 'Rejected', timestamp: '2026-11-06T12:00:00.000Z', details: 'Claim declined after investigation' },
    ],
  },
};

/**
 * The server may send the entries in any order; they are shown oldest first and the newest is the
 * current step, for screen readers too (`aria-current="step"`).
 */
export const OutOfOrder: Story = {
  args: { entries: [reviewed, filed, assigned] },
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    await expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual([
      filed.timestamp,
      assigned.timestamp,
      reviewed.timestamp,
    ]);
    await expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step']);
  },
};

/** No entries yet: a line of text instead of the list. */
export const Empty: Story = { args: { entries: [] } };
