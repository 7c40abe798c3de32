/**
 * Ids are any string but "." and "..": a `/`, `?`, `#`, `%`, a space or an emoji in one must
 * survive the links to a dispute and the route's parameter, and reach the right dispute.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { disputeSummary, fullDispute, idInPath, ODD_IDS } from '../../../tests/kit/disputeFixtures';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';

const backend = setupMockBackend();

/** The user's list holds `ids`; each opens as its own dispute, any other id is not found. */
function serve(ids: readonly string[]) {
  backend.server.use(
    http.get('*/api/disputes', () => HttpResponse.json(ids.map((id) => disputeSummary(id)))),
    http.get('*/api/disputes/:id', ({ request }) => {
      const id = idInPath(request.url, '/api/disputes/');
      return id !== null && ids.includes(id)
        ? HttpResponse.json(fullDispute(id))
        : HttpResponse.json({ message: 'Dispute not found' }, { status: 404 });
    }),
  );
}

describe('links to a dispute whose id is awkward in a URL', () => {
  it.each(ODD_IDS)('View Details for %j opens that dispute', async (id) => {
    await signInAs('user');
    serve([id, 'DSP-100001']);
    const { router } = renderApp('/dashboard');
    await userEvent.setup().click(await screen.findByRole('link', { name: `View Details for ${id}` }));
    expect(await screen.findByRole('heading', { level: 1, name: `Dispute ${id}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dispute/${encodeURIComponent(id)}`);
  });

  it.each(['a/b', '100%', 'üñí 🙂'])('the tracker view of %j links to its standard view', async (id) => {
    await signInAs('user');
    serve([id]);
    const { router } = renderApp(`/enhanced-dispute/${encodeURIComponent(id)}`);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Open the standard view' }));
    // Both views title the page "Dispute <id>", so wait for the tracker view to go before reading the heading.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open the standard view' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe(`/dispute/${encodeURIComponent(id)}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Dispute ${id}` })).toBeInTheDocument();
  });

  it('never links a ".." id to the home page: its row is refused', async () => {
    await signInAs('user');
    serve(['..', 'DSP-100001']);
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /^Welcome back, / });
    await waitFor(() => expect(screen.queryByText('Loading dashboard...')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'View Details for ..' })).not.toBeInTheDocument();
    for (const link of screen.queryAllByRole('link', { name: /^View Details/ })) {
      expect(link).not.toHaveAttribute('href', '/');
    }
  });
});
