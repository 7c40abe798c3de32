import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CHAT_REPLIES } from '../content';
import { SupportChat } from './SupportChat';

const meta = {
  title: 'Landing/Support chat',
  component: SupportChat,
  // Predictable canned replies: always the first line.
  args: { random: () => 0 },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <main style={{ minHeight: '560px' }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SupportChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { args: { initialState: 'closed' } };

export const Open: Story = { args: { initialState: 'open' } };

export const Minimized: Story = { args: { initialState: 'minimized' } };

/** Opened from the button, a message sent, and the canned reply a second later. */
export const Conversation: Story = {
  args: { initialState: 'closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open support chat' }));
    await userEvent.type(await canvas.findByLabelText('Message'), 'Hello');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(CHAT_REPLIES[0])).toBeInTheDocument();
  },
};

/** The computed opacity of an element and of each of its ancestors. */
function opacities(element: Element | null): string[] {
  return element ? [getComputedStyle(element).opacity, ...opacities(element.parentElement)] : [];
}

/** Opened, then minimised with Escape. */
export const MinimizedByEscape: Story = {
  args: { initialState: 'closed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open support chat' }));
    await canvas.findByRole('dialog', { name: 'Support chat' });
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByRole('button', { name: 'Restore support chat' })).toBeInTheDocument();
    // The bar fades in: a person (and the contrast check) sees it once it is opaque.
    const bar = await canvas.findByRole('group', { name: 'Support chat, minimised' });
    await waitFor(() => expect(opacities(bar).every((opacity) => opacity === '1')).toBe(true));
  },
};
