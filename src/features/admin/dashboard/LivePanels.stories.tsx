import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FAILURE_MESSAGE, onPhone } from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { DEMO_ADMIN } from '../../../../mocks/db/seed';
import { longDisputes, waitingThreads } from './AdminDashboardPage.storyData';
import { NO_WAITING_THREADS } from './desk';
import { SAMPLE_FEED_TITLE, SampleSupportFeed } from './SampleSupportFeed';
import { seededRandom } from './simulation/random';
import { nextSupportMessage, sampleSupportMessages, type SupportMessage } from './simulation/support';
import { newVisitor, sampleVisitors, type Visitor } from './simulation/visitors';
import { SUPPORT_LOAD_ERROR, SUPPORT_LOADING, SupportPanel } from './SupportPanel';
import { VisitorPanel } from './VisitorPanel';
import { signInForStory } from '../../../../.storybook/signInAdmin';

/**
 * The live panels on their own. The support panel reads the real admin list (the seeded backend, or
 * a story's handlers); the sample support feed and the visitors are simulations that keep ticking
 * (30 s and 15 s) while shown.
 */
export default {
  title: 'Admin/Dashboard/Live panels',
  decorators: [
    (Story) => (
      <Box p="4" maxW="md">
        <Story />
      </Box>
    ),
  ],
  // Signed in as the demo admin (Sam Rivera), so "Assign to me" and "mine" mean them.
  loaders: [
    async () => {
      await signInForStory(DEMO_ADMIN);
      return {};
    },
  ],
} satisfies Meta;

type Story = StoryObj;

const NOW = Date.parse('2026-11-21T12:00:00Z');
const MINUTE = 60_000;
const ADMIN_DISPUTES = '*/api/admin/disputes';

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

const panel = (canvasElement: HTMLElement) => within(canvasElement).findByRole('region', { name: 'Live support' });
const threadItems = async (canvasElement: HTMLElement) =>
  within(
    await within(await panel(canvasElement)).findByRole('list', { name: 'Threads waiting on support' }),
  ).getAllByRole('listitem');

/**
 * The story handlers' threads (storyData), the longest-waiting first, with real figures and no
 * sample feed; a resolved dispute its user wrote on again is marked and offers "Open" only.
 */
export const SupportWaiting: Story = {
  render: () => <SupportPanel sampleFeed={false} now={() => NOW} />,
  parameters: { msw: { handlers: [http.get(ADMIN_DISPUTES, () => HttpResponse.json(waitingThreads))] } },
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const items = await threadItems(canvasElement);
    await expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'DSP-100202',
      'DSP-100203',
      'DSP-100207',
      'DSP-100201',
      'DSP-100204',
    ]);
    const region = within(await panel(canvasElement));
    await expect(region.getByText('5 waiting on support')).toBeVisible();
    await expect(region.getByText('2 unassigned')).toBeVisible();
    await expect(await region.findByText('2 mine')).toBeVisible();
    // Since the oldest unanswered message, not the newest.
    await expect(items[0]).toHaveTextContent('Waiting 3 days');
    await expect(items[4]).toHaveTextContent('Waiting 5 min');
    const reopened = within(items[2] ?? canvasElement);
    await expect(reopened.getByText('Replied after closing')).toBeVisible();
    await expect(reopened.getByText('Resolved')).toBeVisible();
    await expect(reopened.queryByRole('button', { name: /^Assign / })).toBeNull();
    await expect(within(items[3] ?? canvasElement).getByText('Assigned to you')).toBeVisible();
    await expect(
      within(items[3] ?? canvasElement).queryByRole('button', { name: 'Assign DSP-100201 to me' }),
    ).toBeNull();
    await expect(region.getByRole('link', { name: 'Open DSP-100207' })).toHaveAttribute(
      'href',
      '/admin/dispute/DSP-100207',
    );
    await expect(region.queryByRole('region', { name: SAMPLE_FEED_TITLE })).toBeNull();
  },
};

/** The seeded backend: "Assign to me" on an unassigned thread assigns it for real, and the figures follow. */
export const SupportAssignToMe: Story = {
  render: () => <SupportPanel sampleFeed={false} />,
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const region = within(await panel(canvasElement));
    // "mine" shows once the session has said who is signed in.
    await region.findByText(/^\d+ mine$/);
    const button = region
      .getAllByRole('button', { name: /^Assign DSP-\d+ to me$/ })
      .find((candidate) => candidate.closest('li')?.textContent?.includes('Unassigned'));
    if (!button) throw new Error('the seed has an unassigned waiting thread');
    const item = within(button.closest('li') ?? canvasElement);
    const mine = Number(/^(\d+) mine$/.exec(region.getByText(/^\d+ mine$/).textContent ?? '')?.[1]);
    await userEvent.click(button);
    await expect(await item.findByText('Assigned to you')).toBeVisible();
    await waitFor(() => expect(region.getByText(`${mine + 1} mine`)).toBeVisible());
  },
};

