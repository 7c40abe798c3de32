import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { calls, SLA_CLOCKS, type DisputeStatus } from '../../../api';
import { CLOCK_NAMES, CLOCK_TITLE, clockStateText } from '../../../components/dispute/slaText';
import { formatDate } from '../../../components/format';
import { PENDING_VERIFICATION } from './UserInfoCard';

const backend = setupMockBackend();
afterEach(() => {
  backend.server.events.removeAllListeners();
});

/** The bodies of the resolve calls sent from now on, by dispute id. */
function resolveCalls(): { id: string; body: unknown }[] {
  const sent: { id: string; body: unknown }[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    const match = /\/api\/admin\/disputes\/([^/]+)\/resolve$/.exec(new URL(request.url).pathname);
    if (request.method !== 'POST' || !match) return;
    const id = decodeURIComponent(match[1] ?? '');
    void request
      .clone()
      .json()
      .then((body: unknown) => sent.push({ id, body }));
  });
  return sent;
}

/** A seeded dispute of the demo user in `status`, with transaction details on record. */
function seeded(status: DisputeStatus) {
  const dispute = backend.db.data.disputes.find(
    (d) => d.userId === 'usr-1' && d.status === status && d.transactionDetails,
  );
  if (!dispute) throw new Error(`no ${status} dispute`);
  return dispute;
}

async function openReview(id: string) {
  await signInAs('admin');
  const result = renderApp(`/admin/dispute/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Review dispute ${id}` });
  return result;
}

const region = (name: string) => screen.getByRole('region', { name });
const resolutionType = () => screen.getByRole('combobox', { name: 'Resolution type' });

