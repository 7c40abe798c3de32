import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingStory, hangingStory, onPhone, pageStory } from '../../../../.storybook/pageStory';
import { LONG_ADMIN_NAME, LONG_USER_COUNT, longUsers } from './AdminUsersPage.storyData';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Admin/Users', tags: ['screen:/admin/users'] } satisfies Meta;

const PATH = '/admin/users';

/** The seeded accounts, 10 a page; no Suspend on the admin's row. */
export const Normal = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('table')).toBeInTheDocument();
      await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** A search that matches nobody: "No users match your search criteria." */
export const NoMatches = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search users' }), 'nobody-by-this-name');
      await expect(await canvas.findByText('No users match your search criteria.')).toBeInTheDocument();
    },
  }),
  tags: ['state:empty'],
};

/** The admin is signed in, but the user list answers 500: the error state with Retry. */
export const Failing = {
  ...failingStory(PATH, 'admin', '*/api/admin/*', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Could not load users')).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    },
  }),
  tags: ['state:error'],
};

/** The admin is signed in and the list never arrives: its loading state. */
export const Slow = {
  ...hangingStory(PATH, 'admin', '*/api/admin/*', {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText('Loading users...')).toBeInTheDocument();
    },
  }),
  tags: ['state:loading'],
};

/**
 * 64 accounts with long names, usernames, emails and wallets: 10 rows a page over 7 pages; the
 * long texts wrap, so on a desktop the whole row is in view, and the page never scrolls sideways.
 */
export const LongContent = {
  ...pageStory(PATH, 'admin', {
    parameters: { msw: { handlers: [http.get('*/api/admin/users', () => HttpResponse.json(longUsers))] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const table = await canvas.findByRole('table');
      // A header row and 10 body rows.
      await expect(within(table).getAllByRole('row')).toHaveLength(11);
      await expect(within(table).getByText(LONG_ADMIN_NAME)).toBeInTheDocument();
      await expect(canvas.getByText(`Showing 1–10 of ${LONG_USER_COUNT}`)).toBeInTheDocument();
      // On a desktop the long texts wrap, so the table fits its box and Suspend is in view unscrolled.
      const box = table.parentElement;
      await expect(box?.scrollWidth).toBeLessThanOrEqual(box?.clientWidth ?? 0);
      fitsWidth();
    },
  }),
  tags: ['state:long'],
};

/** The seeded accounts on a 390 px phone: the table scrolls sideways in its box, the page does not. */
export const Phone = {
  ...onPhone(
    pageStory(PATH, 'admin', {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('table')).toBeInTheDocument();
        await expect(canvas.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
        await expect(window.innerWidth).toBe(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};

/** End sessions on a user's row, confirmed: the toast says how many devices were signed out. */
export const EndSessions = {
  ...pageStory(PATH, 'admin', {
    parameters: {
      msw: { handlers: [http.post('*/api/admin/users/:id/sessions/end', () => HttpResponse.json({ ended: 3 }))] },
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search users' }), 'demo@example.com');
      await userEvent.click(await canvas.findByRole('button', { name: 'End sessions of Alex Morgan' }));
      const page = within(document.body);
      const dialog = within(await page.findByRole('alertdialog', { name: "End Alex Morgan's sessions?" }));
      await userEvent.click(dialog.getByRole('button', { name: 'End sessions' }));
      // The toast slides in: visible once its entrance has run.
      const toast = await page.findByText('Signed out of 3 devices');
      await waitFor(() => expect(toast).toBeVisible());
    },
  }),
  tags: ['state:full'],
};
