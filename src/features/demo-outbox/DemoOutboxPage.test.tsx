import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { OUTBOX_TEXTS } from './DemoOutboxPage';
import { demoWith, fakeOutbox, mailTo } from './outboxFixtures';

setupMockBackend();

describe('/demo/outbox', () => {
  it('lists what the demo sent, newest first, and follows new messages as they come', async () => {
    const outbox = fakeOutbox([mailTo('demo@example.com', 1)]);
    renderApp('/demo/outbox', { demo: demoWith(outbox) });
    const list = await screen.findByRole('list', { name: 'Messages sent' });
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    act(() => outbox.deliver(mailTo('admin@example.com', 2)));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    const [newest] = within(list).getAllByRole('article');
    expect(newest).toHaveTextContent('To admin@example.com');
    expect(newest).toHaveTextContent('Reset your Dispute Centre password');
    expect(newest).toHaveTextContent('The link works once, for 30 minutes.');
  });

  it('opens a reset link in the app', async () => {
    const message = mailTo('demo@example.com', 1);
    const { router } = renderApp('/demo/outbox', { demo: demoWith(fakeOutbox([message])) });
    const link = await screen.findByRole('link', { name: message.links[0]?.url });
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    const url = new URL(message.links[0]?.url ?? '');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${url.pathname}${url.search}`);
  });

  it('says when nothing was sent yet', async () => {
    renderApp('/demo/outbox', { demo: demoWith(fakeOutbox([])) });
    expect(await screen.findByText(OUTBOX_TEXTS.empty)).toBeInTheDocument();
  });

  it('shows its loading text while the demo starts or the store has not answered', async () => {
    renderApp('/demo/outbox', { demo: demoWith(fakeOutbox([], { pending: true })) });
    expect(await screen.findByText(OUTBOX_TEXTS.loading)).toBeInTheDocument();
  });

  it('in real mode says the outbox is the demo’s only, and where a server’s mail goes', async () => {
    renderApp('/demo/outbox');
    expect(await screen.findByText(/The outbox exists only in the demo/)).toBeInTheDocument();
    expect(screen.getByText('MOCK_MAIL_DIR')).toBeInTheDocument();
  });
});

describe('the header’s "Demo outbox" link', () => {
  it('is there in the demo only', async () => {
    renderApp('/forgot-password', { demo: demoWith(fakeOutbox([])) });
    expect(await screen.findByRole('link', { name: 'Demo outbox' })).toHaveAttribute('href', '/demo/outbox');
  });

  it('is absent in real mode', async () => {
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.queryByRole('link', { name: 'Demo outbox' })).not.toBeInTheDocument();
  });
});
