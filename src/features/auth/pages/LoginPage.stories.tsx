import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  onPhone,
  pageStory,
  storyWithHandlers,
  submitEmpty,
  submitPending,
  type PageStory,
} from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Auth/Login', tags: ['screen:/login'] } satisfies Meta;

/** The form as it opens: the heading, and the demo account prefilled. */
const opensPrefilled: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeInTheDocument();
  await expect(canvas.getByLabelText('Email')).toHaveValue('demo@example.com');
};

/** The sign-in form as it opens, with the demo account prefilled. */
export const SignedOut = { ...pageStory('/login', 'signedOut', { play: opensPrefilled }), tags: ['state:full'] };

/** The API answers 500: the prefilled demo sign-in fails with the form's message, word for word. */
export const Failing = {
  ...pageStory('/login', 'failing', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
      await expect(await canvas.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    },
  }),
  tags: ['state:error'],
};

/** Too many failed sign-ins: the server's 429 says how long to wait, not that the password is wrong. */
export const TooManyAttempts = storyWithHandlers(
  '/login',
  'signedOut',
  [
    http.post('*/api/auth/login', () =>
      HttpResponse.json(
        { message: 'Too many sign-in attempts. Please try again in 12 minutes.' },
        { status: 429, headers: { 'Retry-After': '700' } },
      ),
    ),
  ],
  {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
      await expect(
        await canvas.findByText('Too many sign-in attempts. Please try again in 12 minutes.'),
      ).toBeInTheDocument();
    },
  },
);

/** Nothing answers: the submitted form stays pending. */
export const Slow = {
  ...pageStory('/login', 'slow', { play: submitPending('Sign in', 'Signing in...') }),
  tags: ['state:loading'],
};

/** Sent with both fields empty: each field is marked invalid with its message. */
export const FilledWithErrors = {
  ...pageStory('/login', 'signedOut', {
    play: async (context) => {
      await submitEmpty('Sign in')(context);
      const canvas = within(context.canvasElement);
      await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    },
  }),
  tags: ['state:invalid'],
};

/** The sign-in form on a 390 px phone: the card fills the width, nothing scrolls sideways. */
export const SignedOutOnPhone = {
  ...onPhone(
    pageStory('/login', 'signedOut', {
      play: async (context) => {
        await opensPrefilled(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
