import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { REPORT_DATE_MESSAGE, REPORT_RANGE_REVERSED_MESSAGE, reportDays } from '../../../api/admin';
import { type Report } from '../../../api/admin';
import { emptyReport, sampleReport } from './AdminReportsPage.storyData';
import { shiftDay, todayUtc } from './period';

const backend = setupMockBackend();

/** Answers the report from `build` (the sample by default) and keeps every query asked. */
function answerReports(build: (period: { from: string; to: string }) => Report = sampleReport) {
  const asked: string[] = [];
  backend.server.use(
    http.get('*/api/admin/reports', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      return HttpResponse.json(build({ from: query.get('from') ?? '', to: query.get('to') ?? '' }));
    }),
  );
  return asked;
}

async function openReports(path = '/admin/reports') {
  await signInAs('admin');
  const result = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
  return result;
}

/** The totals have arrived. */
const totals = async () => screen.findByRole('region', { name: 'Totals' });

/** The stat card whose label is `label`, as one text. */
function cardText(section: HTMLElement, label: string): string {
  const term = within(section).getByText(label, { selector: 'dt' });
  return term.closest('li')?.textContent ?? '';
}

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

describe('/admin/reports: the period', () => {
  it('asks for the last 30 days, today (UTC) included, with nothing in the URL', async () => {
    const asked = answerReports();
    await openReports();
    await totals();
    const today = todayUtc();
    expect(asked).toEqual([`from=${shiftDay(today, -29)}&to=${today}`]);
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Days in UTC, both ends included\. Today is /)).toBeInTheDocument();
  });

  it('follows the preset in the URL, and a preset pressed goes into the URL and the request', async () => {
    const asked = answerReports();
    const { router } = await openReports('/admin/reports?days=7');
    await totals();
    const today = todayUtc();
    expect(asked).toEqual([`from=${shiftDay(today, -6)}&to=${today}`]);
    await userEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(router.state.location.search).toBe('?days=90');
    const [, from, to] = /from=(.+)&to=(.+)/.exec(asked[1] ?? '') ?? [];
    expect(reportDays(from ?? '', to ?? '')).toBe(90);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks for a range of its own from the URL, and Apply puts a new one there', async () => {
    const asked = answerReports();
    const { router } = await openReports('/admin/reports?from=2026-10-01&to=2026-10-31');
    await totals();
    expect(asked).toEqual(['from=2026-10-01&to=2026-10-31']);
    expect(screen.getByRole('heading', { level: 2, name: 'Oct 1 – Oct 31, 2026 · 31 days' })).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    expect(from).toHaveValue('2026-10-01');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-09-15');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(asked).toEqual(['from=2026-10-01&to=2026-10-31', 'from=2026-09-15&to=2026-10-31']));
    expect(router.state.location.search).toBe('?from=2026-09-15&to=2026-10-31');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sep 15 – Oct 31, 2026 · 47 days' }),
    ).toBeInTheDocument();
  });

  it('shows what is wrong with a reversed or empty range at its field, and asks for nothing', async () => {
    const asked = answerReports();
    const { router } = await openReports('/admin/reports?from=2026-11-25&to=2026-10-27');
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleErrorMessage(REPORT_RANGE_REVERSED_MESSAGE);
    expect(screen.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Correct the dates above to see the report.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.state.location.search).toBe('?from=&to=2026-10-27');
    // The fields start again from the period applied: the order is no longer the problem, the empty day is.
    await waitFor(() => expect(screen.getByLabelText('From')).toHaveAccessibleErrorMessage(REPORT_DATE_MESSAGE));
    expect(screen.getByLabelText('To')).not.toHaveAttribute('aria-invalid');
    expect(asked).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
  });
});

