/**
 * The admin disputes list opened from a Reports figure (docs/reports.md#opening-the-disputes-behind-a-figure),
 * over the real mock backend: it asks the server for the figure's disputes, says what it shows
 * with the server's count, keeps the figure while the list's own filters change, and "Show all
 * disputes" goes back to every dispute.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls, readable } from '../../../api';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';

setupMockBackend();

const PERIOD = { from: '2026-08-24', to: '2026-11-21' };
const DRILL = `report=filed&from=${PERIOD.from}&to=${PERIOD.to}&rtype=fee_dispute`;

async function openList(query: string, { signedIn = false, loaded = true } = {}) {
  if (!signedIn) await signInAs('admin');
  const rendered = renderApp(`/admin/dashboard?${query}`);
  if (loaded) await screen.findByRole('searchbox', { name: 'Search disputes' });
  return rendered;
}

const disputesPanel = () => screen.getByRole('region', { name: 'Disputes' });

describe('/admin/dashboard?report=…', () => {
  it('shows the disputes behind the figure and says what they are, with the server’s count', async () => {
    await signInAs('admin');
    const behind = readable(await calls.getAdminDisputes({ figure: 'filed', ...PERIOD, type: 'fee_dispute' }));
    const all = readable(await calls.getAdminDisputes());
    expect(behind.length).toBeGreaterThan(0);
    expect(behind.length).toBeLessThan(all.length);
    await openList(DRILL, { signedIn: true });
    const heading = await within(disputesPanel()).findByRole('heading', {
      level: 3,
      name: `${behind.length} disputes filed from Aug 24, 2026 to Nov 21, 2026, Fee dispute`,
    });
    expect(heading).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Showing 1–\\d of ${behind.length} disputes$`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Reports' })).toHaveAttribute(
      'href',
      `/admin/reports?from=${PERIOD.from}&to=${PERIOD.to}`,
    );
  });

  it('names an admin’s group by the admin’s name', async () => {
    await openList(`report=open&from=${PERIOD.from}&to=${PERIOD.to}&rassignee=usr-2`);
    expect(
      await screen.findByRole('heading', {
        level: 3,
        name: /^\d+ disputes? open at the end of Nov 21, 2026, Sam Rivera$/,
      }),
    ).toBeInTheDocument();
  });

  it('keeps the figure while a filter of the list changes, and "Show all disputes" leaves it', async () => {
    const { router } = await openList(DRILL);
    await within(disputesPanel()).findByRole('heading', { level: 3, name: /Fee dispute$/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search disputes' }), 'dsp');
    await waitFor(() => expect(router.state.location.search).toContain('q=dsp'));
    expect(new URLSearchParams(router.state.location.search).get('report')).toBe('filed');
    await userEvent.click(screen.getByRole('button', { name: 'Show all disputes' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dsp'));
    expect(within(disputesPanel()).queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows why the server refused a figure it cannot open', async () => {
    await openList(`report=backlogStatus&from=${PERIOD.from}&to=${PERIOD.to}`, { loaded: false });
    const alert = await within(await screen.findByRole('region', { name: 'Disputes' })).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the disputes');
    expect(alert).toHaveTextContent('The figure backlogStatus needs a status');
  });
});
