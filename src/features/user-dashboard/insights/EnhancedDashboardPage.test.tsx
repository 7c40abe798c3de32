import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { disputeSummary } from '../../../../tests/kit/disputeFixtures';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { calls, type DisputeStatus } from '../../../api';
import { DISPUTE_TYPE_LABELS, formatAmount } from '../../../components/format';

const backend = setupMockBackend();

const ACTIVE: DisputeStatus[] = ['New', 'In Progress', 'Under Review'];

async function demoDisputes() {
  const me = await signInAs('user');
  return backend.db.data.disputes.filter((dispute) => dispute.userId === me.id);
}

/**
 * From now on the list answers as a server without the `awaiting` extension would: the page must
 * then read each active dispute to tell whether it waits on the user.
 */
async function serveRowsWithoutAwaiting() {
  const rows = (await calls.getDisputes()).map((row) => {
    if ('unreadable' in row) throw new Error(`the demo list has an unreadable row: ${row.problem}`);
    const { awaiting: _omitted, ...withoutAwaiting } = row;
    return withoutAwaiting;
  });
  backend.server.use(http.get('*/api/disputes', () => HttpResponse.json(rows)));
}

/** Records the ids of the disputes the page reads one by one. */
function recordDetailReads(): string[] {
  const fetched: string[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const match = /\/api\/disputes\/(DSP-\d+)$/.exec(new URL(request.url).pathname);
    if (match?.[1]) fetched.push(match[1]);
  });
  return fetched;
}

