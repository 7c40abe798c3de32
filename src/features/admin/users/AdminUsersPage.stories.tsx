import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Admin/Users' } satisfies Meta;

const PATH = '/admin/users';

/** The seeded accounts, 10 a page; no Suspend on the admin's row. */
export const Normal = pageStory(PATH, 'admin', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
  },
});

/** A search that matches nobody: "No users match your search criteria." */
export const NoMatches = pageStory(PATH, 'admin', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search users' }), 'nobody-by-this-name');
    await expect(await canvas.findByText('No users match your search criteria.')).toBeInTheDocument();
  },
});

/** The admin is signed in, but the user list answers 500: the error state with Retry. */
export const Failing = failingStory(PATH, 'admin', '*/api/admin/*', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load users')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
});

/** The admin is signed in and the list never arrives: its loading state. */
export const Slow = hangingStory(PATH, 'admin', '*/api/admin/*', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading users...')).toBeInTheDocument();
  },
});
