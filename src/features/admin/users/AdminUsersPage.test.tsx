import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';

const backend = setupMockBackend();

const storedUser = (id: string) => {
  const user = backend.db.data.users.find((candidate) => candidate.id === id);
  if (!user) throw new Error(`no user ${id}`);
  return user;
};

async function openUsers() {
  await signInAs('admin');
  const result = renderApp('/admin/users');
  const table = await screen.findByRole('table', {});
  return { ...result, table };
}

/** The body rows of the table (plain DOM: role queries over a large table are slow in jsdom). */
const bodyRows = () => Array.from(screen.getByRole('table').querySelectorAll<HTMLElement>('tbody tr'));

const rowOf = (text: string) => {
  const row = bodyRows().find((candidate) => within(candidate).queryByText(text, { exact: true }));
  if (!row) throw new Error(`no row with ${text}`);
  return row;
};

async function search(text: string) {
  const field = screen.getByRole('searchbox', { name: 'Search users' });
  await userEvent.clear(field);
  if (text) {
    await userEvent.click(field);
    await userEvent.paste(text);
  }
}

describe('/admin/users', () => {
  it('shows 10 users a page with name, KYC and status columns, and pages through the rest', async () => {
    const { table } = await openUsers();
    const total = backend.db.data.users.length;
    expect(bodyRows()).toHaveLength(10);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Username', 'Email', 'Wallet', 'Disputes', 'KYC', 'Status', 'Actions']);
    expect(screen.getByText(`Showing 1–10 of ${total}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText(`Showing 11–20 of ${total}`)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(10);
    expect(
      within(bodyRows()[0] ?? document.body).getByText(backend.db.data.users[10]?.email ?? ''),
    ).toBeInTheDocument();
  });

  it('searches username, email, first and last name, case-insensitively', async () => {
    await openUsers();
    const sample = storedUser('usr-7');
    await search('ALEX.MORGAN');
    expect(bodyRows()).toHaveLength(1);
    expect(rowOf('demo@example.com')).toBeInTheDocument();

    await search(sample.email.toUpperCase());
    expect(rowOf(sample.email)).toBeInTheDocument();

    await search('rIVERA');
    expect(rowOf('admin@example.com')).toBeInTheDocument();

    await search((sample.firstName ?? '').toLowerCase());
    expect(rowOf(sample.email)).toBeInTheDocument();
    for (const row of bodyRows())
      expect(row.textContent?.toLowerCase()).toContain((sample.firstName ?? '').toLowerCase());
  });

  it('says "No users match your search criteria." when nothing matches', async () => {
    await openUsers();
    await search('no-such-person-anywhere');
    expect(screen.getByText('No users match your search criteria.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows KYC Verified from two previous disputes on, else Pending', async () => {
    const { users, disputes } = backend.db.data;
    const countOf = (id: string) => disputes.filter((dispute) => dispute.userId === id).length;
    const two = users.filter((user) => !user.isAdmin && countOf(user.id) === 2);
    const [lowered, boundary] = two;
    if (!lowered || !boundary) throw new Error('the seed has fewer than two users with exactly two disputes');
    // Hand one of `lowered`'s disputes to the demo user, leaving them with exactly one.
    const moved = disputes.find((dispute) => dispute.userId === lowered.id);
    if (moved) moved.userId = 'usr-1';
    await openUsers();
    const expectations: [string, string][] = [
      [lowered.email, 'Pending'], // 1 dispute
      [boundary.email, 'Verified'], // 2 disputes
      ['admin@example.com', 'Pending'], // 0 disputes
      ['demo@example.com', 'Verified'], // 16 disputes
    ];
    for (const [email, kyc] of expectations) {
      await search(email);
      expect(within(rowOf(email)).getByText(kyc)).toBeInTheDocument();
    }
  });

  it('offers no Suspend on an admin row', async () => {
    await openUsers();
    await search('admin@example.com');
    const row = rowOf('admin@example.com');
    expect(within(row).queryByRole('button', { name: /suspend/i })).not.toBeInTheDocument();
    await search('demo@example.com');
    expect(within(rowOf('demo@example.com')).getByRole('button', { name: /^Suspend/ })).toBeInTheDocument();
  });

  it('suspends after confirmation: the row shows Suspended and Reinstate, and a toast confirms', async () => {
    await openUsers();
    await search('demo@example.com');
    await userEvent.click(within(rowOf('demo@example.com')).getByRole('button', { name: /^Suspend/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Suspend Alex Morgan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('User suspended')).toBeInTheDocument();
    expect(screen.getByText('Alex Morgan can no longer sign in.')).toBeInTheDocument();
    const row = rowOf('demo@example.com');
    expect(within(row).getByText('Suspended')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Reinstate/ })).toBeInTheDocument();
    expect(storedUser('usr-1').isSuspended).toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('does nothing when the confirmation is cancelled', async () => {
    await openUsers();
    await search('demo@example.com');
    await userEvent.click(within(rowOf('demo@example.com')).getByRole('button', { name: /^Suspend/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(rowOf('demo@example.com')).getByText('Active')).toBeInTheDocument();
    expect(storedUser('usr-1').isSuspended).toBeUndefined();
  });

  it('reinstates a suspended user after confirmation', async () => {
    storedUser('usr-1').isSuspended = true;
    await openUsers();
    await search('demo@example.com');
    expect(within(rowOf('demo@example.com')).getByText('Suspended')).toBeInTheDocument();
    await userEvent.click(within(rowOf('demo@example.com')).getByRole('button', { name: /^Reinstate/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reinstate Alex Morgan?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByText('User reinstated')).toBeInTheDocument();
    expect(within(rowOf('demo@example.com')).getByText('Active')).toBeInTheDocument();
    expect(storedUser('usr-1').isSuspended).toBe(false);
  });

  it('shows the server sentence in a toast when suspending fails, and keeps the row as it was', async () => {
    backend.server.use(
      http.post('*/api/admin/users/:id/suspend', () =>
        HttpResponse.json({ message: 'Suspensions are paused' }, { status: 503 }),
      ),
    );
    await openUsers();
    await search('demo@example.com');
    await userEvent.click(within(rowOf('demo@example.com')).getByRole('button', { name: /^Suspend/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Failed to suspend user')).toBeInTheDocument();
    expect(screen.getByText('Suspensions are paused')).toBeInTheDocument();
    // The dialog stays open for another try; cancelling leaves the row as it was.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(within(rowOf('demo@example.com')).getByText('Active')).toBeInTheDocument();
  });

  it('ends a user’s sessions after confirmation, and a toast counts the devices signed out', async () => {
    const now = new Date().toISOString();
    await backend.db.write((tx) => {
      for (const key of ['a', 'b'])
        tx.put('sessions', { tokenHash: key, userId: 'usr-1', createdAt: now, lastSeenAt: now });
    });
    await openUsers();
    await search('demo@example.com');
    await userEvent.click(
      within(rowOf('demo@example.com')).getByRole('button', { name: 'End sessions of Alex Morgan' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: "End Alex Morgan's sessions?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'End sessions' }));
    expect(await screen.findByText('Signed out of 2 devices')).toBeInTheDocument();
    expect(backend.db.data.sessions.filter((session) => session.userId === 'usr-1')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // The account stays active: it may sign in again.
    expect(within(rowOf('demo@example.com')).getByText('Active')).toBeInTheDocument();
  });

  it('offers End sessions on other admins’ rows but not on the admin’s own', async () => {
    await openUsers();
    await search('admin@example.com');
    expect(within(rowOf('admin@example.com')).queryByRole('button', { name: /^End sessions/ })).not.toBeInTheDocument();
    await search('support@example.com');
    expect(within(rowOf('support@example.com')).getByRole('button', { name: /^End sessions/ })).toBeInTheDocument();
  });

  it('shows an error state with Retry when the list cannot load', async () => {
    backend.server.use(
      http.get('*/api/admin/users', () => HttpResponse.json({ message: 'Database offline' }, { status: 500 })),
    );
    await signInAs('admin');
    renderApp('/admin/users');
    expect(await screen.findByText('Could not load users')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
