import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calls } from '../../../api';
import { DEMO_NEW_ADMIN, DEMO_USER } from '../../../../mocks/db/seed';
import { TEST_NOW } from '../../../../mocks/node';
import { totpCode, totpCodeOfStep, totpStep } from '../../../../mocks/twoStep/totp';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';

const backend = setupMockBackend();

/** The setup key as the page shows it, in groups of four. */
const shownKey = async () => (await screen.findByLabelText('Setup key')).textContent?.replace(/\s+/g, '') ?? '';

describe('/account/two-step', () => {
  it('sends an admin without it here from an admin page, and on to the admin tools once it is on', async () => {
    await calls.login({ body: { username: DEMO_NEW_ADMIN.email, password: DEMO_NEW_ADMIN.password } });
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/two-step'));
    expect(await screen.findByText(/Admins must use two-step sign-in/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));
    const qrCode = await screen.findByRole('img', { name: /QR code/ });
    await waitFor(() => expect(qrCode.querySelector('svg')).not.toBeNull());
    const secret = await shownKey();
    await user.type(screen.getByLabelText('Code from your app'), '12345');
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Code from your app'));
    await user.type(screen.getByLabelText('Code from your app'), totpCode(secret, TEST_NOW));
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(backend.db.data.users.find((stored) => stored.email === DEMO_NEW_ADMIN.email)?.twoStep).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  it('lets a user turn it on, renew the codes and turn it off', async () => {
    await signInAs('user');
    renderApp('/account/two-step');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    const secret = await shownKey();
    const step = totpStep(TEST_NOW);
    await user.type(screen.getByLabelText('Code from your app'), totpCodeOfStep(secret, step - 1));
    await user.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(await screen.findByRole('button', { name: 'I have saved these codes' }));
    expect(await screen.findByText(/Two-step sign-in is on/)).toBeInTheDocument();
    const renew = screen.getByRole('form', { name: 'Get new recovery codes' });
    await user.type(within(renew).getByLabelText('Code from your app'), totpCodeOfStep(secret, step));
    await user.click(screen.getByRole('button', { name: 'Get new recovery codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    const off = await screen.findByRole('form', { name: 'Turn off two-step sign-in' });
    await user.type(within(off).getByLabelText('Code from your app'), totpCodeOfStep(secret, step + 1));
    await user.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await screen.findByRole('button', { name: 'Set up authenticator app' })).toBeInTheDocument();
    expect(backend.db.data.users.find((stored) => stored.email === DEMO_USER.email)?.twoStep).toBeUndefined();
  });
});
