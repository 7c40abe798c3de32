import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../mocks/db/seed';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp, renderWithProviders } from '../../../../tests/kit/renderApp';
import ForgotPasswordPage from './ForgotPasswordPage';

const backend = setupMockBackend();

/** Opens the page, sends `email`, and resolves once the form has been sent. */
async function sendReset(email: string) {
  const user = userEvent.setup();
  renderApp('/forgot-password');
  await user.type(await screen.findByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  return user;
}

const answerReset = (status: number, body: object | null) =>
  backend.server.use(
    http.post('*/api/auth/password-reset', () =>
      body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }),
    ),
  );

describe('/forgot-password', () => {
  it('asks for a valid email', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('asks the server, which mails the account a reset link', async () => {
    await sendReset(DEMO_USER.email);
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    await waitFor(() => expect(backend.db.data.outbox.map((message) => message.to)).toEqual([DEMO_USER.email]));
  });

  it('shows the server’s sentence when there were too many requests, keeping the form', async () => {
    const sentence = 'Too many password reset requests. Please try again in 15 minutes.';
    answerReset(429, { message: sentence });
    await sendReset('someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
  });

  it('confirms as before when the server has no reset call (404)', async () => {
    answerReset(404, { message: 'Not found' });
    await sendReset('someone@example.com');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
  });

  it('says "Something went wrong" for any other failure', async () => {
    answerReset(500, { message: 'Something went wrong on our side. Please try again.' });
    await sendReset('someone@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.');
  });

  it('confirms once the request is done, and "try again" returns to an empty form', async () => {
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
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
