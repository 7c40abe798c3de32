/** Support's review of a dispute's transaction: the derived facts, the related disputes, a scam confirmed on closing. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SEEDED_SHARED_RECIPIENT } from '../../../../mocks/db/seedTransactions';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { CONFIRM_SCAM_NOT_NAMED_MESSAGE } from '../../../api/admin';
import { CONFIRM_SCAM_LABEL } from './ResolutionForm';
import { FACTS_INTRO } from './TransactionFactsView';

const backend = setupMockBackend();

const sharing = () => {
  const disputes = backend.db.data.disputes.filter((d) => d.toAddress === SEEDED_SHARED_RECIPIENT);
  if (disputes.length !== 2) throw new Error('the seed has no shared recipient');
  return disputes;
};

async function openReview(id: string) {
  await signInAs('admin');
  renderApp(`/admin/dispute/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Review dispute ${id}` });
  return userEvent.setup();
}

describe('the review of a dispute that names its transaction', () => {
  it('shows each value’s verdict and how it was found, and the recipient’s reputation', async () => {
    const [dispute] = sharing();
    await openReview(dispute?.id ?? '');
    const card = within(await screen.findByRole('region', { name: 'Verified transaction details' }));
    expect(card.getByText(FACTS_INTRO)).toBeInTheDocument();
    const values = within(card.getByRole('list', { name: 'Values checked' }));
    expect(values.getAllByText('Checksum correct').length).toBeGreaterThan(0);
    expect(values.getAllByText(/^EIP-55:/).length).toBeGreaterThan(0);
    expect(card.getByText(/^Named in 1 other dispute, /)).toBeInTheDocument();
    const analysis = within(screen.getByRole('region', { name: 'Technical analysis' }));
    expect(analysis.getByText('Written from the transaction facts.')).toBeInTheDocument();
    expect(analysis.queryByText('Sample')).not.toBeInTheDocument();
  });

  it('links the other dispute naming the recipient first among the similar cases, saying why', async () => {
    const [dispute, other] = sharing();
    await openReview(dispute?.id ?? '');
    const similar = within(screen.getByRole('region', { name: 'Similar cases' }));
    const link = await similar.findByRole('link', { name: other?.id ?? '' });
    expect(link).toHaveAttribute('href', `/admin/dispute/${other?.id ?? ''}`);
    const item = link.closest('li');
    expect(item && within(item).getByText('Names the recipient address')).toBeInTheDocument();
  });

  it('marks the demo’s made-up details as sample text', async () => {
    const seeded = backend.db.data.disputes.find((d) => !d.network && d.transactionDetails && d.technicalAnalysis);
    await openReview(seeded?.id ?? '');
    const card = within(screen.getByRole('region', { name: 'Verified transaction details' }));
    expect(card.getByText('Sample')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Technical analysis' })).getByText('Sample')).toBeInTheDocument();
  });

  it('confirms the recipient as a scam when declining with the box ticked', async () => {
    const open = sharing().find((d) => d.status === 'New' || d.status === 'In Progress' || d.status === 'Under Review');
    if (!open) throw new Error('no open dispute names the shared recipient');
    const user = await openReview(open.id);
    await user.selectOptions(screen.getByLabelText('Resolution type'), 'decline');
    await user.click(screen.getByRole('checkbox', { name: CONFIRM_SCAM_LABEL }));
    await user.click(screen.getByRole('button', { name: 'Resolve Dispute' }));
    await waitFor(() =>
      expect(backend.db.data.disputes.find((d) => d.id === open.id)?.confirmedScam?.address).toBe(
        SEEDED_SHARED_RECIPIENT,
      ),
    );
  });

  it('shows a refusal of the confirmation under its checkbox', async () => {
    const [dispute] = sharing();
    backend.server.use(
      http.post('*/api/admin/disputes/:id/resolve', () =>
        HttpResponse.json(
          {
            message: CONFIRM_SCAM_NOT_NAMED_MESSAGE,
            fieldErrors: { confirmedScamAddress: [CONFIRM_SCAM_NOT_NAMED_MESSAGE] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = await openReview(dispute?.id ?? '');
    await user.selectOptions(screen.getByLabelText('Resolution type'), 'decline');
    const box = screen.getByRole('checkbox', { name: CONFIRM_SCAM_LABEL });
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Resolve Dispute' }));
    const form = within(screen.getByRole('region', { name: 'Resolve dispute' }));
    expect(await form.findByText(CONFIRM_SCAM_NOT_NAMED_MESSAGE)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers no confirmation for a request for more information', async () => {
    const [dispute] = sharing();
    const user = await openReview(dispute?.id ?? '');
    await user.selectOptions(screen.getByLabelText('Resolution type'), 'additional_info');
    expect(screen.queryByRole('checkbox', { name: CONFIRM_SCAM_LABEL })).not.toBeInTheDocument();
  });
});