describe('/admin/dispute/{id}: what the admin reads', () => {
  it('says "Pending verification" for a user the users screen lists as Pending (fewer than two disputes)', async () => {
    const { disputes } = backend.db.data;
    const single = disputes.find((d) => disputes.filter((other) => other.userId === d.userId).length < 2);
    if (!single) throw new Error('no user with a single dispute in the seed');
    await openReview(single.id);
    const user = region('User information');
    expect(within(user).getAllByText(PENDING_VERIFICATION)).toHaveLength(2);
    expect(within(user).queryByText('Verified User')).not.toBeInTheDocument();
    expect(within(user).queryByText('Fully Verified')).not.toBeInTheDocument();
  });

  it('shows the user, the dispute, its evidence, the timeline, its clocks, similar cases and the expected line', async () => {
    const dispute = seeded('In Progress');
    await openReview(dispute.id);
    const user = region('User information');
    // The demo user has two disputes or more: verified, by the users screen's rule.
    expect(within(user).getByText('Verified User')).toBeInTheDocument();
    expect(within(user).getByText('Fully Verified')).toBeInTheDocument();
    expect(within(user).queryByText(PENDING_VERIFICATION)).not.toBeInTheDocument();
    expect(within(user).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(user).getByText('demo@example.com')).toBeInTheDocument();
    expect(within(user).getByText('0x52908400098527886e0f7030069857d2e4169ee7')).toBeInTheDocument();
    expect(within(user).getByText('Member since')).toBeInTheDocument();
    expect(within(user).getByText('15')).toBeInTheDocument();

    expect(within(region('Dispute details')).getByText(dispute.description)).toBeInTheDocument();
    expect(
      within(region('Verified transaction details')).getByText(dispute.transactionDetails?.network ?? ''),
    ).toBeInTheDocument();
    const timeline = within(region('Timeline'));
    expect(timeline.getByRole('list', { name: 'Status timeline' })).toBeInTheDocument();
    // With the clocks, the day the resolution clock falls due; both clocks in their own card.
    const { sla } = await calls.getAdminDispute({ id: dispute.id });
    if (!sla) throw new Error(`${dispute.id} has no clocks`);
    expect(timeline.getByText(`Expected by ${formatDate(sla.resolution.dueAt)}`)).toBeInTheDocument();
    const clock = within(region(CLOCK_TITLE));
    for (const name of SLA_CLOCKS) {
      expect(clock.getByText(CLOCK_NAMES[name])).toBeInTheDocument();
      expect(clock.getByText(clockStateText(sla[name], dispute.status))).toBeInTheDocument();
    }
    // Who uploaded what and when: the evidence card's own tests read each row.
    const files = dispute.evidence ?? [];
    expect(await within(region('Evidence')).findByText(`${files.length} of 10 files`)).toBeInTheDocument();

    const similar = within(region('Similar cases'));
    const links = await similar.findAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    const first = links[0];
    expect(first).toHaveAttribute('href', `/admin/dispute/${first?.textContent ?? ''}`);
  });

  it('says so when there are no transaction details, no analysis and no similar cases', async () => {
    const dispute = seeded('New');
    dispute.transactionDetails = null;
    dispute.technicalAnalysis = null;
    backend.server.use(http.get('*/api/admin/disputes/:id/similar', () => HttpResponse.json([])));
    await openReview(dispute.id);
    expect(
      within(region('Verified transaction details')).getByText('No transaction details on record.'),
    ).toBeInTheDocument();
    expect(within(region('Technical analysis')).getByText('No technical analysis available yet.')).toBeInTheDocument();
    expect(await within(region('Similar cases')).findByText('No similar cases found.')).toBeInTheDocument();
  });

  it('a closed dispute shows its outcome, no form and no expected line', async () => {
    const dispute = seeded('Resolved');
    await openReview(dispute.id);
    const resolution = region('Resolution');
    expect(within(resolution).getByText('This dispute is closed as Resolved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve Dispute' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Expected by/)).not.toBeInTheDocument();
  });

  it('an unknown id shows a not-found state', async () => {
    await signInAs('admin');
    renderApp('/admin/dispute/DSP-999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute not found' })).toBeInTheDocument();
    expect(screen.getByText('There is no dispute with the id DSP-999999.')).toBeInTheDocument();
  });

  it('shows the loading text, then an error state when the call fails', async () => {
    backend.server.use(
      http.get('*/api/admin/disputes/:id', () => HttpResponse.json({ message: 'Database offline' }, { status: 500 })),
    );
    await signInAs('admin');
    renderApp('/admin/dispute/DSP-100001');
    // Found while it shows; the failed call may replace it a moment later.
    await screen.findByText('Loading dispute details...');
    expect(await screen.findByText('The dispute could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Database offline')).toBeInTheDocument();
  });
});

