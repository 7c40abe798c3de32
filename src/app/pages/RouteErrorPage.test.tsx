/**
 * The route error states (docs/routes.md#error-states) over the real route table: a page that
 * throws or whose chunk fails to load shows its error state inside the layout, with the header
 * still usable; "Try again" renders the page again (or reloads, for a failed chunk); the root
 * boundary stays as the last resort for a page without a layout.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { ROUTE_ERROR_TEXT } from './RouteErrorPage';
import { reloadPage } from './routeErrors';

/** What the mocked pages do; flipped by each test. */
const fault = vi.hoisted(() => ({ scamAlerts: false, landing: false }));

vi.mock('./routeErrors', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./routeErrors')>()),
  reloadPage: vi.fn(),
}));

vi.mock('../../features/scam-centre/ScamAlertsPage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../features/scam-centre/ScamAlertsPage')>();
  return {
    default: function ScamAlertsUnderTest() {
      if (fault.scamAlerts) throw new Error('The scam alerts page broke');
      return createElement(actual.default);
    },
  };
});

vi.mock('../../features/landing/LandingPage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../features/landing/LandingPage')>();
  return {
    default: function LandingUnderTest() {
      if (fault.landing) throw new Error('The landing page broke');
      return createElement(actual.default);
    },
  };
});

/** As a browser reports a chunk that is gone after a deploy. */
vi.mock('../../features/admin/users/AdminUsersPage', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/AdminUsersPage-1a2b3c.js');
});

setupMockBackend();

beforeEach(() => {
  fault.scamAlerts = false;
  fault.landing = false;
  vi.mocked(reloadPage).mockClear();
  // React and the router report a caught render error on the console; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a page that throws while rendering', () => {
  it('shows the error state inside the layout, keeps the header usable, and Try again recovers', async () => {
    fault.scamAlerts = true;
    await signInAs('user');
    const { router } = renderApp('/scam-alerts');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1, name: ROUTE_ERROR_TEXT.title })).toBeInTheDocument();
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXT.render);
    expect(within(alert).getByRole('link', { name: ROUTE_ERROR_TEXT.home })).toHaveAttribute('href', '/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Scam Alerts' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(alert);

    fault.scamAlerts = false;
    await userEvent.click(within(alert).getByRole('button', { name: ROUTE_ERROR_TEXT.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Scam Alerts' })).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_ERROR_TEXT.render)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/scam-alerts');
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('shows the error again when Try again meets the same fault', async () => {
    fault.scamAlerts = true;
    await signInAs('user');
    renderApp('/scam-alerts');
    await userEvent.click(await screen.findByRole('button', { name: ROUTE_ERROR_TEXT.retry }));
    expect(await screen.findByText(ROUTE_ERROR_TEXT.render)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('lets the header navigate away from a broken page', async () => {
    fault.scamAlerts = true;
    await signInAs('user');
    const { router } = renderApp('/scam-alerts');
    await screen.findByText(ROUTE_ERROR_TEXT.render);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back, / })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByRole('alert', { name: ROUTE_ERROR_TEXT.title })).not.toBeInTheDocument();
  });
});

describe('a page whose chunk fails to load', () => {
  it('shows the load error inside the layout, and Try again reloads the URL', async () => {
    await signInAs('admin');
    renderApp('/admin/users');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXT.load);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(alert);

    await userEvent.click(within(alert).getByRole('button', { name: ROUTE_ERROR_TEXT.retry }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('the root boundary, for a page without a layout', () => {
  it('shows a whole-screen error state, and Try again recovers', async () => {
    fault.landing = true;
    renderApp('/');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ROUTE_ERROR_TEXT.render);
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    fault.landing = false;
    await userEvent.click(within(alert).getByRole('button', { name: ROUTE_ERROR_TEXT.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: /Let us get it back/ })).toBeInTheDocument();
    expect(screen.queryByText(ROUTE_ERROR_TEXT.render)).not.toBeInTheDocument();
  });
});
