import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { expect, within } from 'storybook/test';
import { SelectField } from './SelectField';

// Labels, choices and messages word for word from the app's forms (docs/validation.md,
// docs/transactions.md); their constants live in src/features, which a shared component may not import.

/** Everything a page passes but the registration, which only a form can give. */
type SelectFieldStoryArgs = Omit<ComponentProps<typeof SelectField>, 'registration'>;

/** The select in a form of its own, wired as a page wires it. */
function SelectFieldInForm(props: SelectFieldStoryArgs) {
  const { register } = useForm<{ choice: string }>();
  return <SelectField {...props} registration={register('choice')} />;
}

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: {
    registration: { control: false },
    error: { table: { type: { summary: 'FieldError', detail: '{ type: string; message?: string }' } } },
  },
  render: (args) => <SelectFieldInForm {...args} />,
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<SelectFieldStoryArgs>;

/** Values shown as they are, with a placeholder that chooses nothing. */
export const Plain: Story = {
  tags: ['state:full'],
  args: { label: 'Currency', placeholder: 'Select the currency', options: ['USD', 'BTC', 'ETH', 'USDT'] },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Currency');
    await expect(select).toHaveValue('');
    await expect(within(select).getAllByRole('option')).toHaveLength(5);
  },
};

/** Values with words of their own and a hint, as the new-dispute form's network. */
export const LabelledWithHint: Story = {
  tags: ['state:full'],
  args: {
    label: 'Network',
    placeholder: 'Not sure, or not listed',
    options: [
      { value: 'ethereum', label: 'Ethereum' },
      { value: 'xrp-ledger', label: 'XRP Ledger' },
    ],
    helperText: 'The chain the money moved on; it decides what the values below look like.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('Network');
    await expect(within(select).getByRole('option', { name: 'XRP Ledger' })).toHaveValue('xrp-ledger');
  },
};

/** Refused: the message under the select, which is marked invalid. */
export const Invalid: Story = {
  tags: ['state:invalid'],
  args: {
    label: 'Dispute type',
    placeholder: 'Select a dispute type',
    options: [{ value: 'fee_dispute', label: 'Fee dispute' }],
    error: { type: 'required', message: 'Dispute type is required' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dispute type is required')).toBeVisible();
    await expect(canvas.getByLabelText('Dispute type')).toHaveAttribute('aria-invalid', 'true');
  },
};
