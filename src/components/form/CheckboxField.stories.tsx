import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField';

// Labels and messages word for word from the app's forms (docs/validation.md); their constants
// live in src/features, which a shared component's files may not import.

type StoryValues = Record<string, boolean>;
/** Everything a page passes but the form's `control`, which only a form can give. */
type CheckboxFieldStoryArgs = Omit<ComponentProps<typeof CheckboxField<StoryValues>>, 'control'>;

/**
 * The field in a form of its own, wired as a page wires it. `checked` is the form's starting
 * value; `error` is set as the form's resolver would set it after a failed submit.
 */
function CheckboxFieldInForm({
  checked = false,
  error,
  ...props
}: CheckboxFieldStoryArgs & { checked?: boolean; error?: string }) {
  const { control, setError } = useForm<StoryValues>({ defaultValues: { [props.name]: checked } });
  useEffect(() => {
    if (error) setError(props.name, { type: 'value', message: error });
  }, [error, props.name, setError]);
  return <CheckboxField {...props} control={control} />;
}

const meta = {
  title: 'Components/CheckboxField',
  component: CheckboxField,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  // `control` comes from the story's own form (above); it cannot be edited as an arg.
  argTypes: { control: { control: false }, name: { control: 'text' }, label: { control: 'text' } },
  render: (args) => <CheckboxFieldInForm {...args} />,
} satisfies Meta<typeof CheckboxField>;

export default meta;
// Typed without `control`: the render gives it, and `StoryObj<typeof meta>` would demand it of every story.
type Story = StoryObj<CheckboxFieldStoryArgs>;

const rememberMe = { name: 'rememberMe', label: 'Remember me' } satisfies CheckboxFieldStoryArgs;
const terms = {
  name: 'terms',
  label: 'I agree to the terms of service and privacy policy',
} satisfies CheckboxFieldStoryArgs;

/** Unticked, as the sign-in form opens; clicking the label ticks the box. */
export const Default: Story = {
  args: rememberMe,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Remember me' });
    await expect(box).not.toBeChecked();
    await userEvent.click(canvas.getByText('Remember me'));
    await expect(box).toBeChecked();
  },
};

/** Ticked. */
export const Checked: Story = {
  args: rememberMe,
  render: (args) => <CheckboxFieldInForm {...args} checked />,
};

/**
 * The registration form's terms, submitted unticked: the box is marked invalid (`aria-invalid`), the
 * message, a polite live region, is read out as it appears, and it is the box's description, so
 * focusing the box later says why it is invalid.
 */
export const Invalid: Story = {
  args: terms,
  render: (args) => <CheckboxFieldInForm {...args} error="You must agree to the terms" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText('You must agree to the terms');
    const box = canvas.getByRole('checkbox', { name: terms.label });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('You must agree to the terms');
    await expect(message.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  },
};

/** The app's longest checkbox label, the scam report's, in a phone-width column: it wraps beside the box. */
export const LongLabel: Story = {
  args: { name: 'terms', label: 'I confirm the information is accurate and I accept the terms of service' },
  decorators: [
    (Story) => (
      <Box maxW="2xs">
        <Story />
      </Box>
    ),
  ],
};

/** The same, invalid. */
export const LongLabelInvalid: Story = {
  args: LongLabel.args,
  decorators: LongLabel.decorators,
  render: (args) => <CheckboxFieldInForm {...args} error="You must agree to the terms" />,
};
