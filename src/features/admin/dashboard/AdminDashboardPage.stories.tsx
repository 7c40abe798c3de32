import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Admin/Dashboard' } satisfies Meta;

const PATH = '/admin/dashboard';

/** The demo admin, over the seeded store. */
export const Normal = pageStory(PATH, 'admin', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Showing 1–5 of \d+ disputes$/)).toBeInTheDocument();
    await expect(await canvas.findByText('New disputes')).toBeInTheDocument();
  },
});

/**
 * The admin is signed in, but every admin call answers 500: the statistics and the table each show
 * their error with Retry (the plain `failing` state would only show the sign-in redirect).
 */
export const Failing = failingStory(PATH, 'admin', '*/api/admin/*', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load the statistics')).toBeInTheDocument();
    await expect(await canvas.findByText('Could not load the disputes')).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
  },
});

/** The admin is signed in, and no admin call answers: the loading states of the statistics and the table. */
export const Slow = hangingStory(PATH, 'admin', '*/api/admin/*');

/** A shared link with search, filters and page: they are applied on arrival. */
export const FilteredUrl = pageStory(`${PATH}?q=example.net&status=New,Under%20Review&type=scam_report,fee_dispute`, 'admin', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Label queries: the page is large, and role queries over all of it are slow in jsdom.
    await expect(await canvas.findByLabelText('Search disputes')).toHaveValue('example.net');
    await expect(canvas.getByLabelText('Under Review')).toBeChecked();
    await expect(canvas.getByLabelText('Scam report')).toBeChecked();
    await expect(canvas.getByLabelText('New')).toBeChecked();
    await expect(canvas.getByLabelText('Resolved')).not.toBeChecked();
  },
});

/** A search that matches nothing: "No disputes match your search or filters." */
export const NoMatches = pageStory(`${PATH}?q=no-such-dispute&status=Rejected`, 'admin', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No disputes match your search or filters.')).toBeInTheDocument();
  },
});
