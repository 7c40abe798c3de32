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

/** After the password: the code step of two-step sign-in (docs/routes.md#after-sign-in). */
const reachesCodeStep: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Sign in' }));
  const code = await canvas.findByLabelText('Authentication code');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
};

/** The demo admin's password went through: the code from the authenticator app is asked for. */
export const CodeStep = { ...pageStory('/admin/login', 'signedOut', { play: reachesCodeStep }), tags: ['state:full'] };

/** A wrong code: the server's sentence above the field; "Use a recovery code instead" stays. */
export const CodeStepWrongCode = {
  ...pageStory('/admin/login', 'signedOut', {
    play: async (context) => {
      await reachesCodeStep(context);
      const canvas = within(context.canvasElement);
      await userEvent.type(canvas.getByLabelText('Authentication code'), '000000');
      await userEvent.click(canvas.getByRole('button', { name: 'Verify' }));
      await expect(
        await canvas.findByText('That code is not right. Check your authenticator app and try again.'),
      ).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

/** The code step switched to a recovery code. */
export const CodeStepRecoveryCode = {
  ...pageStory('/admin/login', 'signedOut', {
    play: async (context) => {
      await reachesCodeStep(context);
      const canvas = within(context.canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Use a recovery code instead' }));
      await expect(await canvas.findByLabelText('Recovery code')).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/** The code step on a 390 px phone. */
export const CodeStepOnPhone = {
  ...onPhone(
    pageStory('/admin/login', 'signedOut', {
      play: async (context) => {
        await reachesCodeStep(context);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
