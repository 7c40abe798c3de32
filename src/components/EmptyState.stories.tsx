import { Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from './EmptyState';

// Texts word for word from docs/texts.md#empty-texts and the pages that show them; their constants
// live in src/features, which a shared component's files may not import.

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { title: 'No users match your search criteria.' },
  // An element cannot be edited as text; the stories below show the action.
  argTypes: { action: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The common case: one line, as in the admin users table. */
export const TitleOnly: Story = {};

/** With a second line, as in the scam centre's alerts. */
export const WithDescription: Story = {
  args: { title: 'No scam alerts', description: 'We will post here as soon as a new scam is reported.' },
};

/** With an action: the enhanced dashboard of someone who has filed nothing yet. */
export const WithAction: Story = {
  args: {
    title: 'No disputes yet',
    description:
      'When you file a dispute, this page shows where your cases stand, the amounts at stake and what support needs from you.',
    action: (
      <Button asChild colorPalette="primary" mt="2">
        <RouterLink to="/new-dispute">File your first dispute</RouterLink>
      </Button>
    ),
  },
};

/** With a quieter action: the admin review of a dispute id that does not exist. */
export const WithOutlineAction: Story = {
  args: {
    title: 'There is no dispute with the id DSP-999999.',
    description: 'It may have been removed, or the link may be mistyped.',
    action: (
      <Button asChild size="sm" variant="outline">
        <RouterLink to="/admin/dashboard">Back to admin dashboard</RouterLink>
      </Button>
    ),
  },
};
