import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_NOW } from '../../../../mocks/node';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { calls } from '../../../api';
import { formatAmount } from '../../../components/format';
import { formatHours, formatShare } from '../reports/formatReport';
import { withinTargetCount } from '../reports/texts';
import { medianOver, performanceQuery } from './PerformancePanel';

const backend = setupMockBackend();
const HOUR = 3_600_000;

async function openDashboard(path = '/admin/dashboard', { waitForTable = true } = {}) {
  await signInAs('admin');
  const rendered = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' });
  if (waitForTable) await screen.findByRole('searchbox', { name: 'Search disputes' });
  return rendered;
}

const table = () => screen.findByRole('table');
/** The dispute ids of the rows on screen, in order. */
function shownIds(): string[] {
  // `hidden: true` skips the costly visibility check of every node; nothing in the table is hidden.
  const rows = within(screen.getByRole('table', { hidden: true }))
    .getAllByRole('row', { hidden: true })
    .slice(1);
  return rows.map((row) => within(row).getAllByRole('cell', { hidden: true })[0]?.textContent ?? '');
}
/** Waits until the table shows exactly these disputes (the URL, and so the view, updates asynchronously). */
const expectRows = (ids: string[]) => waitFor(() => expect(shownIds()).toEqual(ids));
/** Every dispute of the store, newest first, as the admin list serves them. */
const allDisputes = () =>
  [...backend.db.data.disputes].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));