describe('/admin/reports: the figures', () => {
  it('words times, the target and refunds, and a missing median as "—" with why', async () => {
    answerReports((period) => {
      const report = sampleReport(period);
      return { ...report, totals: { ...report.totals, firstReply: { count: 0, median: null, p90: null } } };
    });
    await openReports();
    const section = await totals();
    expect(cardText(section, 'Filed')).toContain('48');
    expect(cardText(section, 'Time to resolution')).toBe(
      'Time to resolution1 day 4 hmedian90th percentile: 4 daysOver 37 disputes closed in the period',
    );
    expect(cardText(section, 'Closed within target')).toBe(
      'Closed within target75.7%within 72 hours (target 90%)28 of 37 closed disputes9 breached the targetBelow the target',
    );
    expect(cardText(section, 'Replied within target')).toBe(
      'Replied within target84.4%first reply within 24 hours38 of 45 disputes answered or overdue7 breached the target',
    );
    expect(cardText(section, 'Refunds granted')).toBe(
      'Refunds granted20$10,180.25 in total, by disputes closed in the period',
    );
    const reply = cardText(section, 'Time to first support reply');
    expect(reply).toContain('—');
    expect(reply).toContain('No replies in this period');
  });

  it('shows the backlog and both splits as tables with every column', async () => {
    answerReports();
    await openReports();
    await totals();
    const byStatus = screen.getByRole('table', { name: 'Open disputes by status' });
    expect(within(byStatus).getByRole('row', { name: /^In Progress 7 disputes/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Open disputes by age' })).getByRole('row', { name: /^Over 7 days 6/ }),
    ).toBeInTheDocument();
    const byAssignee = screen.getByRole('table', { name: 'Figures by assignee' });
    expect(
      within(byAssignee)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Assignee',
      'Filed',
      'Resolved',
      'Rejected',
      'Open',
      'Replied',
      'Reply median',
      'Reply 90th pct.',
      'Reply within target',
      'Reply breached',
      'Closed',
      'Resolution median',
      'Resolution 90th pct.',
      'Within target',
      'Breached',
      'Refunds',
      'Refund sum',
    ]);
    const unassigned = within(byAssignee).getByRole('rowheader', { name: 'Unassigned' }).closest('tr');
    expect(unassigned?.textContent).toBe('Unassigned900968 h1 day 6 h100% (6 of 6)00—None—None—None—None0$0.00');
    expect(within(screen.getByRole('table', { name: 'Figures by dispute type' })).getAllByRole('row')).toHaveLength(6);
  });

  it('says plainly when nothing happened in the period, and still shows the zeros', async () => {
    answerReports(emptyReport);
    await openReports('/admin/reports?from=2026-10-27&to=2026-11-25');
    const section = await totals();
    expect(screen.getByText('No disputes in this period')).toBeInTheDocument();
    expect(
      screen.getByText(
        'No dispute was filed, resolved or rejected from Oct 27, 2026 to Nov 25, 2026, so the figures below are zero.',
      ),
    ).toBeInTheDocument();
    expect(cardText(section, 'Filed')).toContain('0');
  });
});

describe('/admin/reports over the mock backend', () => {
  it("shows the backend's own report: every admin, then the unassigned, and its targets", async () => {
    await openReports('/admin/reports?days=90');
    await totals();
    const byAssignee = screen.getByRole('table', { name: 'Figures by assignee' });
    const names = within(byAssignee)
      .getAllByRole('rowheader')
      .map((header) => header.textContent);
    expect(names).toEqual(['Jordan Lee', 'Sam Rivera', 'Unassigned']);
    expect(
      within(screen.getByRole('table', { name: 'Figures by dispute type' })).getAllByRole('rowheader'),
    ).toHaveLength(5);
    expect(screen.getByText(/Target: \d+% of disputes closed within \d+ hours?\./)).toBeInTheDocument();
  });
});

describe('/admin/reports: download and failure', () => {
  it('downloads every figure as dispute-report-FROM-to-TO.csv', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    answerReports();
    await openReports('/admin/reports?from=2026-10-27&to=2026-11-25');
    await totals();
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(names).toEqual(['dispute-report-2026-10-27-to-2026-11-25.csv']);
    const blob = createObjectURL.mock.calls[0]?.[0];
    if (!blob) throw new Error('no blob');
    const lines = (await readText(blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines.slice(0, 3)).toEqual(['Dispute report', 'From,2026-10-27', 'To,2026-11-25']);
    for (const title of ['Totals', 'Open disputes by status', 'Open disputes by age', 'By dispute type', 'By assignee'])
      expect(lines).toContain(title);
    expect(lines).toContain('Sam Rivera,19,14,5,5,19,3.25,22,19,30,110,13,68.4,6,15,78.9,4,10,3780.25');
  });

  it("shows the server's sentence with Retry, and Retry brings the report", async () => {
    let fail = true;
    backend.server.use(
      http.get('*/api/admin/reports', ({ request }) => {
        if (fail) return HttpResponse.json({ message: 'The reports are resting.' }, { status: 500 });
        const query = new URL(request.url).searchParams;
        return HttpResponse.json(sampleReport({ from: query.get('from') ?? '', to: query.get('to') ?? '' }));
      }),
    );
    await openReports();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the report');
    expect(alert).toHaveTextContent('The reports are resting.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await totals();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
