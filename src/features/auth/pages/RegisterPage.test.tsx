import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../mocks/db/seed';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';

const backend = setupMockBackend();

interface Entry {
  first?: string;
  last?: string;
  email?: string;
  wallet?: string;
  password?: string;
  confirm?: string;
  terms?: boolean;
}

async function fill({
  first = 'Mary',
  last = 'McGregor',
  email = 'mary@example.org',
  wallet = '0x52908400098527886E0F7030069857D2E4169EE7',
  password = 'long-enough-1',
  confirm = password,
  terms = true,
}: Entry) {
  const user = userEvent.setup();
  const type = async (label: string, value: string) => {
    if (value) await user.type(screen.getByLabelText(label), value);
  };
  await screen.findByLabelText('First name');
  await type('First name', first);
  await type('Last name', last);
  await type('Email', email);
  await type('Wallet address', wallet);
  await type('Password', password);
  await type('Confirm password', confirm);
  if (terms) await user.click(screen.getByRole('checkbox', { name: /I agree to the terms/ }));
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('/register', () => {
  it('shows every field message for an empty form and creates nothing', async () => {
    const users = backend.db.data.users.length;
    renderApp('/register');
    await fill({ first: '', last: '', email: '', wallet: '', password: '', confirm: '', terms: false });
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Wallet address is required',
      'Password must be at least 8 characters',
      'Please confirm your password',
      'You must agree to the terms',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(backend.db.data.users).toHaveLength(users);
  });

  it('rejects a malformed email and a short password', async () => {
    renderApp('/register');
    await fill({ email: 'not-an-email', password: 'short', confirm: 'short' });
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('refuses a wallet whose checksum fails, as the server does, and creates nothing', async () => {
    const users = backend.db.data.users.length;
    renderApp('/register');
    await fill({ wallet: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' });
    expect(
      await screen.findByText('This EVM address fails its checksum: a character is wrong, missing or swapped'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet address')).toHaveAttribute('aria-invalid', 'true');
    expect(backend.db.data.users).toHaveLength(users);
  });

  it('says "Passwords do not match" when the confirmation differs', async () => {
    renderApp('/register');
    await fill({ password: 'long-enough-1', confirm: 'long-enough-2' });
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('refuses a name with an invisible character beside the field, then accepts Greek with a hyphen and an apostrophe', async () => {
    const users = backend.db.data.users.length;
    const { router } = renderApp('/register');
    await fill({ first: 'admin\u200b', last: 'Ro\u202Egue', email: 'eleni@example.org' });
    const first = await screen.findByLabelText('First name');
    await waitFor(() =>
      expect(first).toHaveAccessibleErrorMessage('Names cannot contain invisible or control characters'),
    );
    const last = screen.getByLabelText('Last name');
    expect(last).toHaveAccessibleErrorMessage('Names cannot contain invisible or control characters');
    expect(backend.db.data.users).toHaveLength(users);

    const user = userEvent.setup();
    await user.clear(first);
    await user.type(first, 'Ελένη-Μαρία');
    await user.clear(last);
    await user.type(last, "Ο'Νιλ");
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(backend.db.data.users.find((entry) => entry.email === 'eleni@example.org')).toMatchObject({
      username: "ελένη-μαρία.ο'νιλ",
      firstName: 'Ελένη-Μαρία',
      lastName: "Ο'Νιλ",
    });
  });

  it('creates the account with username first.last lowercased and goes to the dashboard', async () => {
    const { router } = renderApp('/register');
    await fill({});
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const created = backend.db.data.users.find((user) => user.email === 'mary@example.org');
    expect(created).toMatchObject({ username: 'mary.mcgregor', firstName: 'Mary', lastName: 'McGregor' });
    expect(backend.db.data.sessions.some((session) => session.userId === created?.id)).toBe(true);
  });

  it('shows the failure text, and the reason beside the email, when the email is taken', async () => {
    renderApp('/register');
    await fill({ email: DEMO_USER.email.toUpperCase() });
    expect(await screen.findByText('There was a problem creating your account. Please try again.')).toBeInTheDocument();
    // The form-level text, the field's error and the re-enabled button may arrive in separate renders.
    await waitFor(() => {
      expect(screen.getByLabelText('Email')).toHaveAccessibleErrorMessage('An account with this email already exists');
      expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
    });
    expect(screen.getByLabelText('First name')).toHaveValue('Mary');
  });
});
