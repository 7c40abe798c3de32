/**
 * The dashboard with answers at the edges of the contract: date-times in every RFC 3339 form read
 * and show, and an amount the document refuses (400 digits, Infinity as a number) never crashes
 * the page or shows as Infinity.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { disputeSummary, RFC3339_EDGES } from '../../../tests/kit/disputeFixtures';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { formatDate } from '../../components/format';

const backend = setupMockBackend();

function serve(rows: unknown[]) {
  backend.server.use(http.get('*/api/disputes', () => HttpResponse.json(rows)));
}

async function openDashboard() {
  renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: /^Welcome back, / });
  await waitFor(() => expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument());
}

describe('/dashboard with answers at the edges of the contract', () => {
  it.each(RFC3339_EDGES)('lists a dispute filed at %s, with the other rows', async (createdAt, instant) => {
    await signInAs('user');
    serve([disputeSummary('DSP-1', createdAt), disputeSummary('DSP-2')]);
    await openDashboard();
    expect(screen.getByRole('link', { name: 'View Details for DSP-1' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Details for DSP-2' })).toBeInTheDocument();
    expect(screen.getAllByText(formatDate(instant)).length).toBeGreaterThan(0);
  });

  it('survives a 400-digit amount the document refuses: no crash, no Infinity', async () => {
    await signInAs('user');
    serve([disputeSummary('DSP-1'), { ...disputeSummary('DSP-2'), amount: `1${'0'.repeat(399)}` }]);
    await openDashboard();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Infinity|NaN/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View Details for DSP-2' })).not.toBeInTheDocument();
  });
});
