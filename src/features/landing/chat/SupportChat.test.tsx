import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderWithProviders } from '../../../../tests/kit/renderApp';
import { CHAT_AUTOMATED, CHAT_GREETING, CHAT_REPLIES } from '../content';
import { SupportChat } from './SupportChat';
import { pickReply } from './useSupportChat';

const backend = setupMockBackend();
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  backend.server.events.on('request:start', ({ request }) => {
    calls.push(new URL(request.url).pathname);
  });
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  backend.server.events.removeAllListeners();
  // A local simulation: the only call is the app's own current-user fetch on load.
  expect(calls.filter((path) => path !== '/api/auth/me')).toEqual([]);
});

function setup(random: () => number = () => 0) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithProviders(<SupportChat random={random} />);
  return user;
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open support chat' }));
  return screen.findByRole('dialog', { name: 'Support chat' });
}

const conversation = () => screen.getByRole('log', { name: 'Conversation' });

describe('support chat', () => {
  it('opens with the agent greeting, says it is an automated assistant, and moves focus into the message box', async () => {
    const user = setup();
    await openChat(user);
    expect(within(conversation()).getByText(CHAT_GREETING)).toBeInTheDocument();
    expect(within(screen.getByRole('dialog', { name: 'Support chat' })).getByText(CHAT_AUTOMATED)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
  });

  it('cannot send a blank or whitespace-only message', async () => {
    const user = setup();
    await openChat(user);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(within(conversation()).queryByText('You:')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'x');
    expect(send).toBeEnabled();
  });

  it('answers each message with a canned line after 1 s, showing the typing indicator meanwhile', async () => {
    const user = setup(() => 0.99);
    await openChat(user);
    await user.type(screen.getByLabelText('Message'), '  Hello, I was scammed  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const log = within(conversation());
    expect(log.getByText('Hello, I was scammed')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Alex is typing…');
    const lastReply = CHAT_REPLIES[CHAT_REPLIES.length - 1] ?? '';

    expect(log.queryByText(lastReply)).not.toBeInTheDocument();

    // (The exact 1000 ms boundary is pinned in useSupportChat.test.ts, on fully fake timers.)
    act(() => vi.advanceTimersByTime(1000));
    expect(log.getByText(lastReply)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('picks the reply at random from the canned lines', () => {
    expect(pickReply(() => 0)).toBe(CHAT_REPLIES[0]);
    expect(pickReply(() => 0.5)).toBe(CHAT_REPLIES[Math.floor(0.5 * CHAT_REPLIES.length)]);
    expect(pickReply(() => 0.999999)).toBe(CHAT_REPLIES[CHAT_REPLIES.length - 1]);
  });

  it('minimises to a bar (button or Escape), restores with the conversation kept, and closes back to the opener', async () => {
    const user = setup();
    await openChat(user);
    await user.type(screen.getByLabelText('Message'), 'Still there?{Enter}');

    await user.click(screen.getByRole('button', { name: 'Minimize chat' }));
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore support chat' })).toHaveFocus();

    // The reply still arrives while minimised.
    act(() => vi.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Restore support chat' }));
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeInTheDocument();
    expect(within(conversation()).getByText('Still there?')).toBeInTheDocument();
    expect(within(conversation()).getByText(CHAT_REPLIES[0])).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Support chat, minimised' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('group', { name: 'Support chat, minimised' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open support chat' })).toHaveFocus();
  });

  it('closes from the open panel back to the opener', async () => {
    const user = setup();
    await openChat(user);
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog', { name: 'Support chat' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open support chat' })).toHaveFocus();
  });
});
