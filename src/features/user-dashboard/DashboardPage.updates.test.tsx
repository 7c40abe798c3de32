/** The dashboard's Recent Updates: real events from support, newest first, each leading to its dispute. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { calls, type Notification } from '../../api';
import { DASHBOARD_UPDATES } from './dashboardData';

const backend = setupMockBackend();

const updateItems = async () =>
  within(await screen.findByRole('region', { name: 'Recent Updates' })).getAllByRole('listitem');

describe('Recent Updates', () => {
  it('shows a reply from support first, leading to the dispute it was sent on', async () => {
    const me = await signInAs('user');
    const dispute = backend.db.data.disputes.find(
      (candidate) => candidate.userId === me.id && candidate.status === 'In Progress',
    );
    if (!dispute) throw new Error('the demo user has no dispute in progress');
    await signInAs('admin');
    const reply = 'We traced the transfer and asked the exchange to hold the funds.';
    await calls.postAdminMessage({ id: dispute.id, body: { content: reply } });
    await signInAs('user');

    renderApp('/dashboard');
    const [first] = await updateItems();
    if (!first) throw new Error('no updates listed');
    const link = within(first).getByRole('link', { name: 'New message from support' });
    expect(link).toHaveAttribute('href', `/dispute/${dispute.id}`);
    expect(link).toHaveAccessibleDescription(`Support replied on dispute ${dispute.id}.`);

    await userEvent.click(link);
    expect(await screen.findByText(reply)).toBeInTheDocument();
  });

  it('puts the newest first whatever order the server sends, links only what is about a dispute, and shows five', async () => {
    await signInAs('user');
    const update = (n: number, disputeId: string | null): Notification => ({
      id: `ntf-${n}`,
      title: disputeId ? `Dispute ${disputeId}: In Progress` : `Scam wave ${n}`,
      message: `Update number ${n}.`,
      date: new Date(Date.UTC(2026, 10, n)).toISOString(),
      type: 'info',
      disputeId,
      // The older half already opened.
      read: n <= 3,
    });
    // Days 1 to 6, shuffled; day 1 falls off the end.
    const answer = [
      update(3, 'DSP-3'),
      update(6, null),
      update(1, 'DSP-1'),
      update(5, 'DSP-5'),
      update(2, null),
      update(4, 'DSP-4'),
    ];
    backend.server.use(http.get('*/api/notifications', () => HttpResponse.json(answer)));

    renderApp('/dashboard');
    const items = await updateItems();
    expect(items).toHaveLength(DASHBOARD_UPDATES);
    expect(items.map((item) => within(item).getByText(/^Update number/).textContent)).toEqual(
      [6, 5, 4, 3, 2].map((n) => `Update number ${n}.`),
    );
    expect(within(items[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByRole('link', { name: 'Dispute DSP-5: In Progress' })).toHaveAttribute(
      'href',
      '/dispute/DSP-5',
    );
    expect(screen.getAllByRole('link', { name: /^Dispute DSP-\d: In Progress$/ })).toHaveLength(3);
  });

  it('says what will show there when there is nothing yet', async () => {
    await signInAs('user');
    backend.server.use(http.get('*/api/notifications', () => HttpResponse.json([])));
    renderApp('/dashboard');
    const region = await screen.findByRole('region', { name: 'Recent Updates' });
    expect(await within(region).findByText('No recent updates')).toBeInTheDocument();
    expect(
      within(region).getByText('Replies from support and changes to your disputes will show here.'),
    ).toBeInTheDocument();
  });
});
