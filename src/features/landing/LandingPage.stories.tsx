import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStory } from '../../../.storybook/pageStory';

export default { title: 'Pages/Landing' } satisfies Meta;

/** A visitor: the header offers Sign In and Get Started. */
export const SignedOut = pageStory('/', 'signedOut', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Get Started' }, { timeout: 10_000 })).toHaveAttribute('href', '/register');
  },
});

/** A signed-in user: the header offers the dashboard instead. */
export const SignedIn = pageStory('/', 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Go to Dashboard' }, { timeout: 10_000 })).toHaveAttribute('href', '/dashboard');
  },
});

/** The same page at its second address. */
export const AtLanding = pageStory('/landing', 'signedOut');
