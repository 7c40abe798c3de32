import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { calls } from '../../../api';
import { REOPEN_REASON_MESSAGE } from '../../../api/admin';
import { ASSIGN_FAILED, CLOSED_HANDLING, STATUS_FAILED } from './HandlingCard';
import { REOPEN_FAILED, REOPEN_REASON_LABEL, REOPENED_TEXT } from './ReopenControl';

const backend = setupMockBackend();
/** Each test opens the whole review page and writes through it: on two busy cores that can take a while. */
const SLOW_PAGE_TEST = 60_000;

/** Seeded disputes of the demo user (mocks/db/seed.ts). */
const NEW_UNASSIGNED = 'DSP-100002';
const HELD_BY_JORDAN = 'DSP-100006'; // In Progress
const RESOLVED = 'DSP-100010'; // held by Jordan Lee

async function openReview(id: string) {
  await signInAs('admin');
  renderApp(`/admin/dispute/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Review dispute ${id}` });
}

const handling = () => within(screen.getByRole('region', { name: 'Handling' }));
const timeline = () => within(screen.getByRole('region', { name: 'Timeline' }));
const headerStatus = () =>
  screen.getByRole('heading', { level: 1 }).parentElement?.querySelector('[data-status]')?.textContent;
const assignee = () => handling().getByRole('combobox', { name: 'Assignee' });
const status = () => handling().getByRole('combobox', { name: 'Status' });

describe('handling an active dispute', { timeout: SLOW_PAGE_TEST }, () => {
  it('lists the admins and Unassigned, showing who holds it', async () => {
    await openReview(HELD_BY_JORDAN);
    await waitFor(() =>
      expect(
        within(assignee())
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Unassigned', 'Jordan Lee', 'Sam Rivera (you)']),
    );
    expect(assignee()).toHaveValue(backend.db.data.users.find((user) => user.email === 'support@example.com')?.id);
  });

  it('assigns the dispute to me: the page shows it, on the select and the timeline', async () => {
    const user = userEvent.setup();
    await openReview(NEW_UNASSIGNED);
    expect(assignee()).toHaveValue('');
    await user.click(handling().getByRole('button', { name: 'Assign to me' }));
    expect(await handling().findByText('Assigned to Sam Rivera.')).toBeInTheDocument();
    await waitFor(() => expect(assignee()).toHaveValue('usr-2'));
    expect(await timeline().findByText('Assigned to Sam Rivera')).toBeInTheDocument();
    expect(handling().getByRole('button', { name: 'Assign to me' })).toBeDisabled();
  });

  it('assigns another admin, then nobody', async () => {
    const user = userEvent.setup();
    await openReview(HELD_BY_JORDAN);
    const save = handling().getByRole('button', { name: 'Save assignee' });
    expect(save).toBeDisabled();
    await user.selectOptions(assignee(), await handling().findByRole('option', { name: 'Sam Rivera (you)' }));
    await user.click(save);
    expect(await handling().findByText('Assigned to Sam Rivera.')).toBeInTheDocument();
    await user.selectOptions(assignee(), 'Unassigned');
    await user.click(handling().getByRole('button', { name: 'Save assignee' }));
    expect(await handling().findByText('The dispute is now unassigned.')).toBeInTheDocument();
    await waitFor(() => expect(assignee()).toHaveValue(''));
    expect(await timeline().findByText('Unassigned from Sam Rivera')).toBeInTheDocument();
  });

  it('moves the status with a note: the badge and the timeline follow', async () => {
    const user = userEvent.setup();
    await openReview(NEW_UNASSIGNED);
    expect(
      within(status())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['New', 'In Progress', 'Under Review']);
    await user.selectOptions(status(), 'Under Review');
    await user.type(
      handling().getByRole('textbox', { name: 'Note for the timeline (optional)' }),
      'Waiting for the exchange.',
    );
    await user.click(handling().getByRole('button', { name: 'Change status' }));
    expect(await handling().findByText('Status changed to Under Review.')).toBeInTheDocument();
    await waitFor(() => expect(headerStatus()).toBe('Under Review'));
    expect(await timeline().findByText('Waiting for the exchange.')).toBeInTheDocument();
    expect(handling().getByRole('textbox', { name: 'Note for the timeline (optional)' })).toHaveValue('');
  });

  it('shows the pending state while a change is on its way', async () => {
    const user = userEvent.setup();
    // Held until the checks are done, then answered by the backend: no call outlives the test.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    backend.server.use(
      http.post('*/api/admin/disputes/:id/assign', async () => {
        await held;
        return undefined;
      }),
    );
    await openReview(NEW_UNASSIGNED);
    await user.click(handling().getByRole('button', { name: 'Assign to me' }));
    expect(await handling().findByRole('button', { name: /Saving\.\.\./ })).toBeDisabled();
    expect(handling().getByRole('button', { name: 'Change status' })).toBeDisabled();
    release();
    expect(await handling().findByText('Assigned to Sam Rivera.')).toBeInTheDocument();
  });
});

