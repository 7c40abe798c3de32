import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory, submitEmpty, submitPending } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Auth/Login' } satisfies Meta;

export const SignedOut = pageStory('/login', 'signedOut');

/** The API answers 500: the prefilled demo sign-in fails with the form's message (SPEC §8). */
export const Failing = pageStory('/login', 'failing', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  },
});

/** Nothing answers: the submitted form stays pending. */
export const Slow = pageStory('/login', 'slow', { play: submitPending('Sign in', 'Signing in...') });

export const FilledWithErrors = pageStory('/login', 'signedOut', { play: submitEmpty('Sign in') });
