import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_NEW_ADMIN, DEMO_USER } from '../../../../mocks/db/seed';
import { seededCode } from '../../../../tests/kit/twoStepSignIn';
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
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The second step (docs/server.md#two-step-sign-in): the code the admin's app shows.
    await user.type(await screen.findByLabelText('Authentication code'), seededCode(DEMO_ADMIN.email));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('takes a recovery code instead, and says so when a code is wrong', async () => {
    const { router } = renderApp('/admin/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('form', { name: 'Two-step sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByText('That code is not right. Check your authenticator app and try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText('Recovery code'), DEMO_ADMIN.recoveryCodes[0] ?? '');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('sends an admin without two-step sign-in to set it up', async () => {
    const { router } = renderApp('/admin/login');
    await submit(DEMO_NEW_ADMIN.email, DEMO_NEW_ADMIN.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-step'));
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
