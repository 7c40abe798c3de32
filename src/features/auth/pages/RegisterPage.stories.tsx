import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { onPhone, pageStory, submitEmpty, type PageStory } from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Auth/Register', tags: ['screen:/register'] } satisfies Meta;

type Play = NonNullable<PageStory['play']>;

/** Fills the form with a valid new account and presses Create account. */
async function submitValid(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText('First name'), 'Nova');
  await userEvent.type(canvas.getByLabelText('Last name'), 'Lindqvist');
  await userEvent.type(canvas.getByLabelText('Email'), 'nova.lindqvist@example.com');
  await userEvent.type(canvas.getByLabelText('Wallet address'), '0x71c7656ec7ab88b098defb751b7401b5f6d8976f');
  await userEvent.type(canvas.getByLabelText('Password'), 'Sup3r-secret!');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'Sup3r-secret!');
  await userEvent.click(canvas.getByRole('checkbox', { name: /I agree to the terms/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
  return canvas;
}

const opensEmpty: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  await expect(canvas.getByLabelText('Email')).toHaveValue('');
};

/** The empty sign-up form as it opens. */
export const SignedOut = { ...pageStory('/register', 'signedOut', { play: opensEmpty }), tags: ['state:full'] };

/** Every call answers 500: a valid form is sent and the form says the account could not be created. */
export const Failing = {
  ...pageStory('/register', 'failing', {
    play: async ({ canvasElement }) => {
      const canvas = await submitValid(canvasElement);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('There was a problem creating your account. Please try again.');
    },
  }),
  tags: ['state:error'],
};

/** Nothing answers: the valid form, sent, stays pending on "Creating account...". */
export const Slow = {
  ...pageStory('/register', 'slow', {
    play: async ({ canvasElement }) => {
      const canvas = await submitValid(canvasElement);
      await expect(await canvas.findByText('Creating account...')).toBeInTheDocument();
    },
  }),
  tags: ['state:loading'],
};

/** Sent empty: every field shows its message, the terms box included. */
export const FilledWithErrors = {
  ...pageStory('/register', 'signedOut', {
    play: async (context) => {
      await submitEmpty('Create account')(context);
      const canvas = within(context.canvasElement);
      for (const message of [
        'First name is required',
        'Last name is required',
        'Wallet address is required',
        'Password must be at least 8 characters',
        'Please confirm your password',
        'You must agree to the terms',
      ]) {
        await expect(await canvas.findByText(message)).toBeInTheDocument();
      }
      await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    },
  }),
  tags: ['state:invalid'],
};

/** The sign-up form on a 390 px phone: the name fields stacked, nothing scrolls sideways. */
export const SignedOutOnPhone = {
  ...onPhone(
    pageStory('/register', 'signedOut', {
      play: async (context) => {
        await opensEmpty(context);
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
