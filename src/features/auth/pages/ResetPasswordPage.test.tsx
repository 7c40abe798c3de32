import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../mocks/db/seed';
import { TEST_NOW } from '../../../../mocks/node';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { calls } from '../../../api';
import { RESET_LINK_EXPIRED, RESET_LINK_INVALID, RESET_LINK_USED } from '../../../api/passwordReset';

let clock = TEST_NOW;
const backend = setupMockBackend({ now: () => clock });

/** Asks for a reset of the demo user through the API and reads the link's path from the outbox. */
async function mailedLink(): Promise<string> {
  clock = TEST_NOW;
  await calls.requestPasswordReset({ body: { email: DEMO_USER.email } });
  await waitFor(() => expect(backend.db.data.outbox).toHaveLength(1));
  const url = new URL(backend.db.data.outbox[0]?.links[0]?.url ?? '');
  return `${url.pathname}${url.search}`;
}

async function change(path: string, password = 'a-new-password', confirm = password) {
  const user = userEvent.setup();
  renderApp(path);
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return user;
}

describe('/reset-password', () => {
  it('sets the new password from the mailed link, then offers to sign in with it', async () => {
    await change(await mailedLink());
    expect(await screen.findByRole('heading', { name: 'Your password has been changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(
      calls.login({ body: { username: DEMO_USER.email, password: 'a-new-password' } }),
    ).resolves.toMatchObject({
      email: DEMO_USER.email,
    });
  });

  it('checks the passwords as registration does, before any call', async () => {
    let called = false;
    backend.server.use(
      http.post('*/api/auth/password-reset/confirm', () => {
        called = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await change('/reset-password?token=anything', 'short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('says when the two passwords differ', async () => {
    await change('/reset-password?token=anything', 'a-new-password', 'another-password');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('says a link was used already, and offers a new one', async () => {
    const path = await mailedLink();
    const token = new URLSearchParams(path.split('?')[1]).get('token') ?? '';
    await calls.confirmPasswordReset({ body: { token, password: 'first-new-password' } });
    await change(path);
    expect(await screen.findByRole('heading', { name: RESET_LINK_USED })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('says a link has expired after 30 minutes', async () => {
    const path = await mailedLink();
    clock = TEST_NOW + 30 * 60_000;
    await change(path);
    expect(await screen.findByRole('heading', { name: RESET_LINK_EXPIRED })).toBeInTheDocument();
  });

  it('says an unknown link is not valid', async () => {
    await change('/reset-password?token=not-a-token-the-server-gave');
    expect(await screen.findByRole('heading', { name: RESET_LINK_INVALID })).toBeInTheDocument();
  });

  it('says a link without its token is incomplete', async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'This reset link is incomplete.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });

  it('shows the server’s sentence for too many attempts, and "Something went wrong" for a failure', async () => {
    const answers = [
      HttpResponse.json(
        { message: 'Too many attempts with reset links. Please try again in 15 minutes.' },
        { status: 429 },
      ),
      HttpResponse.json({ message: 'Something went wrong on our side. Please try again.' }, { status: 500 }),
    ];
    backend.server.use(http.post('*/api/auth/password-reset/confirm', () => answers.shift()));
    const user = await change('/reset-password?token=anything');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts with reset links.');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again later.'),
    );
    expect(screen.getByLabelText('New password')).toHaveValue('a-new-password');
  });
});
