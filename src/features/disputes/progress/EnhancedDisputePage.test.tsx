import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import type { DisputeStatus } from '../../../api';
import { formatDate } from '../../../components/format';

const backend = setupMockBackend();

afterEach(() => vi.restoreAllMocks());

async function demoDispute(status: DisputeStatus) {
  const me = await signInAs('user');
  const dispute = backend.db.data.disputes.find((d) => d.userId === me.id && d.status === status);
  if (!dispute) throw new Error(`seed has no ${status} dispute for the demo user`);
  return dispute;
}

async function progressSteps() {
  const list = await screen.findByRole('list', { name: 'Dispute progress' });
  return within(list).getAllByRole('listitem');
}

const firstOf = (timeline: { status: DisputeStatus; timestamp: string }[], status: DisputeStatus) => {
  const found = timeline.find((e) => e.status === status);
  if (!found) throw new Error(`no ${status} entry`);
  return formatDate(found.timestamp);
};

describe('/enhanced-dispute/{id}', () => {
  it('shows "Loading dispute details...", then the dispute with a link to the standard view', async () => {
    const dispute = await demoDispute('In Progress');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    expect(await screen.findByText('Loading dispute details...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: `Dispute ${dispute.id}` })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the standard view' })).toHaveAttribute(
      'href',
      `/dispute/${dispute.id}`,
    );
    expect(screen.getByRole('link', { name: '← Back to Enhanced Dashboard' })).toHaveAttribute(
      'href',
      '/enhanced-dashboard',
    );
  });

  it('New: Submit Your Case is done, Investigation up next, no current step', async () => {
    const dispute = await demoDispute('New');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const steps = await progressSteps();
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['complete', 'upcoming', 'upcoming', 'upcoming']);
    expect(steps[0]).toHaveTextContent(`Step 1 of 4: Submit Your CaseDone ${firstOf(dispute.timeline, 'New')}`);
    expect(steps[1]).toHaveTextContent('Up next');
    expect(steps.filter((s) => s.getAttribute('aria-current') === 'step')).toHaveLength(0);
    expect(screen.getByText(/^Expected by /)).toBeInTheDocument();
  });

  it('In Progress: Investigation is the current step, dated from the timeline', async () => {
    const dispute = await demoDispute('In Progress');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const steps = await progressSteps();
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[1]).toHaveTextContent(`Investigation`);
    expect(steps[1]).toHaveTextContent(`In progress since ${firstOf(dispute.timeline, 'In Progress')}`);
    expect(screen.getByText('Current step: Investigation')).toBeInTheDocument();
  });

  it('Under Review: Legal Action is the current step', async () => {
    const dispute = await demoDispute('Under Review');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const steps = await progressSteps();
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['complete', 'complete', 'current', 'upcoming']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).toHaveTextContent('Legal Action');
  });

  it('Resolved: every step done, no expected date', async () => {
    const dispute = await demoDispute('Resolved');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const steps = await progressSteps();
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['complete', 'complete', 'complete', 'complete']);
    expect(steps[3]).toHaveTextContent(`Resolved ${firstOf(dispute.timeline, 'Resolved')}`);
    expect(screen.getByText(/^Resolved on /)).toBeInTheDocument();
    expect(screen.queryByText(/^Expected by /)).not.toBeInTheDocument();
  });

  it('Rejected: ends declined at the step reached, the rest not reached', async () => {
    const dispute = await demoDispute('Rejected');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const steps = await progressSteps();
    expect(steps.map((s) => s.getAttribute('data-state'))).toEqual(['complete', 'declined', 'skipped', 'skipped']);
    expect(steps[1]).toHaveTextContent(`Declined ${firstOf(dispute.timeline, 'Rejected')}`);
    expect(steps[2]).toHaveTextContent('Not reached');
    expect(screen.getByText(/^Declined at Investigation on /)).toBeInTheDocument();
    expect(screen.queryByText(/^Expected by /)).not.toBeInTheDocument();
  });

  it('shows the thread, the supplied and the system transaction details', async () => {
    const dispute = await demoDispute('In Progress');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(dispute.messages.length);
    expect(within(thread).getAllByText(/^Support · /).length).toBeGreaterThan(0);
    const supplied = screen.getByRole('region', { name: 'Your transaction' });
    expect(within(supplied).getByText(dispute.transactionId)).toBeInTheDocument();
    expect(within(supplied).getByText(dispute.contactEmail)).toBeInTheDocument();
    const system = screen.getByRole('region', { name: 'System transaction details' });
    if (dispute.transactionDetails)
      expect(within(system).getByText(dispute.transactionDetails.network)).toBeInTheDocument();
    else expect(within(system).getByText(/have not attached transaction data/)).toBeInTheDocument();
  });

  it('sends a reply, which appears in the thread', async () => {
    const dispute = await demoDispute('In Progress');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reply'), 'Here is the <b>exchange</b> statement.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const thread = screen.getByRole('list', { name: 'Messages' });
    expect(await within(thread).findByText('Here is the <b>exchange</b> statement.')).toBeInTheDocument();
  });

  it('opens the print view on Download PDF', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const dispute = await demoDispute('Resolved');
    renderApp(`/enhanced-dispute/${dispute.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Hidden on screen (it shows on paper only), so it is found among the hidden regions.
    const view = screen
      .queryAllByRole('region', { hidden: true })
      .find((r) => r.getAttribute('aria-label') === `Printable copy of dispute ${dispute.id}`);
    expect(view).toHaveAttribute('data-print-view');
    expect(view?.parentElement).toBe(document.body);
  });

  it.each(['DSP-999999', 'DSP-100016'])(
    'shows a clear not-found state for %s (missing or another user’s)',
    async (id) => {
      await signInAs('user');
      renderApp(`/enhanced-dispute/${id}`);
      expect(await screen.findByRole('heading', { level: 1, name: 'Dispute not found' })).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Dispute progress' })).not.toBeInTheDocument();
    },
  );

  it('shows a failed load with Retry', async () => {
    const dispute = await demoDispute('New');
    let fail = true;
    backend.server.use(
      http.get('*/api/disputes/:id', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 500 }) : undefined,
      ),
    );
    renderApp(`/enhanced-dispute/${dispute.id}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The dispute could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Dispute progress' })).toBeInTheDocument();
  });
});
