import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory, storyWithHandlers, submitEmpty, submitPending } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Auth/Login' } satisfies Meta;

export const SignedOut = pageStory('/login', 'signedOut');

/** The API answers 500: the prefilled demo sign-in fails with the form's message, word for word. */
export const Failing = pageStory('/login', 'failing', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  },
});

/** Too many failed sign-ins: the server's 429 says how long to wait, not that the password is wrong. */
export const TooManyAttempts = storyWithHandlers('/login', 'signedOut', [
  http.post('*/api/auth/login', () =>
    HttpResponse.json({ message: 'Too many sign-in attempts. Please try again in 12 minutes.' }, { status: 429, headers: { 'Retry-After': '700' } })),
], {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Too many sign-in attempts. Please try again in 12 minutes.')).toBeInTheDocument();
  },
});

/** Nothing answers: the submitted form stays pending. */
export const Slow = pageStory('/login', 'slow', { play: submitPending('Sign in', 'Signing in...') });

export const FilledWithErrors = pageStory('/login', 'signedOut', { play: submitEmpty('Sign in') });
