/**
 * A list answer with an item the client cannot read: the page keeps every other item and names the
 * bad one on its own row, instead of losing the whole list to one error.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import { renderApp } from '../../tests/kit/renderApp';
import { signInAs } from '../../tests/kit/session';

const backend = setupMockBackend();

const summary = (id: string) => ({
  id,
  type: 'fee_dispute',
  transactionId: '0xabc',
  amount: 12.5,
  status: 'New',
  createdAt: '2026-11-01T10:00:00Z',
  userEmail: 'demo@example.com',
});

describe('a list answer with an unreadable item', () => {
  it('/dashboard lists the readable disputes and names the unreadable one on its own row', async () => {
    await signInAs('user');
    backend.server.use(
      http.get('*/api/disputes', () =>
        HttpResponse.json([summary('DSP-1'), { ...summary('DSP-2'), amount: 'about twelve' }, summary('DSP-3'), 42]),
      ),
    );
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back, / });
    expect(await screen.findByRole('link', { name: 'View Details for DSP-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details for DSP-3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Details for DSP-2' })).not.toBeInTheDocument();
    expect(screen.queryByText('We could not load your dashboard')).not.toBeInTheDocument();

    const notice = screen.getByText('2 disputes could not be shown').closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('no notice');
    const rows = within(notice)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Dispute DSP-2: the server sent it in a form this app cannot read \(amount: .+\)\.$/),
      expect.stringMatching(/^Dispute number 4: /),
    ]);
  });

  it('/scam-alerts keeps the readable alerts beside an unreadable one', async () => {
    await signInAs('user');
    const alert = {
      id: 'ALT-1',
      title: 'Fake airdrop',
      description: 'Do not connect your wallet.',
      date: '2026-11-01T10:00:00Z',
      riskLevel: 'High',
    };
    backend.server.use(
      http.get('*/api/scam-alerts', () =>
        HttpResponse.json([alert, { ...alert, id: 'ALT-2', riskLevel: 'Catastrophic' }]),
      ),
    );
    renderApp('/scam-alerts');
    const list = await screen.findByRole('list', { name: 'Current scam alerts' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(within(list).getByText('Fake airdrop')).toBeInTheDocument();
    expect(screen.getByText('1 scam alert could not be shown')).toBeInTheDocument();
    expect(screen.getByText(/^Scam alert ALT-2: .*\(riskLevel: /)).toBeInTheDocument();
  });
});