const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/dashboard at a glance', () => {
  // One page, read once: the figures, the targets, the activity, the links and the panels it shows.
  it("shows the store's figures on the stat cards, the performance targets, the newest disputes as activity, the links and the live panels", async () => {
    await openDashboard();
    const { disputes, users } = backend.db.data;
    const members = users.filter((user) => !user.isAdmin);
    const disputesOf = (id: string) => disputes.filter((dispute) => dispute.userId === id).length;
    const closed = disputes.filter((dispute) => dispute.resolution !== null);
    const hours = closed.map(
      (dispute) => (Date.parse(dispute.resolution?.resolvedAt ?? '') - Date.parse(dispute.createdAt)) / HOUR,
    );
    const average = Math.round((hours.reduce((sum, value) => sum + value, 0) / hours.length) * 10) / 10;
    // The test backend's clock, not the machine's: the two disagree about "today" after midnight UTC.
    const today = new Date(TEST_NOW).setUTCHours(0, 0, 0, 0);
    const expected: [string, number][] = [
      ['New disputes', disputes.filter((dispute) => dispute.status === 'New').length],
      ['In progress', disputes.filter((dispute) => dispute.status === 'In Progress').length],
      ['Users', members.length],
      ['KYC pending', members.filter((user) => disputesOf(user.id) < 2).length],
      ['Resolved today', closed.filter((dispute) => Date.parse(dispute.resolution?.resolvedAt ?? '') >= today).length],
    ];
    const stats = within(await screen.findByRole('list', { name: 'Statistics' }));
    for (const [label, value] of expected) {
      const card = stats.getByText(label).closest('li');
      expect(card, label).not.toBeNull();
      expect(card).toHaveTextContent(`${label}${value.toLocaleString('en-US')}`);
    }
    expect(stats.getByText('Average resolution time').closest('li')).toHaveTextContent(
      `Average resolution time${average.toLocaleString('en-US', { maximumFractionDigits: 1 })} hours`,
    );
    expect(expected.slice(0, 3).every(([, value]) => value > 0)).toBe(true);

    // The performance overview: the last 30 days as Reports has them, against the Settings targets.
    const { totals, targets } = await calls.getAdminReport(performanceQuery());
    const median = totals.resolution.median ?? Number.NaN;
    const share = totals.withinTarget.share ?? Number.NaN;
    const performance = within(screen.getByRole('region', { name: 'Performance overview' }));
    const time = await performance.findByRole('progressbar', { name: 'Resolution time' });
    const rate = performance.getByRole('progressbar', { name: 'Resolution rate' });
    expect(time).toHaveAttribute('aria-valuenow', String(Math.min(100, Math.round((median / 72) * 100))));
    expect(rate).toHaveAttribute('aria-valuenow', String(share));
    expect(performance.getByText(formatHours(median))).toBeInTheDocument();
    expect(performance.getByText(formatShare(share))).toBeInTheDocument();
    expect(targets).toEqual({ resolutionHours: 72, resolutionRate: 90, firstReplyHours: 24 });
    expect(performance.getByText(`Target: 72 hours · ${medianOver(totals.resolution.count)}`)).toBeInTheDocument();
    expect(
      performance.getByText(`Target: 90% · ${withinTargetCount(totals.withinTarget.count, totals.withinTarget.of)}`),
    ).toBeInTheDocument();

    // The newest disputes as recent activity.
    const activity = within(await screen.findByRole('list', { name: 'Recent activity' }));
    const items = activity.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    allDisputes()
      .slice(0, 5)
      .forEach((dispute, index) => {
        expect(items[index]).toHaveTextContent(`${dispute.id} filed by ${dispute.userEmail}`);
      });

    // Quick actions, and the live panels.
    expect(screen.getByRole('link', { name: 'User management' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getByRole('link', { name: 'KYC verification' })).toHaveAttribute('href', '/admin/users');
    expect(screen.getAllByRole('link', { name: 'Settings' }).map((link) => link.getAttribute('href'))).toContain(
      '/admin/settings',
    );
    expect(screen.getByRole('region', { name: 'Live support' })).toBeInTheDocument();
    // Simulated visitors are a demo's (mock mode) only.
    expect(screen.queryByRole('region', { name: 'Visitors' })).not.toBeInTheDocument();
  });

  it('shows an error with Retry for the statistics alone, and Retry loads them', async () => {
    let fail = true;
    backend.server.use(
      http.get('*/api/admin/stats', () => (fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined)),
    );
    await openDashboard();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the statistics');
    expect(await table()).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/admin/dashboard disputes table', () => {
  it('shows 5 rows a page, newest first, with a Review link to each dispute', async () => {
    await openDashboard();
    const ids = allDisputes().map((dispute) => dispute.id);
    await expectRows(ids.slice(0, 5));
    const first = allDisputes()[0];
    if (!first) throw new Error('seed has disputes');
    const row = within(await table()).getAllByRole('row')[1];
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent(first.userEmail);
    expect(row).toHaveTextContent(formatAmount(first.amount));
    expect(row).toHaveTextContent(first.status);
    expect(screen.getByRole('link', { name: `Review ${first.id}` })).toHaveAttribute(
      'href',
      `/admin/dispute/${first.id}`,
    );
    expect(screen.getByText(`Showing 1–5 of ${ids.length} disputes`)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'next page' }));
    await expectRows(ids.slice(5, 10));
    await userEvent.click(screen.getByRole('button', { name: 'page 3' }));
    await expectRows(ids.slice(10, 15));
  });

  it('searches by dispute id and by user email, case-insensitively, and resets the page', async () => {
    const { router } = await openDashboard('/admin/dashboard?page=3');
    const target = allDisputes()[7];
    if (!target) throw new Error('seed has disputes');
    const search = screen.getByRole('searchbox', { name: 'Search disputes' });
    const user = userEvent.setup();
    // Pasted, not typed: every keystroke is a navigation, and the result is the same.
    await user.click(search);
    await user.paste(target.id.toLowerCase());
    await expectRows([target.id]);
    expect(router.state.location.search).toBe(`?q=${target.id.toLowerCase()}`);

    await user.clear(search);
    await user.paste(target.userEmail.toUpperCase());
    const byEmail = allDisputes()
      .filter((dispute) => dispute.userEmail === target.userEmail)
      .map((dispute) => dispute.id);
    await expectRows(byEmail.slice(0, 5));
  });

  it('combines statuses with OR, types with OR, and the two groups with AND', async () => {
    const { router } = await openDashboard();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'New' }));
    await user.click(screen.getByRole('checkbox', { name: 'Resolved' }));
    const either = allDisputes().filter((dispute) => dispute.status === 'New' || dispute.status === 'Resolved');
    expect(await screen.findByText(`Showing 1–5 of ${either.length} disputes`)).toBeInTheDocument();
    await expectRows(either.slice(0, 5).map((dispute) => dispute.id));

    await user.click(screen.getByRole('checkbox', { name: 'Fee dispute' }));
    const both = either.filter((dispute) => dispute.type === 'fee_dispute');
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(either.length);
    await expectRows(both.slice(0, 5).map((dispute) => dispute.id));
    expect(
      await screen.findByText(`Showing 1–${Math.min(5, both.length)} of ${both.length} disputes`),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=New%2CResolved&type=fee_dispute');
  });

  it('applies the search, filters and page of the URL, and keeps them there', async () => {
    const { router } = await openDashboard(
      '/admin/dashboard?q=EXAMPLE.NET&status=In%20Progress,Rejected&type=scam_report,other&page=2',
    );
    const expected = allDisputes().filter(
      (dispute) =>
        dispute.userEmail.includes('example.net') &&
        ['In Progress', 'Rejected'].includes(dispute.status) &&
        ['scam_report', 'other'].includes(dispute.type),
    );
    expect(expected.length).toBeGreaterThan(5);
    await expectRows(expected.slice(5, 10).map((dispute) => dispute.id));
    expect(screen.getByRole('searchbox', { name: 'Search disputes' })).toHaveValue('EXAMPLE.NET');
    expect(screen.getByRole('checkbox', { name: 'In Progress' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Scam report' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Rejected' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=EXAMPLE.NET&status=In+Progress&type=scam_report%2Cother'),
    );
  });

  it('says so when nothing matches, and clears back to every dispute', async () => {
    const { router } = await openDashboard('/admin/dashboard?q=no-such-dispute&status=Rejected');
    expect(await screen.findByText('No disputes match your search or filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await expectRows(
      allDisputes()
        .slice(0, 5)
        .map((dispute) => dispute.id),
    );
    expect(router.state.location.search).toBe('');
  });

  it('exports the filtered rows of every page as a CSV download', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:disputes');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toMatch(/^disputes-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(this.href).toBe('blob:disputes');
    });
    await openDashboard('/admin/dashboard?status=Rejected');
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!blob) throw new Error('no blob');
    const lines = (await readText(blob))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const rejected = allDisputes().filter((dispute) => dispute.status === 'Rejected');
    expect(rejected.length).toBeGreaterThan(5);
    expect(lines[0]).toBe('ID,User email,Type,Transaction ID,Amount (USD),Status,Created at,Assignee,Waiting on,Due');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(rejected.map((dispute) => dispute.id));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:disputes'));
  });

  it('shows an error with Retry for the table alone', async () => {
    let fail = true;
    backend.server.use(
      http.get('*/api/admin/disputes', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    await openDashboard('/admin/dashboard', { waitForTable: false });
    // The support panel reads the same list, so it shows its own error beside the table's.
    const alert = (await screen.findByText('Could not load the disputes')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('no alert');
    expect(await screen.findByRole('list', { name: 'Statistics' })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });
});
