/**
 * The app's side of the live stream: an event fetches again exactly the reads its changes alter
 * (which keys those are: src/api/changes.test.ts), a
 * support reply appears on the open dispute page without touching the half-typed reply and is read
 * out politely, and a stream down for a few seconds says "Reconnecting…". The stream itself is a
 * stand-in EventSource driven by the test (jsdom has none); the server's side of the same events is
 * tested in mocks/handlers/events.test.ts and, end to end, tests/e2e/liveUpdates.e2e.ts.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import type { ReactNode } from 'react';
import { renderApp } from '../../tests/kit/renderApp';
import { signInAs } from '../../tests/kit/session';
import { newMessageText } from '../features/disputes/detail/NewMessagesAnnouncer';
import { system } from '../theme';
import { ReconnectingNotice, RECONNECTING_TEXT } from './liveUpdates';

class FakeSource extends EventTarget {
  static opened: FakeSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  send(type: string, data: unknown, id: string) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId: id }));
  }
}

const backend = setupMockBackend();

beforeEach(() => {
  FakeSource.opened = [];
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('on the open dispute page', () => {
  it('shows support’s reply as it arrives, reads it out, and leaves the half-typed reply alone', async () => {
    const user = userEvent.setup();
    await signInAs('user');
    renderApp('/dispute/DSP-100004');
    await screen.findByRole('heading', { level: 1, name: 'Dispute DSP-100004' });
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    await user.type(reply, 'Half of my answer');
    const stream = FakeSource.opened.at(-1);
    if (!stream) throw new Error('no live stream was opened');
    act(() => stream.send('ready', {}, 'e.0'));

    // Support answers elsewhere: the store has the reply, and the stream says so.
    await backend.db.write((tx) => {
      const dispute = tx.data.disputes.find((candidate) => candidate.id === 'DSP-100004');
      if (!dispute) throw new Error('no such dispute in the seed');
      const message = {
        id: 'msg-live',
        content: 'We found the transfer.',
        timestamp: '2026-11-21T12:30:00.000Z',
        isFromAdmin: true,
        attachments: [],
        author: { id: 'usr-2', name: 'Sam Rivera' },
        internal: false,
      };
      tx.put('disputes', { ...dispute, messages: [...dispute.messages, message] });
    });
    act(() => stream.send('message.created', { disputeId: 'DSP-100004', messageId: 'msg-live' }, 'e.1'));

    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(await within(thread).findByText('We found the transfer.')).toBeInTheDocument();
    // Read out once the thread has taken the message in (an effect after the render that shows it).
    expect(
      await screen.findByText(newMessageText('Support · Sam Rivera', 'We found the transfer.')),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reply' })).toHaveValue('Half of my answer');
  });

  it('closes the stream when the person signs out, and opens none for nobody', async () => {
    await signInAs('user');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    const stream = FakeSource.opened.at(-1);
    expect(stream?.url).toMatch(/\/api\/events$/);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(stream?.closed).toBe(true);
    expect(FakeSource.opened).toHaveLength(1);
  });
});

describe('ReconnectingNotice', () => {
  it('says "Reconnecting…" only once the stream has been down for the delay, and goes when it is back', () => {
    vi.useFakeTimers();
    try {
      const wrapper = ({ children }: { children: ReactNode }) => (
        <ChakraProvider value={system}>{children}</ChakraProvider>
      );
      const { rerender } = render(<ReconnectingNotice down delayMs={4_000} />, { wrapper });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      act(() => vi.advanceTimersByTime(4_000));
      expect(screen.getByRole('status')).toHaveTextContent(RECONNECTING_TEXT);
      rerender(<ReconnectingNotice down={false} delayMs={4_000} />);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
