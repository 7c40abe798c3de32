import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  storyWithHandlers,
  showsErrorState,
  type PageStory,
} from '../../../../.storybook/pageStory';
import { LONG_ID, LONG_MESSAGE_COUNT, longDispute } from './EnhancedDisputePage.storyData';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Disputes/Enhanced Dispute', tags: ['screen:/enhanced-dispute/:id'] } satisfies Meta;

const currentStep =
  (title: string): NonNullable<PageStory['play']> =>
  async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Dispute progress' });
    const current = within(list)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    await expect(current).toHaveTextContent(title);
  };

/** In Progress: Investigation is the current step. */
export const InProgress = {
  ...pageStory('/enhanced-dispute/DSP-100004', 'user', { play: currentStep('Investigation') }),
  tags: ['state:full'],
};

/** Under Review: Legal Action is the current step. */
export const UnderReview = pageStory('/enhanced-dispute/DSP-100008', 'user', { play: currentStep('Legal Action') });

/** Resolved: all four steps done. */
export const Resolved = pageStory('/enhanced-dispute/DSP-100010', 'user', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Resolved on /)).toBeInTheDocument();
  },
});

/** Rejected: the tracker ends, declined, at the step the case reached. */
export const Rejected = pageStory('/enhanced-dispute/DSP-100013', 'user', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Declined at /)).toBeInTheDocument();
  },
});

/** Just filed: no messages yet, the reply box ready, the first step done. */
export const JustFiled = {
  ...pageStory('/enhanced-dispute/DSP-100001', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const messages = await canvas.findByRole('region', { name: 'Messages' });
      await expect(
        within(messages).getByText('No messages yet. Write to support below and they will reply here.'),
      ).toBeInTheDocument();
      await expect(canvas.getByText('Submitted: waiting for an investigator')).toBeInTheDocument();
    },
  }),
  tags: ['state:empty'],
};

/** Another user's dispute answers 404, like a missing one. */
export const NotFound = pageStory('/enhanced-dispute/DSP-100016', 'user', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
  },
});

/** The dispute call answers 500: ErrorState with Retry. */
export const Failing = {
  ...failingStory(
    '/enhanced-dispute/DSP-100004',
    'user',
    { get: '*/api/disputes/:id' },
    {
      play: showsErrorState('The dispute could not be loaded'),
    },
  ),
  tags: ['state:error'],
};

/** The dispute call never answers: "Loading dispute details...". */
export const Slow = {
  ...hangingStory(
    '/enhanced-dispute/DSP-100004',
    'user',
    { get: '*/api/disputes/:id' },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText('Loading dispute details...')).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:loading'],
};

/** A long id, hash, email and description, and 100 messages: everything wraps, nothing overflows. */
export const LongContent = {
  ...storyWithHandlers(
    `/enhanced-dispute/${LONG_ID}`,
    'user',
    [http.get('*/api/disputes/:id', () => HttpResponse.json(longDispute))],
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('heading', { level: 1, name: `Dispute ${LONG_ID}` })).toBeInTheDocument();
        const thread = canvas.getByRole('list', { name: 'Messages' });
        await expect(within(thread).getAllByRole('listitem')).toHaveLength(LONG_MESSAGE_COUNT);
        fitsWidth();
      },
    },
  ),
  tags: ['state:long'],
};

/** The same long dispute on a 390 px phone: the id, hash and email break, the page does not scroll sideways. */
export const LongContentOnPhone = { ...onPhone(LongContent), tags: ['state:long'] };

/** An In Progress dispute on a 390 px phone: the steps in a column, the panels stacked. */
export const OnPhone = {
  ...onPhone(
    pageStory('/enhanced-dispute/DSP-100004', 'user', {
      play: async (context) => {
        await currentStep('Investigation')(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
