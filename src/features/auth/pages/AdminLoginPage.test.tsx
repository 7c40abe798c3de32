import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../../mocks/db/seed';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';

const backend = setupMockBackend();

async function submit(username: string, password: string) {
  const user = userEvent.setup();
  const usernameField = await screen.findByLabelText('Username');
  await user.clear(usernameField);
  if (username) await user.type(usernameField, username);
  await user.clear(screen.getByLabelText('Password'));
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/admin/login', () => {
  it('prefills the demo admin and admits them to the admin dashboard', async () => {
    const { router } = renderApp('/admin/login');
    expect(await screen.findByLabelText('Username')).toHaveValue(DEMO_ADMIN.email);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows "Username is required" and "Password is required" for empty fields', async () => {
    renderApp('/admin/login');
    await submit('', '');
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('refuses wrong credentials inline', async () => {
    renderApp('/admin/login');
    await submit(DEMO_ADMIN.email, 'not-the-password');
    expect(await screen.findByText('Invalid admin credentials. Please try again.')).toBeInTheDocument();
  });

  it('refuses a valid non-admin account and leaves no session behind', async () => {
    const { router } = renderApp('/admin/login');
    await submit(DEMO_USER.email, DEMO_USER.password);
    expect(await screen.findByText('Invalid admin credentials. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    await waitFor(() => expect(backend.db.data.sessions).toHaveLength(0));
  });

  it('says authentication failed when the call itself fails', async () => {
    backend.server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    renderApp('/admin/login');
    await submit(DEMO_ADMIN.email, DEMO_ADMIN.password);
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
