import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_USER } from '../../../mocks/db/seed';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { DISPUTE_TYPES, EVIDENCE_TYPES } from '../../api';
import { DISPUTE_TYPE_LABELS } from '../../components/format';
import { readScamReportDraft, saveScamReportDraft } from '../../components/scamReportDraft';
import { fillNewDisputeForm, NEW_DISPUTE_DESCRIPTION } from '../../../tests/kit/newDisputeForm';

const backend = setupMockBackend();
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

const DESCRIPTION = NEW_DISPUTE_DESCRIPTION;
const MESSAGES = [
  'Dispute type is required',
  'Transaction ID is required',
  'Transaction date is required',
  'Amount must be greater than 0',
  'Please provide a detailed description (min 20 characters)',
  'Invalid email address',
  'You must confirm that the information provided is accurate',
];

async function openForm() {
  await signInAs('user');
  const rendered = renderApp('/new-dispute');
  await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
  return rendered;
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit Dispute' }));
const mineCount = () => backend.db.data.disputes.filter((dispute) => dispute.userId === 'usr-1').length;

describe('/new-dispute', () => {
  it('labels every field, offers the five types and prefills the contact email', async () => {
    await openForm();
    const type = screen.getByLabelText('Dispute type');
    const options = within(type)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1)).toEqual(DISPUTE_TYPES.map((value) => DISPUTE_TYPE_LABELS[value]));
    expect(screen.getByLabelText('Transaction date')).toHaveAttribute('type', 'date');
    const amount = screen.getByLabelText('Amount');
    expect(amount).toHaveAttribute('type', 'number');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '0.01');
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Contact email')).toHaveValue(DEMO_USER.email);
    expect(screen.getByLabelText('Contact phone')).toHaveValue('');
    expect(
      screen.getByRole('checkbox', { name: 'I confirm that the information provided is accurate' }),
    ).not.toBeChecked();
    expect(screen.getByText('Images or PDFs, up to 10MB each')).toBeInTheDocument();
    expect(screen.getByLabelText('Evidence files')).toHaveAttribute('multiple');
    // The dialog offers the accepted kinds first; the file's first bytes decide (docs/server.md#evidence).
    const accept = screen.getByLabelText('Evidence files').getAttribute('accept')?.split(',') ?? [];
    expect(accept).toEqual(expect.arrayContaining([...EVIDENCE_TYPES]));
  });

  it('shows every field message on an empty submit and sends nothing', async () => {
    const before = mineCount();
    await openForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Contact email'));
    await submit(user);
    for (const message of MESSAGES) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Transaction ID')).toHaveAttribute('aria-invalid', 'true');
    expect(mineCount()).toBe(before);
  });

  it.each([
    ['Amount', '0', 'Amount must be greater than 0'],
    ['Description', 'Too short to explain', null],
    ['Description', 'Nineteen characters', 'Please provide a detailed description (min 20 characters)'],
    ['Contact email', 'not-an-email', 'Invalid email address'],
  ])('checks %s = "%s"', async (label, value, message) => {
    await openForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
    await submit(user);
    await screen.findByText('Transaction ID is required');
    const field = screen.getByLabelText(label);
    if (message) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText(message)).toBeInTheDocument();
    } else {
      expect(field).not.toHaveAttribute('aria-invalid', 'true');
    }
  });

  it('refuses a date that has not come anywhere yet, and files one dated tomorrow by UTC (already today in UTC+14)', async () => {
    // Noon UTC: east of UTC it is already the 11th, so the 11th is someone's today; the 12th is no one's.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
    const before = mineCount();
    const { router } = await openForm();
    const user = userEvent.setup();
    await fillNewDisputeForm(user);
    const date = screen.getByLabelText('Transaction date');
    await user.clear(date);
    await user.type(date, '2026-03-12');
    await submit(user);
    expect(await screen.findByText('Transaction date cannot be in the future')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(mineCount()).toBe(before);
    await user.clear(date);
    await user.type(date, '2026-03-11');
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
    expect(backend.db.data.disputes[0]).toMatchObject({ transactionDate: '2026-03-11', userId: 'usr-1' });
  });

  it("names a future date on the same submit as the other fields' errors, not only once they are fixed", async () => {
    await openForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Transaction date'), '2999-01-01');
    await user.type(screen.getByLabelText('Description'), 'Too short');
    await submit(user);
    expect(await screen.findByText('Transaction date cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText('Please provide a detailed description (min 20 characters)')).toBeInTheDocument();
    expect(screen.getByLabelText('Transaction date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('files the dispute (phone optional), clears the draft and shows the submitted page with the new id', async () => {
    const { router } = await openForm();
    saveScamReportDraft({
      platform: '',
      affectedWallet: '',
      scammerWallet: '',
      amount: '',
      currency: '',
      description: '',
      evidenceFileNames: [],
    });
    const user = userEvent.setup();
    await fillNewDisputeForm(user);
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
    const created = backend.db.data.disputes[0]; // the store keeps the newest first
    expect(created).toMatchObject({
      type: 'fee_dispute',
      transactionId: '0xabc123',
      amount: 125.5,
      description: DESCRIPTION,
      contactEmail: DEMO_USER.email,
      contactPhone: null,
      userId: 'usr-1',
    });
    expect(await screen.findByText(created?.id ?? '?')).toBeInTheDocument();
    expect(readScamReportDraft()).toBeNull();
  });

  it('disables the button and reads "Submitting..." while the request is pending', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.post('*/api/disputes', async () => {
        await held;
      }),
    );
    const { router } = await openForm();
    const user = userEvent.setup();
    await fillNewDisputeForm(user);
    await submit(user);
    const pending = await screen.findByRole('button', { name: /Submitting\.\.\./ });
    expect(pending).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit Dispute' })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
  });

  it('shows the server sentence and its field errors on failure, keeping every value', async () => {
    backend.server.use(
      http.post('*/api/disputes', () =>
        HttpResponse.json(
          {
            message: 'This transaction is already disputed',
            fieldErrors: { transactionId: ['This transaction is already disputed'] },
          },
          { status: 409 },
        ),
      ),
    );
    const { router } = await openForm();
    const user = userEvent.setup();
    await fillNewDisputeForm(user);
    await user.type(screen.getByLabelText('Contact phone'), '+1 555 0100');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This transaction is already disputed');
    expect(screen.getByLabelText('Transaction ID')).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe('/new-dispute');
    expect(screen.getByLabelText('Dispute type')).toHaveValue('fee_dispute');
    expect(screen.getByLabelText('Transaction ID')).toHaveValue('0xabc123');
    expect(screen.getByLabelText('Transaction date')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('Amount')).toHaveValue(125.5);
    expect(screen.getByLabelText('Description')).toHaveValue(DESCRIPTION);
    expect(screen.getByLabelText('Contact phone')).toHaveValue('+1 555 0100');
    expect(screen.getByRole('checkbox', { name: 'I confirm that the information provided is accurate' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Dispute' })).toBeEnabled();
  });

  it('goes back to the dashboard on Cancel', async () => {
    const { router } = await openForm();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('the dashboard shows the new dispute after filing (the cached list is refreshed)', async () => {
    await signInAs('user');
    const user = userEvent.setup();
    renderApp('/dashboard');
    await screen.findByRole('tab', { name: 'Active (9)' });
    await user.click(screen.getByRole('link', { name: 'File a New Dispute' }));
    await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
    await fillNewDisputeForm(user);
    await submit(user);
    await user.click(await screen.findByRole('link', { name: 'Back to Dashboard' }));
    expect(await screen.findByRole('tab', { name: 'Active (10)' })).toBeInTheDocument();
  });
});