describe('/admin/dispute/{id}: the resolution form', () => {
  it('offers the four outcomes; the refund field shows only for refunds, defaulting to amount − 5', async () => {
    const dispute = seeded('New');
    dispute.amount = 42.5;
    await openReview(dispute.id);
    const options = within(resolutionType())
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['refund', 'Full refund'],
      ['partial_refund', 'Partial refund'],
      ['decline', 'Decline claim'],
      ['additional_info', 'Request more information'],
    ]);
    expect(screen.getByLabelText('Refund amount')).toHaveValue(37.5);
    expect(screen.getByText('Recommended refund: $37.50')).toBeInTheDocument();
    await userEvent.selectOptions(resolutionType(), 'decline');
    expect(screen.queryByLabelText('Refund amount')).not.toBeInTheDocument();
    await userEvent.selectOptions(resolutionType(), 'additional_info');
    expect(screen.queryByLabelText('Refund amount')).not.toBeInTheDocument();
    await userEvent.selectOptions(resolutionType(), 'partial_refund');
    expect(screen.getByLabelText('Refund amount')).toHaveValue(37.5);
    expect(screen.getByLabelText('Admin notes')).toBeInTheDocument();
    expect((screen.getByLabelText('Response to user') as HTMLTextAreaElement).value).toContain('refund');
    expect((screen.getByLabelText('Response to user') as HTMLTextAreaElement).value).toContain('within 24 hours');
  });

  it('recommends 0 for an amount under 5', async () => {
    const dispute = seeded('New');
    dispute.amount = 3.2;
    await openReview(dispute.id);
    expect(screen.getByLabelText('Refund amount')).toHaveValue(0);
    expect(screen.getByText('Recommended refund: $0.00')).toBeInTheDocument();
  });

  it('asks for a response of at least 10 characters and sends nothing', async () => {
    const dispute = seeded('New');
    const sent = resolveCalls();
    await openReview(dispute.id);
    const response = screen.getByLabelText('Response to user');
    await userEvent.clear(response);
    await userEvent.type(response, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve Dispute' }));
    expect(await screen.findByText('Response must be at least 10 characters long')).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(dispute.status).toBe('New');
  });

  it('resolves a partial refund: success toast, back on the dashboard, the admin list fetched afresh', async () => {
    const dispute = seeded('In Progress');
    const sent = resolveCalls();
    const listReads: string[] = [];
    backend.server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && new URL(request.url).pathname === '/api/admin/disputes')
        listReads.push(request.url);
    });
    await signInAs('admin');
    const { router } = renderApp('/admin/dashboard');
    await waitFor(() => expect(listReads).toHaveLength(1));
    await router.navigate(`/admin/dispute/${dispute.id}`);
    await screen.findByRole('heading', { level: 1, name: `Review dispute ${dispute.id}` });

    await userEvent.selectOptions(resolutionType(), 'partial_refund');
    const amount = screen.getByLabelText('Refund amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.25');
    await userEvent.type(screen.getByLabelText('Admin notes'), 'Fee difference only.');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve Dispute' }));

    expect(await screen.findByText('Dispute resolved')).toBeInTheDocument();
    expect(screen.getByText('The dispute has been processed successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    await waitFor(() => expect(listReads).toHaveLength(2));
    expect(sent).toEqual([
      { id: dispute.id, body: expect.objectContaining({ resolutionType: 'partial_refund', refundAmount: 12.25 }) },
    ]);
    // The store keeps each version of a record whole: read the dispute as it is now.
    const stored = backend.db.data.disputes.find((candidate) => candidate.id === dispute.id);
    expect(stored?.status).toBe('Resolved');
    expect(stored?.adminNotes).toBe('Fee difference only.');
    expect(stored?.messages.at(-1)?.content).toContain('within 24 hours');
  });

  it('on failure shows the server sentence, puts field errors on their fields and keeps what was typed', async () => {
    const dispute = seeded('New');
    dispute.amount = 100;
    await openReview(dispute.id);
    const amount = screen.getByLabelText('Refund amount');
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Resolve Dispute' }));
    expect(await screen.findByText('Failed to resolve dispute')).toBeInTheDocument();
    expect(screen.getAllByText('Refund cannot exceed the disputed amount')).toHaveLength(2); // the toast and the field
    expect(screen.getByLabelText('Refund amount')).toHaveValue(150);
    expect(screen.getByLabelText('Refund amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Resolve Dispute' })).toBeEnabled();
    expect(dispute.status).toBe('New');
  });

  it('says "An error occurred" when the error has no message', async () => {
    backend.server.use(
      http.post('*/api/admin/disputes/:id/resolve', () => HttpResponse.json({ message: '' }, { status: 500 }), {
        once: true,
      }),
    );
    const dispute = seeded('New');
    const { router } = await openReview(dispute.id);
    await userEvent.click(screen.getByRole('button', { name: 'Resolve Dispute' }));
    expect(await screen.findByText('Failed to resolve dispute')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/admin/dispute/${dispute.id}`);
  });

  it('shows the pending text and disables the button while posting', async () => {
    let release: () => void = () => undefined;
    backend.server.use(
      http.post(
        '*/api/admin/disputes/:id/resolve',
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ message: 'Conflict' }, { status: 409 }));
          }),
      ),
    );
    await openReview(seeded('New').id);
    await userEvent.click(screen.getByRole('button', { name: 'Resolve Dispute' }));
    const pending = await screen.findByRole('button', { name: /Resolving/ });
    expect(pending).toBeDisabled();
    release();
    expect(await screen.findByText('Conflict')).toBeInTheDocument();
  });
});
