import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { errorText, NETWORK_ERROR_MESSAGE, TIMEOUT_MESSAGE } from '../api';
import { ErrorState } from './ErrorState';

// Titles word for word from docs/texts.md#error-states; the messages are the client's own
// (src/api/client.ts), and `errorText` of an error without a sentence is the generic fallback.
const GENERIC_MESSAGE = errorText(new Error());

const meta = {
  title: 'Components/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'Could not load users', message: GENERIC_MESSAGE, onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed read with a Retry button; pressing it reads again (calls `onRetry`) once per press. */
export const WithRetry: Story = {
  play: async ({ args, canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The server could not be reached. */
export const Offline: Story = {
  args: { title: 'We could not load your dashboard', message: NETWORK_ERROR_MESSAGE },
};

/** The server took longer than the call's limit; the longest title of the app. */
export const TimedOut: Story = {
  args: { title: 'We could not check your disputes for replies', message: TIMEOUT_MESSAGE },
};

/** Without `onRetry` there is no button, for failures a retry cannot fix. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Nothing but the defaults: the component's own title, no message, no button. */
export const Defaults: Story = {
  args: { title: undefined, message: undefined, onRetry: undefined },
};
