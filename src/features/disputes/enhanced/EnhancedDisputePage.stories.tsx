import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory, type PageStory } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Disputes/Enhanced Dispute' } satisfies Meta;

const currentStep = (title: string): NonNullable<PageStory['play']> => async ({ canvasElement }) => {
  const list = await within(canvasElement).findByRole('list', { name: 'Dispute progress' });
  const current = within(list).getAllByRole('listitem').find((item) => item.getAttribute('aria-current') === 'step');
  await expect(current).toHaveTextContent(title);
};

/** In Progress: Investigation is the current step. */
export const InProgress = pageStory('/enhanced-dispute/DSP-100004', 'user', { play: currentStep('Investigation') });

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

/** Another user's dispute answers 404, like a missing one. */
export const NotFound = pageStory('/enhanced-dispute/DSP-100016', 'user', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
  },
});

/** The dispute call answers 500: ErrorState with Retry. */
export const Failing = failingStory('/enhanced-dispute/DSP-100004', 'user', { get: '*/api/disputes/:id' }, {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});

/** The dispute call never answers: "Loading dispute details...". */
export const Slow = hangingStory('/enhanced-dispute/DSP-100004', 'user', { get: '*/api/disputes/:id' });
