import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pageStory, submitEmpty, submitPending } from '../../../../.storybook/pageStory';

export default { title: 'Pages/Auth/Admin login' } satisfies Meta;

export const SignedOut = pageStory('/admin/login', 'signedOut');

/** The API answers 500: the prefilled demo sign-in fails with "Authentication failed. Please try again." */
export const Failing = pageStory('/admin/login', 'failing', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
  },
});

/** Nothing answers: the submitted form stays pending. */
export const Slow = pageStory('/admin/login', 'slow', { play: submitPending('Sign in', 'Signing in...') });

export const FilledWithErrors = pageStory('/admin/login', 'signedOut', { play: submitEmpty('Sign in') });
