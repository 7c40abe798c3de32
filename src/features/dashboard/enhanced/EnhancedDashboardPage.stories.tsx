import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory, type PageStory } from '../../../../.storybook/pageStory';
import { calls } from '../../../api';

export default { title: 'Pages/Dashboard/Enhanced Dashboard' } satisfies Meta;

const PATH = '/enhanced-dashboard';

/** A visitor who has just signed up: no disputes at all. */
async function signUpFresh() {
  const stamp = Math.random().toString(36).slice(2, 10);
  await calls.register({ body: { username: `story.${stamp}`, email: `story.${stamp}@example.com`, password: 'Sup3r-secret!', walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f', firstName: 'Nova' } });
  return {};
}

/** The demo user's 15 disputes: attention list first, the figures, then the three charts. */
export const User = pageStory(PATH, 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Disputes by status' })).toBeInTheDocument();
    await expect((await canvas.findAllByRole('link', { name: /^Reply needed on / })).length).toBeGreaterThan(0);
  },
});

/** "Show as table" swaps a chart for its numbers. */
export const ChartAsTable = pageStory(PATH, 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Amounts by type' });
    await userEvent.click(within(section).getByRole('button', { name: 'Show as table' }));
    await expect(within(section).getByRole('table', { name: 'Disputed amount by type' })).toBeVisible();
  },
});

/** A new account: a friendly empty state with a way to file, not five empty charts. */
export const NewUser: PageStory = {
  ...pageStory(PATH, 'signedOut'),
  loaders: [signUpFresh],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'File your first dispute' })).toBeInTheDocument();
  },
};

/** The disputes call answers 500: ErrorState with Retry. */
export const Failing = failingStory(PATH, 'user', { get: '*/api/disputes' }, {
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});

/** The disputes call never answers: "Loading dashboard...". */
export const Slow = hangingStory(PATH, 'user', { get: '*/api/disputes' });
