/**
 * The admin dashboard as the support desk's queue (docs/texts.md#desk-queue), over the real mock
 * backend: the Assignee, Waiting on and Due columns, the queue filters and the order in the URL,
 * and the live support panel's real threads with "Assign to me".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calls, readable, type DisputeSummary } from '../../../api';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp, type RenderAppOptions } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { AWAITING_LABELS, NO_WAITING_THREADS, UNASSIGNED, waitingOnSupport } from './desk';
import { SAMPLE_FEED_TITLE } from './SampleSupportFeed';
import { CLOCK_NAMES, currentClock, dueText, exactDueText } from '../../../components/dispute/slaText';
import { dueSoonestFirst } from './dueOrder';
import { BREACHING_LABEL, SORT_LABEL, SORT_LABELS } from './DisputeFilterControls';

const backend = setupMockBackend();

afterEach(() => {
  vi.unstubAllEnvs();
});

/** Signs in as the demo admin, opens the dashboard, and returns the admin and the server's rows. */
async function openDashboard(path = '/admin/dashboard', options: RenderAppOptions = {}) {
  const admin = await signInAs('admin');
  // The list as the server serves it (newest first), with `awaiting` worked out by the server.
  const rows = readable(await calls.getAdminDisputes());
  const rendered = renderApp(path, options);
  await screen.findByRole('searchbox', { name: 'Search disputes' });
  return { ...rendered, admin, rows };
}

/** The cells of every row on screen, by column header. */
function shownRows(): Record<string, string>[] {
  const table = screen.getByRole('table', { hidden: true });
  const [header, ...rows] = within(table).getAllByRole('row', { hidden: true });
  const names = within(header ?? table)
    .getAllByRole('columnheader', { hidden: true })
    .map((cell) => cell.textContent ?? '');
  return rows.map((row) => {
    const cells = within(row).getAllByRole('cell', { hidden: true });
    return Object.fromEntries(names.map((name, index) => [name, cells[index]?.textContent ?? '']));
  });
}
const shownIds = () => shownRows().map((row) => row.ID);
const expectRows = (rows: DisputeSummary[]) =>
  waitFor(() => expect(shownIds()).toEqual(rows.slice(0, 5).map((row) => row.id)));
const waitingText = (row: DisputeSummary) =>
  row.awaiting ? AWAITING_LABELS[row.awaiting] : row.awaiting === null ? '—Nobody' : '—Not known';
const panel = () => screen.getByRole('region', { name: 'Live support' });
const threads = () => within(panel()).getByRole('list', { name: 'Threads waiting on support' });
const threadOf = (id: string) => {
  const item = within(threads())
    .getAllByRole('listitem')
    .find((entry) => entry.textContent?.includes(id));
  if (!item) throw new Error(`${id} is not in the panel`);
  return item;
};

