// @vitest-environment jsdom
// jsdom: it applies no media queries, so the header's wide and narrow parts are both there.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { COLOR_MODE_STORAGE_KEY, applyColorMode } from '../../theme';

const backend = setupMockBackend();

const USER_LINKS = [
  ['Dashboard', '/dashboard'],
  ['New Dispute', '/new-dispute'],
  ['Scam Alerts', '/scam-alerts'],
  ['Enhanced Dashboard', '/enhanced-dashboard'],
  ['Scam Detection', '/scam-detection'],
];
const ADMIN_LINKS = [
  ['Dashboard', '/admin/dashboard'],
  ['Reports', '/admin/reports'],
  ['Settings', '/admin/settings'],
];

async function mainNav() {
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

function linksOf(nav: { getAllByRole: (role: 'link') => HTMLElement[] }) {
  return nav.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
}

afterEach(() => {
  localStorage.removeItem(COLOR_MODE_STORAGE_KEY);
  applyColorMode('light');
});

describe('signed-in header', () => {
  it("shows the user's email, initial and the user navigation", async () => {
    await signInAs('user');
    renderApp('/dashboard');
    const nav = await mainNav();
    expect(linksOf(nav)).toEqual(USER_LINKS);
    const header = screen.getByRole('banner');
    expect(within(header).getByText(DEMO_USER.email)).toBeInTheDocument();
    expect(within(header).getByText('A')).toBeInTheDocument(); // Alex Morgan
  });

  it('gives an admin the user navigation outside admin paths', async () => {
    await signInAs('admin');
    renderApp('/dashboard');
    expect(linksOf(await mainNav())).toEqual(USER_LINKS);
    expect(within(screen.getByRole('banner')).getByText(DEMO_ADMIN.email)).toBeInTheDocument();
  });

  it('gives an admin only the admin navigation on admin paths', async () => {
    await signInAs('admin');
    renderApp('/admin/dashboard');
    expect(linksOf(await mainNav())).toEqual(ADMIN_LINKS);
  });

  it('links to the account page beside Log Out, on the admin side too', async () => {
    await signInAs('admin');
    const { router } = renderApp('/admin/dashboard');
    await mainNav();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });

  it('marks the current page in the navigation', async () => {
    await signInAs('user');
    renderApp('/scam-alerts');
    const nav = await mainNav();
    expect(nav.getByRole('link', { name: 'Scam Alerts' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('logs out with the Log Out button and leaves the signed-in pages', async () => {
    await signInAs('user');
    const { router } = renderApp('/dashboard');
    await mainNav();
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
    expect(backend.db.data.sessions).toHaveLength(0);
    expect(screen.queryByText(DEMO_USER.email)).not.toBeInTheDocument();
  });

  it('opens the menu from the keyboard, with focus inside it', async () => {
    const user = userEvent.setup();
    await signInAs('user');
    renderApp('/scam-alerts');
    await mainNav();
    screen.getByRole('button', { name: 'Open menu' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('has a menu with the navigation, Account and Log Out', async () => {
    const user = userEvent.setup();
    await signInAs('admin');
    const { router } = renderApp('/admin/settings');
    await mainNav();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Dashboard', 'Reports', 'Settings', 'Account', 'Log Out']);
    expect(within(menu).getByRole('menuitem', { name: 'Account' })).toHaveAttribute('href', '/account');
    // Chosen with the keyboard: Zag selects the highlighted item, and on a busy machine a pointer
    // click could land before the item was highlighted, closing the menu without choosing.
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await user.keyboard('{End}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Log Out' })).toHaveAttribute('data-highlighted'),
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(router.state.location.search).toBe('');
    expect(backend.db.data.sessions).toHaveLength(0);
  });

  it('toggles the colour mode and remembers the choice', async () => {
    const user = userEvent.setup();
    await signInAs('user');
    renderApp('/dashboard');
    await mainNav();
    expect(document.documentElement).not.toHaveClass('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light');
  });
});

describe('signed-out header', () => {
  it('has the colour-mode toggle too', async () => {
    renderApp('/login');
    const header = await screen.findByRole('banner');
    await userEvent.click(within(header).getByRole('button', { name: 'Switch to dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
  });
});
