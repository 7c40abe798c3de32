import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_USER } from '../../../../mocks/db/seed';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { seededCode } from '../../../../tests/kit/twoStepSignIn';
import { demoAccounts } from '../../../config/demo';

const backend = setupMockBackend();

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  const emailField = await screen.findByLabelText('Email');
  await user.clear(emailField);
  if (email) await user.type(emailField, email);
  await user.clear(screen.getByLabelText('Password'));
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/login', () => {
  it('prefills the demo user in mock mode, the same account the mock backend seeds', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Email')).toHaveValue(DEMO_USER.email);
    expect(screen.getByLabelText('Password')).toHaveValue(DEMO_USER.password);
    expect(demoAccounts?.admin).toEqual({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
  });

  it('links to password reset and sign-up', async () => {
    renderApp('/login');
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  });

  it('shows "Email is required" and "Password is required" for empty fields and sends nothing', async () => {
    const before = JSON.stringify(backend.db.data.sessions);
    renderApp('/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(JSON.stringify(backend.db.data.sessions)).toBe(before);
  });

  it('signs the demo user in, sending the email as username, and goes to the dashboard', async () => {
    const { router } = renderApp('/login');
    await fillAndSubmit(DEMO_USER.email, DEMO_USER.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(backend.db.data.sessions).toHaveLength(1);
  });

  it('sends an admin to the admin dashboard, by the returned role', async () => {
    const { router } = renderApp('/login');
    await fillAndSubmit(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const user = userEvent.setup();
    // The second step (docs/server.md#two-step-sign-in), then back to password keeps what was typed.
    await user.click(await screen.findByRole('button', { name: 'Back to password' }));
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText('Authentication code'), seededCode(DEMO_ADMIN.email));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('shows the failure text word for word on wrong credentials and re-enables the button', async () => {
    renderApp('/login');
    await fillAndSubmit(DEMO_USER.email, 'wrong-password');
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByLabelText('Email')).toHaveValue(DEMO_USER.email);
  });

  it('after too many wrong passwords, says to wait rather than that the right password is wrong', async () => {
    const { router } = renderApp('/login');
    for (let n = 0; n < 5; n++) {
      await fillAndSubmit(DEMO_USER.email, `wrong-${n}`);
      expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
    }
    await fillAndSubmit(DEMO_USER.email, DEMO_USER.password);
    expect(
      await screen.findByText(/^Too many sign-in attempts\. Please try again in 15 minutes\.$/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the same text when the call itself fails', async () => {
    backend.server.use(http.post('*/api/auth/login', () => HttpResponse.json({ message: 'Down' }, { status: 500 })));
    renderApp('/login');
    await fillAndSubmit(DEMO_USER.email, DEMO_USER.password);
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeInTheDocument();
  });

  it('returns to the page first asked for, internal paths only', async () => {
    const { router } = renderApp('/login?next=%2Fscam-alerts');
    await fillAndSubmit(DEMO_USER.email, DEMO_USER.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/scam-alerts'));
  });

  it('ignores an external next address', async () => {
    const { router } = renderApp('/login?next=%2F%2Fevil.example%2Fsteal');
    await fillAndSubmit(DEMO_USER.email, DEMO_USER.password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
