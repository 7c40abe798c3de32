import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, hangingStory, onPhone, storyWithHandlers, pageStory } from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Account/Two-step sign-in/Passkeys', tags: ['screen:/account/two-step'] } satisfies Meta;

const PATH = '/account/two-step';
const PASSKEYS = [
  {
    id: 'cred-laptop',
    name: 'Work laptop',
    createdAt: '2026-10-01T09:00:00.000Z',
    lastUsedAt: '2026-11-20T08:30:00.000Z',
  },
  { id: 'cred-phone', name: 'Phone', createdAt: '2026-11-02T12:00:00.000Z', lastUsedAt: null },
];
const withPasskeys = [http.get('*/api/auth/passkeys', () => HttpResponse.json(PASSKEYS))];

/** No passkey yet: the empty state and the form to add one. */
export const Empty = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('No passkeys yet')).toBeInTheDocument();
      await expect(canvas.getByLabelText('Passkey name')).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Add a passkey' })).toBeInTheDocument();
    },
  }),
  tags: ['state:empty'],
};

/** Two passkeys, with when each was added and last used. */
export const Listed = {
  ...storyWithHandlers(PATH, 'user', withPasskeys, {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('Work laptop')).toBeInTheDocument();
      await expect(canvas.getByText(/never used/)).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** Remove asks first, with the passkey's name. */
export const ConfirmRemove = {
  ...storyWithHandlers(PATH, 'user', withPasskeys, {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Remove passkey Phone' }));
      const dialog = await within(document.body).findByRole('alertdialog', { name: 'Remove this passkey?' });
      await expect(within(dialog).getByText('“Phone” will no longer sign you in.')).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** Add with no name: the field says what it needs. */
export const NameMissing = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Add a passkey' }));
      await expect(await canvas.findByText('Enter a name for this passkey')).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

/** The list cannot be read: the error and Try again. */
export const ListFails = {
  ...failingStory(
    PATH,
    'user',
    { get: '*/api/auth/passkeys' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('Could not load your passkeys')).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:error'],
};

/** Adding fails at the server before the device is asked: the server's sentence above the field. */
export const AddFails = {
  ...failingStory(
    PATH,
    'user',
    { post: '*/api/auth/passkeys/registration-options' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.type(await canvas.findByLabelText('Passkey name'), 'Laptop');
        await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
        await expect(
          await canvas.findByText(/Something went wrong on our side|This browser cannot use passkeys/),
        ).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:error'],
};

/** The list does not answer: its loading state. */
export const ListLoading = {
  ...hangingStory(
    PATH,
    'user',
    { get: '*/api/auth/passkeys' },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText('Loading passkeys...')).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:loading'],
};

/** The list on a 390 px phone. */
export const ListedOnPhone = {
  ...onPhone(
    storyWithHandlers(PATH, 'user', withPasskeys, {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText('Work laptop')).toBeInTheDocument();
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
