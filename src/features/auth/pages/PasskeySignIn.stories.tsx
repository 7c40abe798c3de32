import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, hangingStory, storyWithHandlers } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Auth/Passkey sign-in', tags: ['screen:/admin/login'] } satisfies Meta;

const PATH = '/admin/login';

/** The sign-in pages offer a passkey beside the password. */
export const Offered = {
  ...storyWithHandlers(PATH, 'signedOut', [], {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: 'Sign in with a passkey' })).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** The server cannot start the ceremony: its sentence under the button. */
export const OptionsFail = {
  ...failingStory(
    PATH,
    'signedOut',
    { post: '*/api/auth/passkeys/sign-in-options' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with a passkey' }));
        await expect(
          await canvas.findByText('Something went wrong on our side. Please try again.'),
        ).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:error'],
};

/** The ceremony is under way: the button waits for the device. */
export const Waiting = {
  ...hangingStory(
    PATH,
    'signedOut',
    { post: '*/api/auth/passkeys/sign-in-options' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Sign in with a passkey' }));
        await expect(await canvas.findByText('Waiting for your passkey...')).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:loading'],
};

/** An account whose only second step is a passkey: after the password, the passkey step. */
export const PasskeyStep = {
  ...storyWithHandlers(
    PATH,
    'signedOut',
    [
      http.post('*/api/auth/login', () =>
        HttpResponse.json(
          { message: 'Use your passkey to finish signing in', secondStep: 'passkey', challenge: 'story-challenge' },
          { status: 401 },
        ),
      ),
    ],
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
        await expect(await canvas.findByRole('button', { name: 'Use your passkey' })).toBeInTheDocument();
        await expect(canvas.getByRole('button', { name: 'Back to password' })).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:full'],
};

/** The code step offers a passkey in place of the code. */
export const CodeStepOffersPasskey = {
  ...storyWithHandlers(PATH, 'signedOut', [], {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
      await expect(await canvas.findByRole('button', { name: 'Use a passkey instead' })).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};
