/**
 * The admin's links to a dispute (the dashboard's Review, a similar case) carry any id the
 * contract allows, `/`, `?`, `#`, `%`, spaces and emoji included, to that dispute's review.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { adminDispute, disputeSummary, idInPath, ODD_IDS } from '../../../../tests/kit/disputeFixtures';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';

const backend = setupMockBackend();
const PREFIX = '/api/admin/disputes/';

/** The admin list holds `ids`; each review opens, and every other id is its similar case. */
function serve(ids: readonly string[]) {
  const notFound = () => HttpResponse.json({ message: 'Dispute not found' }, { status: 404 });
  backend.server.use(
    http.get('*/api/admin/disputes', () => HttpResponse.json(ids.map((id) => disputeSummary(id)))),
    http.get('*/api/admin/disputes/:id/similar', ({ request }) => {
      const id = idInPath(request.url, PREFIX, '/similar');
      if (id === null || !ids.includes(id)) return notFound();
      return HttpResponse.json(
        ids
          .filter((other) => other !== id)
          .map((other) => ({ id: other, status: 'New', description: `Case ${other}` })),
      );
    }),
    http.get('*/api/admin/disputes/:id', ({ request }) => {
      const id = idInPath(request.url, PREFIX);
      return id !== null && ids.includes(id) ? HttpResponse.json(adminDispute(id)) : notFound();
    }),
  );
}

describe('admin links to a dispute whose id is awkward in a URL', () => {
  it.each(ODD_IDS)('Review %j on the dashboard opens its review', async (id) => {
    await signInAs('admin');
    serve([id]);
    const { router } = renderApp('/admin/dashboard');
    await userEvent.setup().click(await screen.findByRole('link', { name: `Review ${id}` }));
    expect(await screen.findByRole('heading', { level: 1, name: `Review dispute ${id}` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/dispute/${encodeURIComponent(id)}`);
  });

  it('a similar case links to its own review, whatever its id', async () => {
    await signInAs('admin');
    serve(['a/b', '100% x#1?', 'üñí 🙂']);
    const { router } = renderApp(`/admin/dispute/${encodeURIComponent('a/b')}`);
    await screen.findByRole('heading', { level: 1, name: 'Review dispute a/b' });
    const similar = await screen.findByRole('region', { name: 'Similar cases' });
    await userEvent.setup().click(await within(similar).findByRole('link', { name: '100% x#1?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review dispute 100% x#1?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/dispute/${encodeURIComponent('100% x#1?')}`);
    const next = await screen.findByRole('region', { name: 'Similar cases' });
    await userEvent.setup().click(await within(next).findByRole('link', { name: 'üñí 🙂' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review dispute üñí 🙂' })).toBeInTheDocument();
  });
});
