/**
 * Every count on Reports links to the admin disputes list of exactly its disputes
 * (docs/reports.md#opening-the-disputes-behind-a-figure), and says so by its name.
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { sampleReport } from './AdminReportsPage.storyData';

const backend = setupMockBackend();

function answerReports() {
  backend.server.use(
    http.get('*/api/admin/reports', ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json(sampleReport({ from: query.get('from') ?? '', to: query.get('to') ?? '' }));
    }),
  );
}

async function openReports(path: string) {
  await signInAs('admin');
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Reports' });
}

const totals = async () => screen.findByRole('region', { name: 'Totals' });

describe('/admin/reports: the counts open their disputes', () => {
  it('links every count to the disputes behind it, named by what it opens', async () => {
    answerReports();
    await openReports('/admin/reports?from=2026-11-01&to=2026-11-30');
    const section = await totals();
    const period = 'from=2026-11-01&to=2026-11-30';
    const href = (name: string, root: HTMLElement = document.body) =>
      within(root).getByRole('link', { name }).getAttribute('href');
    expect(href('48 disputes filed, open the list', section)).toBe(`/admin/dashboard?report=filed&${period}`);
    expect(href('20 disputes open at the end of the period, open the list', section)).toBe(
      `/admin/dashboard?report=open&${period}`,
    );
    expect(href('9 disputes closed past the resolution target, open the list', section)).toBe(
      `/admin/dashboard?report=breached&${period}`,
    );
    expect(href('38 disputes answered within the first-reply target, open the list', section)).toBe(
      `/admin/dashboard?report=firstReplyWithinTarget&${period}`,
    );
    expect(href('8 disputes open at the end of the period with status New, open the list')).toBe(
      `/admin/dashboard?report=backlogStatus&${period}&rstatus=New`,
    );
    expect(href('6 disputes open for over 7 days at the end of the period, open the list')).toBe(
      `/admin/dashboard?report=backlogAge&${period}&rage=over7Days`,
    );
    const byType = screen.getByRole('table', { name: 'Figures by dispute type' });
    expect(href('11 disputes filed, Fee dispute, open the list', byType)).toBe(
      `/admin/dashboard?report=filed&${period}&rtype=fee_dispute`,
    );
    const byAssignee = screen.getByRole('table', { name: 'Figures by assignee' });
    expect(href('4 disputes past the first-reply target, Sam Rivera, open the list', byAssignee)).toBe(
      `/admin/dashboard?report=firstReplyBreached&${period}&rassignee=usr-2`,
    );
    expect(href('9 disputes open at the end of the period, Unassigned, open the list', byAssignee)).toBe(
      `/admin/dashboard?report=open&${period}&rassignee=none`,
    );
  });
});
