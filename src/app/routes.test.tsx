import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../tests/utils/mockBackend';
import { renderApp } from '../../tests/utils/renderApp';
import { signInAs } from '../../tests/utils/session';
import { COMING_SOON_TEXT } from '../components/ComingSoonPage';

const backend = setupMockBackend();

describe('route guards', () => {
  it('sends a visitor on an authenticated route to /login with the page to come back to', async () => {
    const { router } = renderApp('/dispute/dsp-7?tab=messages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/dispute/dsp-7?tab=messages')}`);
  });

  it('sends a visitor on /dashboard to /login?next=%2Fdashboard', async () => {
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fdashboard'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor on an admin route to /admin/login with next', async () => {
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fusers');
  });

  it('sends a signed-in user on an admin route to /dashboard', async () => {
    await signInAs('user');
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets an admin open an admin route', async () => {
    await signInAs('admin');
    const { router } = renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
  });

  it('shows only a loading state while the session is loading, then the page', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    backend.server.use(
      http.get('*/api/auth/me', async () => {
        await gate;
        return HttpResponse.json({ message: 'Not signed in' }, { status: 401 });
      }),
    );
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('Checking your session...')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    await delay(50);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('pages and layouts', () => {
  it('shows the not-found page word for word for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it.each(['/', '/landing'])('renders the landing page at %s without a layout', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute Centre' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('wraps the sign-in pages in the logged-out header', async () => {
    renderApp('/forgot-password');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/new-dispute', 'New Dispute'],
    ['/dispute/dsp-1', 'Dispute Details'],
    ['/dispute-submitted', 'Dispute Submitted'],
    ['/scam-alerts', 'Scam Alerts'],
  ])('shows %s as an honest placeholder in the signed-in layout', async (path, title) => {
    await signInAs('user');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enhanced tools' })).not.toBeInTheDocument();
  });

  it.each([
    ['/enhanced-dashboard', 'Enhanced Dashboard'],
    ['/enhanced-dispute/dsp-1', 'Enhanced Dispute Details'],
    ['/scam-detection', 'Scam Detection'],
  ])('shows %s in the enhanced layout', async (path, title) => {
    await signInAs('user');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enhanced tools' })).toHaveTextContent('Enhanced tools');
  });
});