describe('desk columns and filters', () => {
  it("shows each row's assignee and who it waits on, as the store has them", async () => {
    const { rows } = await openDashboard();
    await expectRows(rows);
    const stored = (id: string) => backend.db.data.disputes.find((dispute) => dispute.id === id);
    for (const shown of shownRows()) {
      const row = rows.find((candidate) => candidate.id === shown.ID);
      if (!row) throw new Error(`unknown row ${String(shown.ID)}`);
      expect(shown.Assignee).toBe(stored(row.id)?.assignee?.name ?? UNASSIGNED);
      // Support's badge comes with how long the user has waited ("Waiting 9 days").
      if (row.awaiting === 'support')
        expect(shown['Waiting on']).toMatch(/^SupportWaiting \d+ (days?|hours?|minutes?)$/);
      else expect(shown['Waiting on']).toBe(waitingText(row));
    }
    // The seed's first page, its newest disputes, all open: some wait on support, some on the user.
    const awaited = new Set(
      shownRows().map((row) => String(row['Waiting on']).replace(/^SupportWaiting .*/, 'Support')),
    );
    expect(awaited).toEqual(new Set(['Support', 'User']));
  });

  it('"Mine" keeps the disputes assigned to me and lands in the URL', async () => {
    const { router, rows, admin } = await openDashboard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Mine' }));
    await waitFor(() => expect(router.state.location.search).toBe('?assignee=mine'));
    const mine = rows.filter((row) => row.assignee?.id === admin.id);
    expect(mine.length).toBeGreaterThan(5);
    // A queue to work through: soonest due first.
    await expectRows(dueSoonestFirst(mine));
    expect(screen.getByRole('combobox', { name: SORT_LABEL })).toHaveValue('due');
    expect(screen.getByText(`Showing 1–5 of ${mine.length} disputes`)).toBeInTheDocument();
    expect(shownRows().every((row) => row.Assignee === 'Sam Rivera')).toBe(true);
  });

  it('"Unassigned" combines with a status, and "Clear search and filters" clears it', async () => {
    const { router, rows } = await openDashboard('/admin/dashboard?status=Under%20Review');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unassigned' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Under+Review&assignee=unassigned'));
    const expected = rows.filter((row) => row.status === 'Under Review' && row.assignee === null);
    expect(expected.length).toBeGreaterThan(1);
    await expectRows(dueSoonestFirst(expected));

    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await expectRows(rows);
    expect(screen.getByRole('checkbox', { name: 'Unassigned' })).not.toBeChecked();
  });

  it('"Waiting on support" keeps the threads whose user wrote last, and comes back from the URL', async () => {
    const { router, rows } = await openDashboard();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Waiting on support' }));
    await waitFor(() => expect(router.state.location.search).toBe('?waiting=support'));
    // The longest-waiting first, each saying how long.
    const waiting = waitingOnSupport(rows);
    expect(waiting.length).toBeGreaterThan(5);
    await expectRows(waiting);
    expect(shownRows().every((row) => /^SupportWaiting \S/.test(row['Waiting on'] ?? ''))).toBe(true);
  });

  it('reads the queue filters from a shared link', async () => {
    const { rows, admin } = await openDashboard('/admin/dashboard?assignee=mine&waiting=support');
    expect(screen.getByRole('checkbox', { name: 'Mine' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Waiting on support' })).toBeChecked();
    await expectRows(
      dueSoonestFirst(rows.filter((row) => row.awaiting === 'support' && row.assignee?.id === admin.id)),
    );
  });

  it('shows the clock that matters now in the Due column, with its exact time for screen readers', async () => {
    const { rows } = await openDashboard();
    await expectRows(rows);
    for (const shown of shownRows()) {
      const row = rows.find((candidate) => candidate.id === shown.ID);
      const current = row ? currentClock(row.sla, row.status) : null;
      if (!current) throw new Error(`no clock on ${String(shown.ID)}`);
      expect(shown.Due).toBe(`${dueText(current.clock)}, ${exactDueText(current.clock)}, ${CLOCK_NAMES[current.name]}`);
    }
  });

  it('orders by due from the "Sort by" control, and back to newest first', async () => {
    const { router, rows } = await openDashboard();
    const sort = screen.getByRole('combobox', { name: SORT_LABEL });
    expect(sort).toHaveValue('newest');
    await userEvent.selectOptions(sort, SORT_LABELS.due);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=due'));
    await expectRows(dueSoonestFirst(rows));
    await userEvent.selectOptions(sort, SORT_LABELS.newest);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=newest'));
    await expectRows(rows);
  });

  it('"Breaching within 4 h" keeps the disputes whose running clock falls due within 4 h', async () => {
    const { router, rows } = await openDashboard('/admin/dashboard?sort=due');
    await userEvent.click(screen.getByRole('checkbox', { name: BREACHING_LABEL }));
    await waitFor(() => expect(router.state.location.search).toBe('?breaching=4h&sort=due'));
    const soon = (seconds: number | null | undefined) =>
      seconds !== null && seconds !== undefined && seconds <= 4 * 3600;
    const breaching = rows.filter((row) =>
      [row.sla?.firstReply, row.sla?.resolution].some(
        (clock) => clock && clock.state !== 'met' && clock.state !== 'paused' && soon(clock.remainingSeconds),
      ),
    );
    if (breaching.length === 0) {
      await screen.findByText('No disputes match your search or filters.');
    } else {
      await expectRows(dueSoonestFirst(breaching));
    }
  });

  it('keeps the table as it was for a server without clocks', async () => {
    await signInAs('admin');
    const plain = readable(await calls.getAdminDisputes()).map((row) => ({ ...row, sla: undefined }));
    backend.server.use(http.get('*/api/admin/disputes', () => HttpResponse.json(plain)));
    renderApp('/admin/dashboard?assignee=unassigned');
    await screen.findByRole('searchbox', { name: 'Search disputes' });
    // The server's order (newest first), no Due column, no order control and no clock filter.
    await expectRows(plain.filter((row) => row.assignee === null));
    expect(screen.queryByRole('columnheader', { name: 'Due', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: SORT_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: BREACHING_LABEL })).not.toBeInTheDocument();
  });

  it('ignores a bad queue value in the URL', async () => {
    const { rows } = await openDashboard('/admin/dashboard?assignee=everyone&waiting=yes');
    await expectRows(rows);
    expect(screen.getByRole('checkbox', { name: 'Mine' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Waiting on support' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear search and filters' })).not.toBeInTheDocument();
  });
});

describe('live support panel', () => {
  const openPanel = async (path?: string, options?: RenderAppOptions) => {
    const opened = await openDashboard(path, options);
    await within(panel()).findByRole('list', { name: 'Threads waiting on support' });
    return opened;
  };
  const figures = () => within(panel()).getByRole('list', { name: 'Support figures' });

  it('lists the real threads waiting on support, the longest-waiting first, with real figures', async () => {
    const { rows, admin } = await openPanel();
    const waiting = waitingOnSupport(rows);
    const ids = within(threads())
      .getAllByRole('listitem')
      .map((item) => waiting.find((row) => item.textContent?.includes(row.id))?.id);
    expect(ids).toEqual(waiting.map((row) => row.id));
    const unassigned = waiting.filter((row) => row.assignee === null).length;
    const mine = waiting.filter((row) => row.assignee?.id === admin.id).length;
    expect(unassigned).toBeGreaterThan(0);
    expect(mine).toBeGreaterThan(0);
    expect(
      within(figures())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`${waiting.length} waiting on support`, `${unassigned} unassigned`, `${mine} mine`]);
    const longest = waiting[0];
    if (!longest) throw new Error('seed has waiting threads');
    expect(threadOf(longest.id)).toHaveTextContent(longest.userEmail);
    const holder = longest.assignee;
    expect(threadOf(longest.id)).toHaveTextContent(
      holder === null ? UNASSIGNED : holder.id === admin.id ? 'Assigned to you' : `Assigned to ${holder.name}`,
    );
    expect(within(threadOf(longest.id)).getByRole('link', { name: `Open ${longest.id}` })).toHaveAttribute(
      'href',
      `/admin/dispute/${longest.id}`,
    );
    // One already mine offers no "Assign to me", and says why.
    const held = waiting.find((row) => row.assignee?.id === admin.id);
    if (!held) throw new Error('seed has a waiting thread of mine');
    expect(threadOf(held.id)).toHaveTextContent('Assigned to you');
    expect(
      within(threadOf(held.id)).queryByRole('button', { name: `Assign ${held.id} to me` }),
    ).not.toBeInTheDocument();
  });

  it('"Assign to me" assigns in the store, and the panel and the table row follow', async () => {
    const { rows, admin } = await openPanel();
    const target = waitingOnSupport(rows).find((row) => row.assignee === null);
    if (!target) throw new Error('seed has an unassigned waiting thread');
    const before = waitingOnSupport(rows).filter((row) => row.assignee?.id === admin.id).length;
    await userEvent.click(within(threadOf(target.id)).getByRole('button', { name: `Assign ${target.id} to me` }));
    await waitFor(() =>
      expect(backend.db.data.disputes.find((dispute) => dispute.id === target.id)?.assignee?.id).toBe(admin.id),
    );
    await waitFor(() => expect(threadOf(target.id)).toHaveTextContent('Assigned to you'));
    expect(
      within(threadOf(target.id)).queryByRole('button', { name: `Assign ${target.id} to me` }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(within(figures()).getByText(`${before + 1} mine`)).toBeInTheDocument());

    await userEvent.click(screen.getByRole('searchbox', { name: 'Search disputes' }));
    await userEvent.paste(target.id);
    await waitFor(() =>
      expect(shownRows()).toEqual([expect.objectContaining({ ID: target.id, Assignee: 'Sam Rivera' })]),
    );
  });

  it('shows why a refused assignment failed, and leaves the store alone', async () => {
    const { rows } = await openPanel();
    const target = waitingOnSupport(rows).find((row) => row.assignee === null);
    if (!target) throw new Error('seed has an unassigned waiting thread');
    backend.server.use(
      http.post('*/api/admin/disputes/:id/assign', () =>
        HttpResponse.json({ message: 'This dispute is already resolved' }, { status: 409 }),
      ),
    );
    const button = within(threadOf(target.id)).getByRole('button', { name: `Assign ${target.id} to me` });
    await userEvent.click(button);
    expect(await within(threadOf(target.id)).findByRole('alert')).toHaveTextContent(
      `Could not assign ${target.id} to you: This dispute is already resolved`,
    );
    expect(button).toBeEnabled();
    expect(backend.db.data.disputes.find((dispute) => dispute.id === target.id)?.assignee ?? null).toBeNull();
  });

  it('says so when nothing waits on support', async () => {
    backend.server.use(http.get('*/api/admin/disputes', () => HttpResponse.json([])));
    await signInAs('admin');
    renderApp('/admin/dashboard');
    expect(
      await within(await screen.findByRole('region', { name: 'Live support' })).findByText(NO_WAITING_THREADS),
    ).toBeInTheDocument();
    expect(within(figures()).getByText('0 waiting on support')).toBeInTheDocument();
  });

  it('shows no sample feed and no simulated visitors in real mode, and keeps them apart from the real threads in mock mode', async () => {
    const real = await openPanel();
    expect(within(panel()).queryByRole('region', { name: SAMPLE_FEED_TITLE })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Visitors' })).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /sample/ })).not.toBeInTheDocument();
    real.unmount();

    const { rows } = await openPanel(undefined, { demo: { resetDemoData: async () => {}, recoveredFrom: null } });
    const sample = within(panel()).getByRole('region', { name: SAMPLE_FEED_TITLE });
    // The simulated visitors show in mock mode only, beside the panel.
    expect(screen.getByRole('region', { name: 'Visitors' })).toBeInTheDocument();
    expect(within(sample).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(within(threads()).getAllByRole('listitem')).toHaveLength(waitingOnSupport(rows).length);
    expect(within(figures()).getByText(`${waitingOnSupport(rows).length} waiting on support`)).toBeInTheDocument();
  });
});
