import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { calls } from '../../../api';
import { DEMO_ADMIN } from '../../../../mocks/db/seed';
import { seededRandom } from './simulation/random';
import { nextSupportMessage, sampleSupportMessages, type SupportMessage } from './simulation/support';
import { newVisitor, sampleVisitors, type Visitor } from './simulation/visitors';
import { SupportPanel } from './SupportPanel';
import { VisitorPanel } from './VisitorPanel';

/** The two simulated panels on their own; they keep ticking (30 s and 15 s) while shown. */
export default {
  title: 'Admin/Dashboard/Live panels',
  decorators: [(Story) => <Box p="4" maxW="md"><Story /></Box>],
  // Signed in as the demo admin, so Assign names them.
  loaders: [async () => { await calls.login({ body: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password } }); return {}; }],
} satisfies Meta;

type Story = StoryObj;

const NOW = Date.parse('2026-11-21T12:00:00Z');
const MINUTE = 60_000;

function busyMessages(): SupportMessage[] {
  const random = seededRandom(2026);
  const live = Array.from({ length: 7 }, (_, i) => {
    const message = nextSupportMessage(random, NOW - (i + 1) * 4 * MINUTE, 90 + i);
    return i % 3 === 1 ? { ...message, status: 'assigned' as const, assignedTo: 'Support team' } : message;
  });
  return [...live, ...sampleSupportMessages(NOW - 30 * MINUTE)];
}

function busyVisitors(): Visitor[] {
  const random = seededRandom(7);
  const arrivals = Array.from({ length: 7 }, (_, i) => ({
    ...newVisitor(random, NOW - i * 2 * MINUTE, 60 + i),
    status: i % 4 === 3 ? ('idle' as const) : ('active' as const),
  }));
  return [...arrivals, ...sampleVisitors(NOW)].slice(0, 12);
}

export const SupportBusy: Story = { render: () => <SupportPanel initialMessages={busyMessages()} random={seededRandom(1)} /> };
export const SupportEmpty: Story = { render: () => <SupportPanel initialMessages={[]} random={seededRandom(1)} /> };
export const VisitorsBusy: Story = { render: () => <VisitorPanel initialVisitors={busyVisitors()} random={seededRandom(1)} /> };
export const VisitorsEmpty: Story = { render: () => <VisitorPanel initialVisitors={[]} random={seededRandom(1)} /> };
