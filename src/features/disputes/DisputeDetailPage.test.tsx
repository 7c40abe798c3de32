import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { calls } from '../../api';
import { aimLines } from '../../components/dispute/slaText';
import { DISPUTE_TYPE_LABELS, formatAmount, formatDate, formatDateTime } from '../../components/format';
import { formatTransactionDate } from './detail/DisputeFacts';
import { NOT_FOUND_TEXT } from './detail/DisputeNotFound';

const backend = setupMockBackend();

const disputeOf = (id: string) => {
  const dispute = backend.db.data.disputes.find((candidate) => candidate.id === id);
  if (!dispute) throw new Error(`seed has no ${id}`);
  return dispute;
};

async function openDispute(id: string) {
  const result = renderApp(`/dispute/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Dispute ${id}` });
  return result;
}

/**
 * The print view is display:none on screen, and a hidden element has no computed accessible name,
 * so it is found among the hidden regions by its label.
 */
const printView = (id: string) =>
  screen
    .queryAllByRole('region', { hidden: true })
    .find((region) => region.getAttribute('aria-label') === `Printable copy of dispute ${id}`) ?? null;

const valueOf = (label: string) => {
  const info = within(screen.getByRole('region', { name: 'Dispute information' }));
  const term = info.getByText(label, { exact: true });
  const item = term.parentElement;
  if (!item) throw new Error(`no item for ${label}`);
  return item;
};

beforeEach(async () => {
  await signInAs('user');
});

