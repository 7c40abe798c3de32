import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import { renderApp } from '../../tests/kit/renderApp';
import { signInAs } from '../../tests/kit/session';

const backend = setupMockBackend();

/** Holds the session check until the returned function is called; it then answers "not signed in". */
function holdSessionCheck(): () => void {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  backend.server.use(
    http.get('*/api/auth/me', async () => {
      await gate;
      return HttpResponse.json({ message: 'Not signed in' }, { status: 401 });
    }),
  );
  return () => release();
}

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
    expect(await screen.findByRole('heading', { level: 1, name: /^Welcome back, / })).toBeInTheDocument();
  });

  it('lets an admin open an admin route', async () => {
    await signInAs('admin');
    const { router } = renderApp('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/reports');
  });

  it("shows the layout's frame and a loading state while the session is loading, then where the guard sends", async () => {
    const release = holdSessionCheck();
    const { router } = renderApp('/dashboard');
    expect(await screen.findByText('Checking your session...')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
    await delay(50);
    // The frame: the header's bar, with nothing that depends on who is signed in.
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Dispute Centre');
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    // The part of the page that needs no one's data (its route's `frameIntro`): the welcome without a
    // name, and its links.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back$/);
    expect(screen.getByRole('link', { name: 'File a New Dispute' })).toHaveAttribute('href', '/new-dispute');
    expect(router.state.location.pathname).toBe('/dashboard');
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows skeletons in the frame of a page that names no introduction', async () => {
    const release = holdSessionCheck();
    const { router } = renderApp('/scam-alerts');
    expect(await screen.findByText('Checking your session...')).toBeVisible();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
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

  it.each(['/', '/landing'])('renders the landing page at %s with its own header, not the app layout', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: /^Lost crypto/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
  });

  it('wraps the sign-in pages in the logged-out header', async () => {
    renderApp('/forgot-password');
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(within(header).queryByRole('button', { name: 'Reset demo data' })).not.toBeInTheDocument();
  });

  it.each([
    ['/dashboard', /^Welcome back, /],
    ['/new-dispute', 'File a Dispute'],
    ['/dispute/DSP-100001', 'Dispute DSP-100001'],
    ['/dispute-submitted', 'Dispute Submitted'],
    ['/scam-alerts', 'Scam Alerts'],
  ])('shows %s in the signed-in layout', async (path, title) => {
    await signInAs('user');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Enhanced tools' })).not.toBeInTheDocument();
  });

  it.each([
    ['/enhanced-dashboard', 'Enhanced Dashboard'],
    ['/enhanced-dispute/DSP-100001', 'Dispute DSP-100001'],
    ['/scam-detection', 'Scam Detection'],
  ])('shows %s in the enhanced layout', async (path, title) => {
    await signInAs('user');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Enhanced tools' })).toHaveTextContent('Enhanced tools');
  });
});
