import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { calls, readable, type DisputeStatus } from '../../api';
import { aimLines, NEXT_FROM_SUPPORT, NO_AIM_SPOKEN } from '../../components/dispute/slaText';

const backend = setupMockBackend();

const ACTIVE: DisputeStatus[] = ['New', 'In Progress', 'Under Review'];
const CLOSED: DisputeStatus[] = ['Resolved', 'Rejected'];

async function demoDisputes() {
  const me = await signInAs('user');
  return backend.db.data.disputes.filter((dispute) => dispute.userId === me.id);
}

function signUpFresh(names: { firstName?: string } = { firstName: 'Nova' }) {
  const stamp = Math.random().toString(36).slice(2, 8);
  return calls.register({
    body: {
      username: `fresh.${stamp}`,
      email: `fresh.${stamp}@example.com`,
      password: 'Sup3r-secret!',
      walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
      ...names,
    },
  });
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });

describe('/dashboard', () => {
  it('shows the loading text, then welcomes the user by first name', async () => {
    await signInAs('user');
    renderApp('/dashboard');
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: 'Dispute figures' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'File a New Dispute' })).toHaveAttribute('href', '/new-dispute');
    expect(screen.getByRole('link', { name: 'View Scam Alerts' })).toHaveAttribute('href', '/scam-alerts');
  });

  it('greets by username when the account has no first name', async () => {
    const user = await signUpFresh({});
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome back, ${user.username}` }),
    ).toBeInTheDocument();
  });

  it('computes the three stat cards from the disputes, Pending Funds to two decimals', async () => {
    const mine = await demoDisputes();
    const open = mine.filter((dispute) => ACTIVE.includes(dispute.status));
    const pending = open.reduce((sum, dispute) => sum + dispute.amount, 0);
    renderApp('/dashboard');
    const figures = await screen.findByRole('list', { name: 'Dispute figures' });
    const cards = within(figures).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      `Active Disputes: ${open.length}`,
      `Resolved Disputes: ${mine.filter((dispute) => CLOSED.includes(dispute.status)).length}`,
      `Pending Funds: $${pending.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
    ]);
    expect(within(cards[2] as HTMLElement).getByText(/^\$[\d,]+\.\d{2}$/)).toBeInTheDocument();
  });

  it('sums Pending Funds of open disputes only, with two decimals', async () => {
    await signInAs('user');
    const rows = [
      {
        id: 'DSP-1',
        type: 'other',
        transactionId: 't1',
        amount: 10.1,
        status: 'New',
        createdAt: '2026-11-01T00:00:00.000Z',
        userEmail: 'a@b.c',
      },
      {
        id: 'DSP-2',
        type: 'other',
        transactionId: 't2',
        amount: '0.2',
        status: 'Under Review',
        createdAt: '2026-11-02T00:00:00.000Z',
        userEmail: 'a@b.c',
      },
      {
        id: 'DSP-3',
        type: 'other',
        transactionId: 't3',
        amount: 500,
        status: 'Resolved',
        createdAt: '2026-11-03T00:00:00.000Z',
        userEmail: 'a@b.c',
      },
      {
        id: 'DSP-4',
        type: 'other',
        transactionId: 't4',
        amount: 700,
        status: 'Rejected',
        createdAt: '2026-11-04T00:00:00.000Z',
        userEmail: 'a@b.c',
      },
    ];
    backend.server.use(http.get('*/api/disputes', () => HttpResponse.json(rows)));
    renderApp('/dashboard');
    expect(await screen.findByRole('listitem', { name: 'Pending Funds: $10.30' })).toBeInTheDocument();
  });

  it('starts on Active with the counts of the seed, 5 rows a page', async () => {
    const mine = await demoDisputes();
    const active = mine.filter((dispute) => ACTIVE.includes(dispute.status)).length;
    const closed = mine.filter((dispute) => CLOSED.includes(dispute.status)).length;
    expect([active, closed]).toEqual([9, 6]);
    renderApp('/dashboard');
    expect(await screen.findByRole('tab', { name: `Active (${active})` })).toHaveAttribute('aria-selected', 'true');
    expect(tab(`Resolved (${closed})`)).toHaveAttribute('aria-selected', 'false');
    expect(tab('All Disputes')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    for (const row of bodyRows()) {
      expect(within(row).getByText(/^(New|In Progress|Under Review)$/)).toBeInTheDocument();
    }
    expect(screen.getByText(`Showing 1–5 of ${active}`)).toBeInTheDocument();
  });

  it('pages through the active disputes and back to page 1 on a tab change', async () => {
    const mine = await demoDisputes();
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('table');
    const firstPage = bodyRows().map((row) => row.textContent);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(bodyRows()).toHaveLength(4);
    expect(bodyRows().map((row) => row.textContent)).not.toEqual(firstPage);
    expect(screen.getByText('Showing 6–9 of 9')).toBeInTheDocument();

    await user.click(tab(/^Resolved/));
    expect(screen.getByText('Showing 1–5 of 6')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    for (const row of bodyRows()) expect(within(row).getByText(/^(Resolved|Rejected)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(bodyRows()).toHaveLength(1);

    await user.click(tab('All Disputes'));
    expect(screen.getByText(`Showing 1–5 of ${mine.length}`)).toBeInTheDocument();
  });

  it('links every row to its dispute, the id in the link name', async () => {
    const mine = await demoDisputes();
    renderApp('/dashboard');
    await screen.findByRole('table');
    const links = screen.getAllByRole('link', { name: /^View Details for / });
    expect(links).toHaveLength(5);
    for (const link of links) {
      const id = (link.getAttribute('aria-label') ?? '').replace('View Details for ', '');
      expect(mine.some((dispute) => dispute.id === id)).toBe(true);
      expect(link).toHaveAttribute('href', `/dispute/${id}`);
      expect(link).toHaveTextContent('View Details');
    }
  });

  it("says support's next aim on each active dispute, and nothing on a closed one", async () => {
    await signInAs('user');
    // As the server answers them, with their clocks.
    const mine = readable(await calls.getDisputes());
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: NEXT_FROM_SUPPORT })).toBeInTheDocument();
    for (const row of bodyRows()) {
      const dispute = mine.find((candidate) => row.textContent?.includes(candidate.id));
      const [line] = aimLines(dispute?.sla, dispute?.status ?? 'New');
      expect(line).toBeDefined();
      expect(within(row).getByText(line ?? '')).toBeInTheDocument();
    }
    await user.click(tab(/^Resolved/));
    for (const row of bodyRows()) expect(within(row).getByText(NO_AIM_SPOKEN)).toBeInTheDocument();
  });

  it('lists recent updates and only the first two scam alerts, with a link to the scam centre', async () => {
    await signInAs('user');
    renderApp('/dashboard');
    const updates = await screen.findByRole('region', { name: 'Recent Updates' });
    expect(within(updates).getAllByRole('listitem').length).toBeGreaterThan(0);
    const alerts = screen.getByRole('region', { name: 'Scam Alerts' });
    const sorted = [...backend.db.data.scamAlerts].sort((a, b) => b.date.localeCompare(a.date));
    expect(sorted.length).toBeGreaterThan(2);
    const items = within(alerts).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(sorted[0]?.title ?? '?');
    expect(items[1]).toHaveTextContent(sorted[1]?.title ?? '?');
    expect(within(alerts).getByRole('link', { name: 'View all scam alerts' })).toHaveAttribute('href', '/scam-alerts');
  });

  it('shows the empty texts for a freshly registered user', async () => {
    await signUpFresh();
    backend.server.use(
      http.get('*/api/notifications', () => HttpResponse.json([])),
      http.get('*/api/scam-alerts', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Nova' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Active (0)' })).toBeInTheDocument();
    expect(tab('Resolved (0)')).toBeInTheDocument();
    expect(screen.getByText('No disputes found for this filter.')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Pending Funds: $0.00' })).toBeInTheDocument();
    expect(screen.getByText('No recent updates')).toBeInTheDocument();
    expect(screen.getByText('No scam alerts')).toBeInTheDocument();
    await user.click(tab('All Disputes'));
    // Read in the selected panel: the one left may still be on its way out.
    await waitFor(() => expect(tab('All Disputes')).toHaveAttribute('aria-selected', 'true'));
    const panel = screen.getByRole('tabpanel', { name: 'All Disputes' });
    expect(within(panel).getByText('No disputes found for this filter.')).toBeInTheDocument();
    expect(within(panel).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with Retry when a read fails, and recovers on Retry', async () => {
    await signInAs('user');
    let fail = true;
    backend.server.use(
      http.get('*/api/disputes', () =>
        fail ? HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 }) : undefined,
      ),
    );
    const user = userEvent.setup();
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your dashboard');
    expect(alert).toHaveTextContent('Down for maintenance');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Dispute figures' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
