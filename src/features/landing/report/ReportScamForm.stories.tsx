import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ReportScamForm } from './ReportScamForm';

const meta = {
  title: 'Landing/Report a Scam form',
  component: ReportScamForm,
  decorators: [
    (Story) => (
      <main style={{ maxWidth: '56rem', padding: '1.5rem' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ReportScamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the submit button waits for the terms. */
export const Empty: Story = {};

/** Terms ticked and submitted empty: every rule shows its message. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /I confirm the information is accurate/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit report' }));
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThanOrEqual(4),
    );
    await expect(canvas.getByText('Please provide a detailed description (min 20 characters)')).toBeInTheDocument();
  },
};

/** Filled in, ready to submit. */
export const Filled: Story = {
  args: {
    defaultValues: {
      platform: 'Coinbase',
      affectedWallet: '0x52908400098527886e0f7030069857d2e4169ee7',
      scammerWallet: '',
      amount: '2500',
      currency: 'USDT',
      description:
        'An investment site promised daily returns, then blocked every withdrawal and asked for a release fee.',
      evidence: [],
      terms: true,
    },
  },
};