describe('refusals', { timeout: SLOW_PAGE_TEST }, () => {
  it('the dispute closed meanwhile: the reason shows and the card turns read-only', async () => {
    const user = userEvent.setup();
    await openReview(HELD_BY_JORDAN);
    await calls.resolveDispute({
      id: HELD_BY_JORDAN,
      body: { resolutionType: 'refund', refundAmount: 1, userResponse: 'Refund approved and sent.' },
    });
    await user.click(handling().getByRole('button', { name: 'Assign to me' }));
    const alert = await handling().findByRole('alert');
    expect(within(alert).getByText(ASSIGN_FAILED)).toBeInTheDocument();
    expect(within(alert).getByText('This dispute is already resolved')).toBeInTheDocument();
    expect(await handling().findByText(CLOSED_HANDLING)).toBeInTheDocument();
    expect(handling().getByText('Jordan Lee')).toBeInTheDocument();
    expect(handling().queryByRole('combobox')).not.toBeInTheDocument();
    await waitFor(() => expect(headerStatus()).toBe('Resolved'));
  });

  it('a failed status change keeps the note and says why', async () => {
    const user = userEvent.setup();
    backend.server.use(
      http.post('*/api/admin/disputes/:id/status', () =>
        HttpResponse.json({ message: 'Database offline' }, { status: 500 }),
      ),
    );
    await openReview(NEW_UNASSIGNED);
    await user.selectOptions(status(), 'In Progress');
    await user.type(handling().getByRole('textbox', { name: 'Note for the timeline (optional)' }), 'Picked up.');
    await user.click(handling().getByRole('button', { name: 'Change status' }));
    const alert = await handling().findByRole('alert');
    expect(within(alert).getByText(STATUS_FAILED)).toBeInTheDocument();
    expect(within(alert).getByText('Database offline')).toBeInTheDocument();
    expect(handling().getByRole('textbox', { name: 'Note for the timeline (optional)' })).toHaveValue('Picked up.');
    expect(status()).toHaveValue('New');
  });

  it('a non-admin assignee (422) says why', async () => {
    const user = userEvent.setup();
    backend.server.use(
      http.get('*/api/admin/admins', () =>
        HttpResponse.json([{ id: 'usr-1', name: 'Alex Morgan', email: 'demo@example.com' }]),
      ),
    );
    await openReview(NEW_UNASSIGNED);
    await user.selectOptions(assignee(), await handling().findByRole('option', { name: 'Alex Morgan' }));
    await user.click(handling().getByRole('button', { name: 'Save assignee' }));
    expect(await handling().findByText('Only an admin account can be assigned a dispute')).toBeInTheDocument();
    expect(assignee()).toHaveValue('');
  });
});

describe('a closed dispute', { timeout: SLOW_PAGE_TEST }, () => {
  it('shows its assignee read-only, and reopens only with a reason, which lands on the timeline', async () => {
    const user = userEvent.setup();
    await openReview(RESOLVED);
    expect(handling().getByText('Jordan Lee')).toBeInTheDocument();
    expect(handling().getByText(CLOSED_HANDLING)).toBeInTheDocument();
    expect(handling().queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(handling().getByRole('button', { name: 'Reopen dispute' }));
    const reason = handling().getByRole('textbox', { name: REOPEN_REASON_LABEL });
    await waitFor(() => expect(reason).toHaveAccessibleErrorMessage(REOPEN_REASON_MESSAGE));
    expect(reason).toHaveFocus();
    expect(backend.db.data.disputes.find((dispute) => dispute.id === RESOLVED)?.status).toBe('Resolved');

    await user.type(reason, 'The refund bounced back.');
    await user.click(handling().getByRole('button', { name: 'Reopen dispute' }));
    expect(await handling().findByText(REOPENED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(headerStatus()).toBe('In Progress'));
    expect(await timeline().findByText('Reopened (was Resolved): The refund bounced back.')).toBeInTheDocument();
    // Active again: the status and assignee controls are back.
    expect(status()).toHaveValue('In Progress');
  });

  it('a refused reopening keeps the reason and says why', async () => {
    const user = userEvent.setup();
    backend.server.use(
      http.post('*/api/admin/disputes/:id/reopen', () =>
        HttpResponse.json({ message: 'Database offline' }, { status: 500 }),
      ),
    );
    await openReview(RESOLVED);
    await user.type(handling().getByRole('textbox', { name: REOPEN_REASON_LABEL }), 'The refund bounced back.');
    await user.click(handling().getByRole('button', { name: 'Reopen dispute' }));
    const alert = await handling().findByRole('alert');
    expect(within(alert).getByText(REOPEN_FAILED)).toBeInTheDocument();
    expect(within(alert).getByText('Database offline')).toBeInTheDocument();
    expect(handling().getByRole('textbox', { name: REOPEN_REASON_LABEL })).toHaveValue('The refund bounced back.');
    expect(handling().getByRole('button', { name: 'Reopen dispute' })).toBeEnabled();
  });
});
