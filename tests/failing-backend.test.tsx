/**
 * Every route of the table under a failing backend (docs/routes.md#error-states): the routes of
 * ./kit/failingRoutes.ts, read from src/routes.ts with each page's loading text. Signed in as the
 * role the route needs, with every /api call except GET /api/auth/me answering
 *   (a) 500 `{ message }`,
 *   (b) a network error,
 *   (c) nothing at all (hanging: the client's 30 s timeout is too slow for a unit test, so this
 *       asserts what shows while waiting),
 * the page must show something a person can act on: its loading text (docs/texts.md#loading-texts
 * where one applies), an error state (an alert or a Retry / Try again button) or its ordinary
 * content. Never an empty main area, never a route error state (a page that crashed).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreWriteError } from '../mocks/db/store';
import { NETWORK_ERROR_MESSAGE } from '../src/api/client';
import { ROUTE_ERROR_TEXT } from '../src/app/pages/RouteErrorPage';
import { setupMockBackend } from './kit/mockBackend';
import { renderApp } from './kit/renderApp';
import { signInAs } from './kit/session';
import { fillNewDisputeForm } from './kit/newDisputeForm';
import { ROUTES } from './kit/failingRoutes';

// The landing page's lazily loaded parts load at once where there is no IntersectionObserver
// (src/components/WhenNearViewport.tsx), as in a browser scrolled to them.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
});

const backend = setupMockBackend();

type Failure = '500' | 'network' | 'hanging';

const SERVER_SENTENCE = 'Something went wrong on our side. Please try again.';

const CASES = ROUTES.flatMap((route) =>
  (['500', 'network', 'hanging'] as const).map((failure) => ({ ...route, failure })),
);

/** Every /api call fails the given way, except reading the session, which the guards need. */
function failBackend(failure: Failure) {
  backend.server.use(
    http.all('*/api/*', async ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/auth/me') return undefined;
      if (failure === '500') return HttpResponse.json({ message: SERVER_SENTENCE }, { status: 500 });
      if (failure === 'network') return HttpResponse.error();
      await delay('infinite');
      return undefined;
    }),
  );
}

const LOADING_TEXT = /^(Loading .*|Checking your session)\.\.\.$/;

function theMain(): HTMLElement {
  const [main, ...others] = screen.getAllByRole('main');
  expect(others).toHaveLength(0);
  if (!main) throw new Error('no main landmark');
  return main;
}

/** A loading state still showing in the main area (a page-sized one, or a section's). */
const loadingIn = (main: HTMLElement) => within(main).queryAllByText(LOADING_TEXT);

function expectNoCrash() {
  expect(screen.queryByText(ROUTE_ERROR_TEXT.render)).not.toBeInTheDocument();
  expect(screen.queryByText(ROUTE_ERROR_TEXT.load)).not.toBeInTheDocument();
}

describe('every route under a failing backend', () => {
  it.each(CASES)('$path as $role, every call $failure', async ({ path, role, loading, failure }) => {
    if (role !== 'visitor') await signInAs(role);
    failBackend(failure);
    const { router } = renderApp(path);

    // The page (not the session check) has arrived.
    await waitFor(() => {
      const main = theMain();
      expect(within(main).queryByText('Checking your session...')).not.toBeInTheDocument();
      expect(main.textContent?.trim()).not.toBe('');
      expect(
        within(main).queryAllByRole('heading').length + within(main).queryAllByRole('status').length,
      ).toBeGreaterThan(0);
    });
    expect(router.state.location.pathname).toBe(path);

    if (failure === 'hanging') {
      // Still waiting a moment later: the loading state stays, it does not give way to a blank.
      await delay(200);
      const main = theMain();
      if (loading) expect(within(main).getByText(loading)).toBeVisible();
      else expect(within(main).getAllByRole('heading').length).toBeGreaterThan(0);
      expectNoCrash();
      return;
    }

    // A failed call has settled into something a person can act on.
    await waitFor(() => expect(loadingIn(theMain())).toEqual([]));
    const main = theMain();
    expectNoCrash();
    expect(main.textContent?.trim()).not.toBe('');
    const alerts = within(main).queryAllByRole('alert');
    const retries = within(main).queryAllByRole('button', { name: /^(Retry|Try again)$/ });
    if (loading) {
      // A page whose content comes from the failed call says so and offers a way out.
      expect(alerts.length + retries.length).toBeGreaterThan(0);
      // …in the server's own sentence, or the client's for an unreachable server.
      expect(main).toHaveTextContent(failure === '500' ? SERVER_SENTENCE : NETWORK_ERROR_MESSAGE);
      // The server's status codes are not shown to people (docs/texts.md#error-states).
      const showsStatus = alerts.some((alert) => /(?<!\d)500: /.test(alert.textContent ?? ''));
      expect(showsStatus).toBe(false);
    } else {
      // A page that makes no call on arrival shows its ordinary content.
      expect(within(main).getAllByRole('heading').length).toBeGreaterThan(0);
    }
  });
});

describe('a demo store that is full', () => {
  it("shows the server's sentence when filing a dispute cannot be saved, keeping the form", async () => {
    await signInAs('user');
    // Every write from here on is refused as by a full browser storage (the store rolls back; the handler answers 507).
    const commit = vi
      .spyOn(backend.db, 'write')
      .mockRejectedValue(new StoreWriteError(new DOMException('full', 'QuotaExceededError')));
    const { router } = renderApp('/new-dispute');
    await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
    const user = userEvent.setup();
    await fillNewDisputeForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit Dispute' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The demo data could not be saved (browser storage may be full).',
    );
    expect(screen.queryByText(/507/)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/new-dispute');
    expect(screen.getByLabelText('Transaction ID')).toHaveValue('0xabc123');
    expect(commit).toHaveBeenCalled();
    commit.mockRestore();
    // That the store itself is left unchanged is shown with a real refusing driver in
    // mocks/handlers/storageFull.test.ts; here the write is replaced, so no driver runs.
  });
});
