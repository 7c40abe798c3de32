import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { expect, within } from 'storybook/test';
import { TextField } from './TextField';

// Labels, hints and messages word for word from the app's forms (docs/validation.md); their
// constants live in src/features, which a shared component's files may not import.

type StoryValues = Record<string, string>;
/** Everything a page passes but the form's `register`, which only a form can give. */
type TextFieldStoryArgs = Omit<ComponentProps<typeof TextField<StoryValues>>, 'register'>;

/** The field in a form of its own, wired as a page wires it. */
function TextFieldInForm(props: TextFieldStoryArgs) {
  const { register } = useForm<StoryValues>();
  return <TextField {...props} register={register} />;
}

const meta = {
  title: 'Components/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  argTypes: {
    // `register` comes from the story's own form (above); it cannot be edited as an arg.
    register: { control: false },
    name: { control: 'text' },
    error: { table: { type: { summary: 'FieldError', detail: '{ type: string; message?: string }' } } },
    // Docgen cannot read Chakra's InputProps, which the field passes on; these are the ones the app's forms use.
    type: {
      control: 'text',
      description: 'Passed to the input, e.g. "email", "password", "date", "number".',
      table: { type: { summary: 'string' } },
    },
    autoComplete: {
      control: 'text',
      description: 'Passed to the input: what the browser may fill in.',
      table: { type: { summary: 'string' } },
    },
    disabled: {
      control: 'boolean',
      description: 'Passed to the input; a multiline field ignores it.',
      table: { type: { summary: 'boolean' } },
    },
    required: {
      control: 'boolean',
      description:
        'Passed to the input, so screen readers say "required"; the label shows no mark. A multiline field ignores it.',
      table: { type: { summary: 'boolean' } },
    },
  },
  render: (args) => <TextFieldInForm {...args} />,
} satisfies Meta<typeof TextField>;

export default meta;
// Typed without `register`: the render gives it, and `StoryObj<typeof meta>` would demand it of every story.
type Story = StoryObj<TextFieldStoryArgs>;

const email = { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' } satisfies TextFieldStoryArgs;

/** Empty and untouched, as a form opens. */
export const Default: Story = { args: email };

/** A hint under the field, as the registration form's password has. */
export const WithHelpText: Story = {
  args: {
    name: 'password',
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    helperText: 'At least 8 characters',
  },
};

/**
 * After a failed check: the input is marked invalid (`aria-invalid`) and points to the message as
 * its error message (`aria-errormessage`); the message is a polite live region, read out as it appears.
 */
export const Invalid: Story = {
  args: { ...email, error: { type: 'email', message: 'Invalid email address' } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage('Invalid email address');
  },
};

/** Invalid with a hint: the registration form's password when it is too short. */
export const InvalidWithHelpText: Story = {
  args: { ...WithHelpText.args, error: { type: 'min_length', message: 'Password must be at least 8 characters' } },
};

/** Disabled with a prefilled value, e.g. while the form is being sent. */
export const Disabled: Story = {
  args: { ...email, disabled: true, defaultValue: 'demo@example.com' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/**
 * `required` goes to the input, so screen readers say "required"; the label shows no mark of its
 * own, which is why the app's optional fields say "(optional)" or "Optional" instead.
 */
export const Required: Story = {
  args: { name: 'walletAddress', label: 'Wallet address', autoComplete: 'off', spellCheck: false, required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Wallet address' })).toBeRequired();
  },
};

/** Free text over several lines, as a dispute's description. */
export const Multiline: Story = {
  args: {
    name: 'description',
    label: 'Description',
    multiline: true,
    helperText: 'What happened, when, and what you expected (at least 20 characters).',
  },
};

/** A description that is too short. */
export const MultilineInvalid: Story = {
  args: {
    ...Multiline.args,
    error: { type: 'min_length', message: 'Please provide a detailed description (min 20 characters)' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Description' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The scam check's field, the app's longest label and hint, in a phone-width column: the hint wraps. */
export const LongLabel: Story = {
  args: {
    name: 'query',
    label: 'Address, transaction hash or website',
    helperText: 'For example 0x… or bc1… addresses, a transaction hash, or a site such as example.com',
    autoComplete: 'off',
    spellCheck: false,
  },
  decorators: [
    (Story) => (
      <Box maxW="2xs">
        <Story />
      </Box>
    ),
  ],
};

/** The same, invalid, with the app's longest field message: it wraps under the hint. */
export const LongLabelInvalid: Story = {
  args: {
    ...LongLabel.args,
    error: {
      type: 'max_length',
      message: 'That is too long to be an address, hash or website (512 characters at most)',
    },
  },
  decorators: LongLabel.decorators,
};
