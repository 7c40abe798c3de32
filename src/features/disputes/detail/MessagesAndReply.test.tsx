// @vitest-environment jsdom
// jsdom: its computed styles keep the CSS variables the theme's tokens name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { NO_MESSAGES_TEXT } from './MessageThread';
import { REPLY_FAILED } from './ReplyBox';

const backend = setupMockBackend();

async function openDispute(id: string) {
  renderApp(`/dispute/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Dispute ${id}` });
  return {
    reply: screen.getByRole('textbox', { name: 'Reply' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
}

const messageItems = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

beforeEach(async () => {
  await signInAs('user');
});

describe('message history', () => {
  it('tells support and the user apart by label, side and colour', async () => {
    await openDispute('DSP-100008'); // one message from support, then one from the user
    const [fromSupport, fromUser] = messageItems();
    if (!fromSupport || !fromUser) throw new Error('expected two messages');
    // Support's messages name the admin who wrote them (docs/texts.md#admin-review-conversation).
    expect(within(fromSupport).getByText('Support · Jordan Lee')).toBeInTheDocument();
    expect(within(fromSupport).queryByText('You')).not.toBeInTheDocument();
    expect(within(fromUser).getByText('You')).toBeInTheDocument();
    expect(within(fromUser).queryByText(/^Support/)).not.toBeInTheDocument();
    expect(getComputedStyle(fromSupport).alignSelf).toBe('flex-start');
    expect(getComputedStyle(fromUser).alignSelf).toBe('flex-end');
    const bubble = (item: HTMLElement) => item.firstElementChild ?? item;
    // jsdom does not resolve CSS variables: compare the colour tokens the two bubbles use.
    expect(getComputedStyle(bubble(fromSupport)).getPropertyValue('background')).toContain('--chakra-colors-bg-muted');
    expect(getComputedStyle(bubble(fromUser)).getPropertyValue('background')).toContain(
      '--chakra-colors-primary-subtle',
    );
    // The user's screenshot went with their message: it opens from there.
    expect(within(fromUser).getByRole('button', { name: 'Open transaction-screenshot.png' })).toBeInTheDocument();
  });

  it('says so when there are no messages yet', async () => {
    await openDispute('DSP-100001');
    expect(screen.getByText(NO_MESSAGES_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
  });
});

describe('reply box', () => {
  it('keeps Send disabled for blank and whitespace-only text', async () => {
    const user = userEvent.setup();
    const { reply, send } = await openDispute('DSP-100004');
    expect(send).toBeDisabled();
    await user.type(reply, '   ');
    expect(send).toBeDisabled();
    await user.type(reply, '{Enter}{Enter}\t');
    expect(send).toBeDisabled();
    await user.type(reply, 'x');
    expect(send).toBeEnabled();
  });

  it('sends the reply (by button or Ctrl+Enter), clears the box and shows the new message from the refreshed dispute', async () => {
    const user = userEvent.setup();
    const { reply, send } = await openDispute('DSP-100004');
    const before = messageItems().length;
    await user.type(reply, 'Here is the exchange statement you asked for.');
    await user.click(send);
    await waitFor(() => expect(reply).toHaveValue(''));
    await waitFor(() => expect(messageItems()).toHaveLength(before + 1));
    const newest = messageItems()[before];
    expect(newest).toHaveTextContent('You');
    expect(newest).toHaveTextContent('Here is the exchange statement you asked for.');
    const stored = backend.db.data.disputes.find((dispute) => dispute.id === 'DSP-100004')?.messages.at(-1);
    expect(stored).toMatchObject({ content: 'Here is the exchange statement you asked for.', isFromAdmin: false });
    expect(send).toBeDisabled();
    // The keyboard carries on in the box, and Ctrl+Enter sends from it.
    expect(reply).toHaveFocus();
    await user.keyboard('And the bank letter.{Control>}{Enter}{/Control}');
    await waitFor(() => expect(messageItems()).toHaveLength(before + 2));
    expect(reply).toHaveValue('');
  });

  it('disables Send while the reply is on its way', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.post('*/api/disputes/:id/messages', async () => {
        await released;
        await delay(0);
        return HttpResponse.json(
          {
            id: 'msg-slow',
            content: 'Slow one',
            timestamp: '2026-11-21T12:00:00.000Z',
            isFromAdmin: false,
            attachments: [],
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    const { reply } = await openDispute('DSP-100004');
    await user.type(reply, 'Slow one');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const pending = await screen.findByRole('button', { name: /Sending/ });
    expect(pending).toBeDisabled();
    expect(reply).toHaveValue('Slow one');
    release();
    await waitFor(() => expect(reply).toHaveValue(''));
  });

  it('shows an error and keeps the text when the send fails', async () => {
    backend.server.use(
      http.post('*/api/disputes/:id/messages', () =>
        HttpResponse.json({ message: 'Messaging is down for maintenance' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup();
    const { reply, send } = await openDispute('DSP-100004');
    const before = backend.db.data.disputes.find((dispute) => dispute.id === 'DSP-100004')?.messages.length;
    await user.type(reply, 'Please call me back.');
    await user.click(send);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REPLY_FAILED);
    expect(alert).toHaveTextContent('Messaging is down for maintenance');
    expect(reply).toHaveValue('Please call me back.');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(backend.db.data.disputes.find((dispute) => dispute.id === 'DSP-100004')?.messages).toHaveLength(
      before ?? -1,
    );
  });

  it('clears the error once a retry succeeds', async () => {
    backend.server.use(
      http.post('*/api/disputes/:id/messages', () => HttpResponse.json({ message: 'Try later' }, { status: 500 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    const { reply, send } = await openDispute('DSP-100004');
    await user.type(reply, 'Second try');
    await user.click(send);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(reply).toHaveValue(''));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByText('Second try')).toBeInTheDocument();
  });
});