/** A refused assignment says why, under the thread. */
export const SupportAssignRefused: Story = {
  render: () => <SupportPanel sampleFeed={false} now={() => NOW} />,
  parameters: {
    msw: {
      handlers: [
        http.get(ADMIN_DISPUTES, () => HttpResponse.json(waitingThreads)),
        http.post('*/api/admin/disputes/:id/assign', () =>
          HttpResponse.json({ message: 'This dispute is already resolved' }, { status: 409 }),
        ),
      ],
    },
  },
  tags: ['state:error'],
  play: async ({ canvasElement }) => {
    const region = within(await panel(canvasElement));
    await region.findByText('2 mine');
    await userEvent.click(region.getByRole('button', { name: 'Assign DSP-100204 to me' }));
    await expect(await region.findByRole('alert')).toHaveTextContent(
      'Could not assign DSP-100204 to you: This dispute is already resolved',
    );
    await expect(region.getByRole('button', { name: 'Assign DSP-100204 to me' })).toBeEnabled();
  },
};

/** Disputes, but none waiting on support. */
export const SupportEmpty: Story = {
  render: () => <SupportPanel sampleFeed={false} />,
  parameters: { msw: { handlers: [http.get(ADMIN_DISPUTES, () => HttpResponse.json(longDisputes.slice(0, 3)))] } },
  tags: ['state:empty'],
  play: async ({ canvasElement }) => {
    const region = within(await panel(canvasElement));
    await expect(await region.findByText(NO_WAITING_THREADS)).toBeVisible();
    await expect(region.getByText('0 waiting on support')).toBeVisible();
  },
};

export const SupportLoading: Story = {
  render: () => <SupportPanel sampleFeed={false} />,
  parameters: {
    msw: {
      handlers: [
        http.get(ADMIN_DISPUTES, async () => {
          await delay('infinite');
        }),
      ],
    },
  },
  tags: ['state:loading'],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SUPPORT_LOADING)).toBeVisible();
  },
};

export const SupportFailing: Story = {
  render: () => <SupportPanel sampleFeed={false} />,
  parameters: {
    msw: {
      handlers: [http.get(ADMIN_DISPUTES, () => HttpResponse.json({ message: FAILURE_MESSAGE }, { status: 500 }))],
    },
  },
  tags: ['state:error'],
  play: async ({ canvasElement }) => {
    const alert = within(await within(canvasElement).findByRole('alert'));
    await expect(alert.getByText(SUPPORT_LOAD_ERROR)).toBeVisible();
    await expect(alert.getByText(FAILURE_MESSAGE)).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};

/** The waiting threads on a 390 px phone: long emails wrap, the buttons stay in reach. */
export const SupportPhone: Story = {
  ...onPhone({
    ...SupportWaiting,
    parameters: {
      msw: {
        handlers: [
          http.get(ADMIN_DISPUTES, () =>
            HttpResponse.json([
              ...waitingThreads,
              ...longDisputes
                .slice(0, 2)
                .map((row) => ({ ...row, status: 'New' as const, awaiting: 'support' as const })),
            ]),
          ),
        ],
      },
    },
  }),
  tags: ['state:narrow'],
  play: async ({ canvasElement }) => {
    const items = await threadItems(canvasElement);
    await expect(items).toHaveLength(7);
    await expect(
      within(items[0] ?? canvasElement).getByRole('button', { name: 'Assign DSP-100202 to me' }),
    ).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    fitsWidth();
  },
};

/** Mock mode: the sample feed sits in its own labelled box, apart from the real threads and their figures. */
export const SupportWithSampleFeed: Story = {
  render: () => (
    <SupportPanel
      now={() => NOW}
      sampleFeed={{ initialMessages: busyMessages(), random: seededRandom(1), now: () => NOW }}
    />
  ),
  parameters: { msw: { handlers: [http.get(ADMIN_DISPUTES, () => HttpResponse.json(waitingThreads))] } },
  tags: ['state:full'],
  play: async ({ canvasElement }) => {
    const items = await threadItems(canvasElement);
    await expect(items).toHaveLength(5);
    const region = within(await panel(canvasElement));
    await expect(region.getByText('5 waiting on support')).toBeVisible();
    const sample = within(region.getByRole('region', { name: SAMPLE_FEED_TITLE }));
    await expect(sample.getAllByRole('button', { name: /^Assign sample message from / }).length).toBeGreaterThan(0);
    await expect(sample.queryByRole('button', { name: /to me$/ })).toBeNull();
  },
};

export const SampleFeedBusy: Story = {
  render: () => <SampleSupportFeed initialMessages={busyMessages()} random={seededRandom(1)} />,
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Sample support messages' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};
export const SampleFeedEmpty: Story = {
  render: () => <SampleSupportFeed initialMessages={[]} random={seededRandom(1)} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No support messages right now.')).toBeVisible();
  },
};
export const VisitorsBusy: Story = {
  render: () => <VisitorPanel initialVisitors={busyVisitors()} random={seededRandom(1)} />,
};
export const VisitorsEmpty: Story = { render: () => <VisitorPanel initialVisitors={[]} random={seededRandom(1)} /> };
