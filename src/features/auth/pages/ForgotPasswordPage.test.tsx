import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp, renderWithProviders } from '../../../../tests/kit/renderApp';
import ForgotPasswordPage, { RESET_DELAY_MS, simulatePasswordReset } from './ForgotPasswordPage';

setupMockBackend();

describe('/forgot-password', () => {
  it('asks for a valid email', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('simulates the request with a wait of exactly 1.5 s', async () => {
    expect(RESET_DELAY_MS).toBe(1500);
    vi.useFakeTimers();
    try {
      let answered = false;
      void simulatePasswordReset('someone@example.com').then(() => (answered = true));
      await vi.advanceTimersByTimeAsync(RESET_DELAY_MS - 1);
      expect(answered).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(answered).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('confirms once the request is done, and "try again" returns to an empty form', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // The simulated request is still waiting: the form stays until it is done.
    expect(screen.queryByRole('heading', { name: 'Check Your Email' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('someone@example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'try again' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it('shows the failure text word for word when the request fails, keeping the email', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage requestReset={() => Promise.reject(new Error('offline'))} />);
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
