import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone, pageStory, submitEmpty, submitPending, type PageStory } from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Auth/Admin login', tags: ['screen:/admin/login'] } satisfies Meta;

/** The form as it opens: the heading, and the demo admin prefilled. */
const opensPrefilled: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument();
  await expect(canvas.getByLabelText('Username')).toHaveValue('admin@example.com');
};

/** The admin sign-in form as it opens, with the demo admin prefilled. */
export const SignedOut = { ...pageStory('/admin/login', 'signedOut', { play: opensPrefilled }), tags: ['state:full'] };

/** The API answers 500: the prefilled demo sign-in fails with "Authentication failed. Please try again." */
export const Failing = {
  ...pageStory('/admin/login', 'failing', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
      await expect(await canvas.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
    },
  }),
  tags: ['state:error'],
};

/** Nothing answers: the submitted form stays pending. */
export const Slow = {
  ...pageStory('/admin/login', 'slow', { play: submitPending('Sign in', 'Signing in...') }),
  tags: ['state:loading'],
};

/** Sent with both fields empty: each field is marked invalid with its message. */
export const FilledWithErrors = {
  ...pageStory('/admin/login', 'signedOut', {
    play: async (context) => {
      await submitEmpty('Sign in')(context);
      const canvas = within(context.canvasElement);
      await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    },
  }),
  tags: ['state:invalid'],
};

/** The admin sign-in form on a 390 px phone: the card fills the width, nothing scrolls sideways. */
export const SignedOutOnPhone = {
  ...onPhone(
    pageStory('/admin/login', 'signedOut', {
      play: async (context) => {
        await opensPrefilled(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
