import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';

const backend = setupMockBackend();

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const OFFICE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70';

/** The demo user signed in here, and on a phone and an office computer stored beside it. */
async function signedInOnThreeDevices() {
  await signInAs('user');
  const now = new Date().toISOString();
  await backend.db.write((tx) => {
    tx.put('sessions', { tokenHash: 'phone', id: 'ses-phone', userId: 'usr-1', createdAt: now, userAgent: PHONE });
    tx.put('sessions', { tokenHash: 'office', id: 'ses-office', userId: 'usr-1', createdAt: now, userAgent: OFFICE });
  });
}

const deviceList = async () => within(await screen.findByRole('list', { name: 'Signed-in devices' }));
const storedIds = () => backend.db.data.sessions.map((session) => session.id);

describe('/account', () => {
  it('lists this device first with its badge, and a named Sign out on each other one', async () => {
    await signedInOnThreeDevices();
    renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    const list = await deviceList();
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] ?? document.body).getByText('This device')).toBeInTheDocument();
    expect(within(items[0] ?? document.body).queryByRole('button')).not.toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Sign out Safari on iPhone' })).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Sign out Edge on Windows' })).toBeInTheDocument();
  });

  it('signs one device out: it is gone from the store and the list, and a sentence says so', async () => {
    await signedInOnThreeDevices();
    renderApp('/account');
    await userEvent.click((await deviceList()).getByRole('button', { name: 'Sign out Safari on iPhone' }));
    const said = await screen.findByText('Signed out of Safari on iPhone.');
    await waitFor(() => expect(said).toHaveFocus());
    expect(storedIds()).not.toContain('ses-phone');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign out Safari on iPhone' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Sign out Edge on Windows' })).toBeInTheDocument();
  });

  it('signs out everywhere else only after the confirmation, and says how many', async () => {
    await signedInOnThreeDevices();
    renderApp('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(backend.db.data.sessions).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const again = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Sign out everywhere else' }));
    const said = await screen.findByText('Signed out of 2 other devices.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(said).toHaveFocus());
    expect(await screen.findByText('Only this device is signed in')).toBeInTheDocument();
    expect(backend.db.data.sessions).toHaveLength(1);
  });

  it('says when only this device is signed in, with nothing to sign out', async () => {
    await signInAs('user');
    renderApp('/account');
    expect(await screen.findByText('Only this device is signed in')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('shows the server’s sentence when a device was already signed out elsewhere, and reads the list again', async () => {
    await signedInOnThreeDevices();
    renderApp('/account');
    const button = (await deviceList()).getByRole('button', { name: 'Sign out Safari on iPhone' });
    await backend.db.write((tx) => tx.remove('sessions', 'phone'));
    await userEvent.click(button);
    expect(await screen.findByText('Could not sign out that device')).toBeInTheDocument();
    expect(screen.getByText('Session not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Sign out Safari on iPhone' })).not.toBeInTheDocument(),
    );
  });

  it('shows an error state with Retry when the list cannot load', async () => {
    backend.server.use(
      http.get('*/api/auth/sessions', () => HttpResponse.json({ message: 'Sessions are offline' }, { status: 500 })),
    );
    await signInAs('user');
    renderApp('/account');
    expect(await screen.findByText('Could not load your signed-in devices')).toBeInTheDocument();
    expect(screen.getByText('Sessions are offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
