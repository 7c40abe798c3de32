import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { calls } from '../../api';

const backend = setupMockBackend();

const BODY = {
  type: 'transaction_error' as const,
  transactionId: '0xfeed',
  transactionDate: '2026-11-01',
  amount: 42,
  description: 'The transfer left my wallet but never arrived.',
  contactEmail: 'demo@example.com',
  termsAccepted: true as const,
};

describe('/dispute-submitted', () => {
  it('shows the loading text, then the id of the dispute just created with links', async () => {
    await signInAs('user');
    const created = await calls.createDispute({ body: BODY });
    renderApp('/dispute-submitted');
    expect(await screen.findByText('Loading your dispute...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute Submitted' })).toBeInTheDocument();
    expect(screen.getByText(created.id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View Dispute ${created.id}` })).toHaveAttribute(
      'href',
      `/dispute/${created.id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(backend.db.data.disputes[0]?.id).toBe(created.id); // the store keeps the newest first
  });

  it('shows the server sentence with Retry for a user who has filed nothing', async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    await calls.register({
      body: {
        username: `n.${stamp}`,
        email: `n.${stamp}@example.com`,
        password: 'Sup3r-secret!',
        walletAddress: '0xabc',
      },
    });
    renderApp('/dispute-submitted');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have not filed a dispute yet');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('recovers from a failed read on Retry', async () => {
    await signInAs('user');
    let fail = true;
    backend.server.use(
      http.get('*/api/disputes/last-created', () =>
        fail ? HttpResponse.json({ message: 'Try later' }, { status: 500 }) : undefined,
      ),
    );
    renderApp('/dispute-submitted');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Try later');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    const [newest] = [...backend.db.data.disputes]
      .filter((d) => d.userId === 'usr-1')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(await screen.findByText(newest?.id ?? '?')).toBeInTheDocument();
  });
});