describe('/dispute/{id}', () => {
  it('shows "Loading dispute details..." while the dispute loads', async () => {
    renderApp('/dispute/DSP-100008');
    expect(await screen.findByText('Loading dispute details...')).toBeInTheDocument();
    expect(screen.getByText('Loading dispute details...').closest('[role="status"]')).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Dispute DSP-100008' });
    expect(screen.queryByText('Loading dispute details...')).not.toBeInTheDocument();
  });

  it('shows the dispute information, description and the system transaction details', async () => {
    const dispute = disputeOf('DSP-100009');
    await openDispute(dispute.id);
    expect(valueOf('Dispute ID')).toHaveTextContent(dispute.id);
    expect(valueOf('Type')).toHaveTextContent(DISPUTE_TYPE_LABELS[dispute.type]);
    expect(within(valueOf('Status')).getByText('Under Review')).toHaveAttribute('data-status', 'Under Review');
    expect(valueOf('Amount')).toHaveTextContent(formatAmount(dispute.amount));
    expect(valueOf('Transaction ID')).toHaveTextContent(dispute.transactionId);
    expect(valueOf('Transaction date')).toHaveTextContent(formatTransactionDate(dispute.transactionDate));
    expect(valueOf('Filed')).toHaveTextContent(formatDateTime(dispute.createdAt));
    expect(valueOf('Contact email')).toHaveTextContent(dispute.contactEmail);
    expect(valueOf('Contact phone')).toHaveTextContent(dispute.contactPhone ?? 'missing');
    expect(
      within(screen.getByRole('region', { name: 'Description' })).getByText(dispute.description),
    ).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Transaction details' }));
    expect(details.getByText(dispute.transactionDetails?.network ?? 'missing')).toBeInTheDocument();
    expect(details.getByText(dispute.transactionDetails?.feeDiscrepancy ?? 'missing')).toBeInTheDocument();
  });

  it('shows the network, the asset and both addresses, each linked to its explorer in a new tab', async () => {
    const dispute = disputeOf('DSP-100008');
    await openDispute(dispute.id);
    expect(valueOf('Network')).toHaveTextContent(`Optimism${dispute.asset ?? 'missing'}`);
    expect(valueOf('Sent from')).toHaveTextContent(dispute.fromAddress ?? 'missing');
    expect(valueOf('Sent to')).toHaveTextContent(dispute.toAddress ?? 'missing');
    const transactionLink = within(valueOf('Transaction ID')).getByRole('link', {
      name: 'View on optimistic.etherscan.io (transaction, opens in a new tab)',
    });
    expect(transactionLink).toHaveAttribute('href', `https://optimistic.etherscan.io/tx/${dispute.transactionId}`);
    expect(transactionLink).toHaveAttribute('target', '_blank');
    expect(transactionLink).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(valueOf('Sent to')).getByRole('link', { name: /address, opens in a new tab/ })).toHaveAttribute(
      'href',
      `https://optimistic.etherscan.io/address/${dispute.toAddress ?? ''}`,
    );
    expect(screen.queryByText('Memo')).not.toBeInTheDocument();
  });

  it('says when no phone was given and leaves out transaction details the server does not have', async () => {
    const first = await openDispute('DSP-100003');
    expect(valueOf('Contact phone')).toHaveTextContent('Not provided');
    first.unmount();
    await openDispute('DSP-100002');
    expect(screen.queryByRole('region', { name: 'Transaction details' })).not.toBeInTheDocument();
  });

  it('reads a calendar transaction date as that day, whatever the time zone', () => {
    expect(formatTransactionDate('2026-08-19')).toBe('Aug 19, 2026');
  });

  it('highlights the last timeline entry', async () => {
    const dispute = disputeOf('DSP-100010');
    await openDispute(dispute.id);
    const items = within(screen.getByRole('list', { name: 'Status timeline' })).getAllByRole('listitem');
    expect(items).toHaveLength(dispute.timeline.length);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      ...dispute.timeline.slice(1).map(() => null),
      'step',
    ]);
    expect(items[items.length - 1]).toHaveTextContent('Resolved');
    expect(items[items.length - 1]).toHaveTextContent('Current');
  });

  describe('expected resolution', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 21, 9, 30));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it.each(['DSP-100001', 'DSP-100004', 'DSP-100007'])(
      'reads "Expected by" and the day the resolution clock falls due, and support\'s aims (%s)',
      async (id) => {
        const { sla, status } = await calls.getDispute({ id });
        if (!sla) throw new Error(`${id} has no clocks`);
        await openDispute(id);
        const timeline = within(screen.getByRole('region', { name: 'Status timeline' }));
        expect(timeline.getByText(`Expected by ${formatDate(sla.resolution.dueAt)}`)).toBeInTheDocument();
        const lines = aimLines(sla, status);
        expect(lines.length).toBeGreaterThan(0);
        for (const line of lines) expect(screen.getByText(line)).toBeInTheDocument();
      },
    );

    it('reads the date 3 days ahead, and no aim, from a server without clocks', async () => {
      const answer = await calls.getDispute({ id: 'DSP-100001' });
      backend.server.use(http.get('*/api/disputes/DSP-100001', () => HttpResponse.json({ ...answer, sla: null })));
      await openDispute('DSP-100001');
      const timeline = within(screen.getByRole('region', { name: 'Status timeline' }));
      expect(timeline.getByText('Expected by Nov 24, 2026')).toBeInTheDocument();
      expect(screen.queryByText(/^Support aims to|^Waiting for your reply$|^Support's/)).not.toBeInTheDocument();
    });

    it.each(['DSP-100010', 'DSP-100013'])('is suppressed for a closed dispute (%s)', async (id) => {
      await openDispute(id);
      expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
      expect(screen.queryByText(/^Support aims to|^Waiting for your reply$|^Support's/)).not.toBeInTheDocument();
    });
  });

  it.each([
    ["another user's dispute", 'DSP-100016'],
    ['an unknown id', 'DSP-999999'],
  ])('shows a not-found state for %s, with a way back to the dashboard', async (_what, id) => {
    const { router } = renderApp(`/dispute/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute not found' })).toBeInTheDocument();
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(disputeOf('DSP-100016').description)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows other failures with Retry, and Retry loads the dispute', async () => {
    backend.server.use(
      http.get('*/api/disputes/:id', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }), {
        once: true,
      }),
    );
    renderApp('/dispute/DSP-100004');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The dispute could not be loaded');
    expect(alert).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('Dispute not found')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute DSP-100004' })).toBeInTheDocument();
  });

  it('Contact Support moves focus to the reply box', async () => {
    await openDispute('DSP-100004');
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    expect(reply).not.toHaveFocus();
    await userEvent.click(
      within(screen.getByRole('region', { name: 'Need Help?' })).getByRole('button', { name: 'Contact Support' }),
    );
    expect(reply).toHaveFocus();
  });

  it('Download PDF opens the print dialog over a print view of the dispute', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      const dispute = disputeOf('DSP-100008');
      await openDispute(dispute.id);
      expect(printView(dispute.id)).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(print).toHaveBeenCalledTimes(1);
      const view = printView(dispute.id);
      if (!view) throw new Error('no print view');
      expect(view).not.toBeVisible();
      // Beside the app in <body>, so the print stylesheet can hide everything else.
      expect(view.parentElement).toBe(document.body);
      expect(view).toHaveAttribute('data-print-view');
      const paper = within(view);
      expect(paper.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(`Dispute ${dispute.id}`);
      expect(paper.getByText(dispute.description)).toBeInTheDocument();
      expect(paper.getByText(dispute.transactionId)).toBeInTheDocument();
      expect(paper.getByText(dispute.messages[0]?.content ?? 'missing')).toBeInTheDocument();
      expect(view.querySelector('style[media="print"]')?.textContent).toContain('body > :not([data-print-view])');

      window.dispatchEvent(new Event('afterprint'));
      await waitFor(() => expect(printView(dispute.id)).toBeNull());
      await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      expect(print).toHaveBeenCalledTimes(2);
    } finally {
      print.mockRestore();
    }
  });

  it('renders markup in the description and messages as text', async () => {
    const dispute = disputeOf('DSP-100006');
    dispute.description = '<script>window.__pwned = true</script> and <b>bold</b>';
    dispute.messages[0] = {
      id: 'msg-x',
      content: '<img src=x onerror="window.__pwned = true">',
      timestamp: '2026-11-20T10:00:00.000Z',
      isFromAdmin: true,
      attachments: [],
    };
    const { container } = await openDispute(dispute.id);
    expect(screen.getByText('<script>window.__pwned = true</script> and <b>bold</b>')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror="window.__pwned = true">')).toBeInTheDocument();
    // The only pictures are the evidence card's thumbnails, which are files, not the message's markup.
    expect(container.querySelector('script, b, img:not([alt="transaction-screenshot.png"])')).toBeNull();
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });
});