/** The rows of a (possibly visually hidden) chart table, as arrays of cell texts. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''));
}

const monthOf = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', year: 'numeric' });

describe('/enhanced-dashboard', () => {
  it('shows the loading text, then the page', async () => {
    await signInAs('user');
    renderApp('/enhanced-dashboard');
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Enhanced Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enhanced tools' })).toBeInTheDocument();
  });

  it('has the plain dashboard’s three stat cards, from the store', async () => {
    const mine = await demoDisputes();
    const open = mine.filter((d) => ACTIVE.includes(d.status));
    const cents = open.reduce((sum, d) => sum + Math.round(d.amount * 100), 0);
    renderApp('/enhanced-dashboard');
    const cards = within(await screen.findByRole('list', { name: 'Dispute figures' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual([
      `Active Disputes: ${open.length}`,
      `Resolved Disputes: ${mine.length - open.length}`,
      `Pending Funds: ${formatAmount(cents / 100)}`,
    ]);
  });

  it('gives each chart a heading, a labelled graphic, a caption and a table with the store’s numbers', async () => {
    const mine = await demoDisputes();
    renderApp('/enhanced-dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Disputes by status' });
    expect(tableRows('Disputes by status')).toEqual(
      (['New', 'In Progress', 'Under Review', 'Resolved', 'Rejected'] as const).map((status) => [
        status,
        String(mine.filter((d) => d.status === status).length),
      ]),
    );
    expect(tableRows('Disputes by status')).toEqual([
      ['New', '3'],
      ['In Progress', '3'],
      ['Under Review', '3'],
      ['Resolved', '3'],
      ['Rejected', '3'],
    ]);

    const byType = Object.entries(DISPUTE_TYPE_LABELS)
      .map(([type, label]) => {
        const ofType = mine.filter((d) => d.type === type);
        return [
          label,
          String(ofType.length),
          formatAmount(ofType.reduce((sum, d) => sum + Math.round(d.amount * 100), 0) / 100),
        ];
      })
      .filter(([, count]) => count !== '0');
    expect(tableRows('Disputed amount by type')).toEqual(byType);

    const months = tableRows('Disputes filed per month');
    expect(months.reduce((sum, [, count]) => sum + Number(count), 0)).toBe(mine.length);
    for (const dispute of mine) expect(months.map(([month]) => month)).toContain(monthOf(dispute.createdAt));
    for (const [month, count] of months)
      expect(Number(count)).toBe(mine.filter((d) => monthOf(d.createdAt) === month).length);

    for (const label of [
      'Bar chart of your disputes by status',
      'Bar chart of the disputed amount by dispute type',
      'Line chart of the disputes you filed each month',
    ]) {
      expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    }
    expect(
      screen.getByText('15 disputes: 3 New, 3 In Progress, 3 Under Review, 3 Resolved, 3 Rejected.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['0001-01-01T00:00:00Z', '9999-12-01T00:00:00Z', '200 years', 'Years', '200-year period'],
    ['1970-01-01T00:00:00Z', new Date().toISOString(), 'year', 'Year', 'year'],
  ])('draws filings from %s to %s per %s, in at most 60 points', async (from, to, per, column, noun) => {
    await signInAs('user');
    const closed = (id: string, createdAt: string) => ({ ...disputeSummary(id, createdAt), status: 'Resolved' });
    backend.server.use(
      http.get('*/api/disputes', () => HttpResponse.json([closed('DSP-1', from), closed('DSP-2', to)])),
    );
    renderApp('/enhanced-dashboard');
    await screen.findByRole('heading', { level: 2, name: 'Filings over time' });
    const table = screen.getByRole('table', { name: `Disputes filed per ${per}` });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([column, 'Filed']);
    const rows = tableRows(`Disputes filed per ${per}`);
    expect(rows.length).toBeLessThanOrEqual(60);
    expect(rows.reduce((sum, [, count]) => sum + Number(count), 0)).toBe(2);
    expect(screen.getByRole('img', { name: `Line chart of the disputes you filed each ${noun}` })).toBeInTheDocument();
  });

  it('shows a chart as a table on request', async () => {
    await signInAs('user');
    renderApp('/enhanced-dashboard');
    const status = await screen.findByRole('region', { name: 'Disputes by status' });
    const toggle = within(status).getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(status).queryByRole('img')).not.toBeInTheDocument();
    expect(within(status).getByRole('table', { name: 'Disputes by status' })).toBeVisible();
  });

  it.each([
    ['says who is awaited', false],
    ['does not say who is awaited', true],
  ])('lists the disputes waiting on the user first when the list %s', async (_case, withoutAwaiting) => {
    const mine = await demoDisputes();
    const active = mine.filter((d) => ACTIVE.includes(d.status));
    // What the user sees: internal notes never reach them.
    const waiting = active
      .filter((d) => d.messages.filter((m) => m.internal !== true).at(-1)?.isFromAdmin)
      .map((d) => d.id);
    expect(waiting.length).toBeGreaterThan(0);
    if (withoutAwaiting) await serveRowsWithoutAwaiting();
    const fetched = recordDetailReads();
    renderApp('/enhanced-dashboard');
    const list = await screen.findByRole('list', { name: 'Open disputes, those waiting on you first' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(active.length);
    const replyLinks = within(list).getAllByRole('link', { name: /^Reply needed on / });
    expect(replyLinks.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(waiting.map((id) => `/enhanced-dispute/${id}`)),
    );
    expect(replyLinks).toHaveLength(waiting.length);
    // Waiting disputes come first.
    items
      .slice(0, waiting.length)
      .forEach((item) => expect(within(item).getByText('Reply needed', { selector: 'span' })).toBeInTheDocument());
    items
      .slice(waiting.length)
      .forEach((item) => expect(within(item).getByRole('link', { name: /^View progress on / })).toBeInTheDocument());
    expect(screen.getByText(`${waiting.length} wait on you`)).toBeInTheDocument();
    // With `awaiting` the list alone answers; without it, each active dispute (and no closed one) is read.
    expect([...fetched].sort()).toEqual(withoutAwaiting ? active.map((d) => d.id).sort() : []);
    backend.server.events.removeAllListeners();
  });

  it('counts an unanswered request for more information as waiting on the user', async () => {
    const mine = await demoDisputes();
    const review =
      mine.find((d) => d.status === 'Under Review' && !d.messages.at(-1)?.isFromAdmin) ??
      mine.find((d) => d.status === 'Under Review');
    if (!review) throw new Error('seed has no Under Review dispute');
    review.messages = review.messages.filter((m) => !m.isFromAdmin);
    review.timeline.push({
      status: 'Under Review',
      timestamp: new Date().toISOString(),
      details: 'Additional information requested from the user',
    });
    // Data from before requests carried a message: only the timeline tells, so the page reads it.
    await serveRowsWithoutAwaiting();
    renderApp('/enhanced-dashboard');
    const link = await screen.findByRole('link', { name: `Reply needed on ${review.id}` });
    expect(link).toHaveAttribute('href', `/enhanced-dispute/${review.id}`);
    expect(
      within(link.closest('li') ?? document.body).getByText(/^Support asked for more information on /),
    ).toBeInTheDocument();
  });

  it('welcomes a new user with a way to file instead of empty charts', async () => {
    const stamp = Math.random().toString(36).slice(2, 8);
    await calls.register({
      body: {
        username: `fresh.${stamp}`,
        email: `fresh.${stamp}@example.com`,
        password: 'Sup3r-secret!',
        walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
      },
    });
    renderApp('/enhanced-dashboard');
    expect(await screen.findByText('No disputes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'File your first dispute' })).toHaveAttribute('href', '/new-dispute');
    expect(screen.queryByRole('heading', { name: 'Disputes by status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and Retry loads the page', async () => {
    await signInAs('user');
    let fail = true;
    backend.server.use(
      http.get('*/api/disputes', () =>
        fail ? HttpResponse.json({ message: 'Down for maintenance' }, { status: 503 }) : undefined,
      ),
    );
    renderApp('/enhanced-dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your dashboard')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Disputes by status' })).toBeInTheDocument();
  });

  it('keeps the charts when the details fail, and says so in the attention list', async () => {
    await signInAs('user');
    await serveRowsWithoutAwaiting();
    backend.server.use(http.get('*/api/disputes/:id', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    renderApp('/enhanced-dashboard');
    expect(await screen.findByText('We could not check your disputes for replies')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Disputes by status' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });
});
