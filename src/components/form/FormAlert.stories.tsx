import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from './FormAlert';

// Messages word for word from docs/texts.md#sign-in-and-account-texts; their constants live in
// src/features, which a shared component's files may not import.

const SIGN_IN_FAILED = 'Invalid email or password. Please try again.';

const meta = {
  title: 'Components/FormAlert',
  component: FormAlert,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { message: SIGN_IN_FAILED },
  argTypes: { message: { control: 'text', table: { type: { summary: 'string | null' } } } },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in form after a wrong password: an alert, so screen readers read it out as it appears. */
export const SignInFailed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(SIGN_IN_FAILED);
  },
};

/** The registration form's message, the longest. */
export const RegisterFailed: Story = {
  args: { message: 'There was a problem creating your account. Please try again.' },
};

/** The server's own sentence after too many sign-in attempts. */
export const TooManyAttempts: Story = {
  args: { message: 'Too many sign-in attempts. Please try again in 15 minutes.' },
};

/** No failure: nothing is shown, and no empty alert is left for screen readers. */
export const NoMessage: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
