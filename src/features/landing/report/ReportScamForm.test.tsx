import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { readScamReportDraft } from '../../../components/scamReportDraft';
import { REPORT_MESSAGES } from './reportSchema';
import { SIGNED_IN_NOTE, SIGNED_OUT_NOTE } from './ReportScamForm';

// The landing page's lazily loaded parts load at once where there is no IntersectionObserver
// (src/components/WhenNearViewport.tsx), as in a browser scrolled to them.
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', undefined);
});

setupMockBackend();

beforeEach(() => {
  sessionStorage.clear();
});

const DESCRIPTION = 'A fake support agent on Telegram asked me to verify my wallet and drained it.';

async function openForm() {
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Report a scam' }));
  return { user, form };
}

async function fillValidReport({ user, form }: Awaited<ReturnType<typeof openForm>>) {
  await user.selectOptions(form.getByLabelText('Platform'), 'Binance');
  await user.type(form.getByLabelText('Affected wallet address'), '0x52908400098527886e0f7030069857d2e4169ee7');
  await user.type(
    form.getByLabelText('Scammer wallet address (optional)'),
    '0xdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef',
  );
  await user.type(form.getByLabelText('Amount lost'), '1.5');
  await user.selectOptions(form.getByLabelText('Currency'), 'ETH');
  await user.type(form.getByLabelText('Description'), DESCRIPTION);
  await user.upload(form.getByLabelText('Evidence files (optional)'), [
    new File(['png'], 'chat-screenshot.png', { type: 'image/png' }),
    new File(['pdf'], 'exchange-statement.pdf', { type: 'application/pdf' }),
  ]);
  await user.click(form.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
}

describe('Report a Scam form', () => {
  it('has every field of the case file, labelled, with the fee and what happens next', async () => {
    renderApp('/');
    const { form } = await openForm();
    for (const label of [
      'Platform',
      'Affected wallet address',
      'Scammer wallet address (optional)',
      'Amount lost',
      'Currency',
      'Description',
      'Evidence files (optional)',
    ]) {
      expect(form.getByLabelText(label)).toBeInTheDocument();
    }
    const evidence = form.getByLabelText('Evidence files (optional)');
    expect(evidence).toHaveAttribute('type', 'file');
    expect(evidence).toHaveAttribute('multiple');
    expect(evidence.getAttribute('accept')).toMatch(/image\/\*.*application\/pdf/);
    expect(form.getByText(SIGNED_OUT_NOTE)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Submit report' })).toHaveAccessibleDescription(SIGNED_OUT_NOTE);
  });

  it('enables the submit button only while the terms are ticked', async () => {
    renderApp('/');
    const { user, form } = await openForm();
    const submit = form.getByRole('button', { name: 'Submit report' });
    const terms = form.getByRole('checkbox', { name: /I confirm the information is accurate/ });
    expect(submit).toBeDisabled();
    await user.click(terms);
    expect(submit).toBeEnabled();
    await user.click(terms);
    expect(submit).toBeDisabled();
  });

  it('shows what is missing and saves nothing', async () => {
    const { router } = renderApp('/');
    const { user, form } = await openForm();
    await user.type(form.getByLabelText('Affected wallet address'), '   ');
    await user.type(form.getByLabelText('Amount lost'), '0');
    await user.type(form.getByLabelText('Description'), 'Too short');
    await user.click(form.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
    await user.click(form.getByRole('button', { name: 'Submit report' }));

    expect(await form.findByText(REPORT_MESSAGES.platform)).toBeInTheDocument();
    expect(form.getByText('Affected wallet address is required')).toBeInTheDocument();
    expect(form.getByText('Amount must be greater than 0')).toBeInTheDocument();
    expect(form.getByText('Please provide a detailed description (min 20 characters)')).toBeInTheDocument();
    expect(form.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(readScamReportDraft()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a wallet that fails its checksum or is a transaction hash', async () => {
    renderApp('/');
    const { user, form } = await openForm();
    await user.type(form.getByLabelText('Affected wallet address'), `0x${'ab'.repeat(32)}`);
    await user.type(form.getByLabelText('Scammer wallet address (optional)'), 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU8');
    await user.click(form.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
    await user.click(form.getByRole('button', { name: 'Submit report' }));
    expect(await form.findByText('This is a transaction hash, not an address')).toBeInTheDocument();
    expect(
      form.getByText('This Tron address fails its checksum: a character is wrong, missing or swapped'),
    ).toBeInTheDocument();
    expect(readScamReportDraft()).toBeNull();
  });

  it('keeps the report as a draft (file names only, without IndexedDB) and sends a signed-out visitor to sign in, then /new-dispute', async () => {
    const { router } = renderApp('/');
    const opened = await openForm();
    await fillValidReport(opened);
    expect(opened.form.getByText('chat-screenshot.png')).toBeInTheDocument();
    await opened.user.click(opened.form.getByRole('button', { name: 'Submit report' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Fnew-dispute');
    expect(readScamReportDraft()).toEqual({
      platform: 'Binance',
      affectedWallet: '0x52908400098527886e0f7030069857d2e4169ee7',
      scammerWallet: '0xdeadbeefdeadbeefdeadbeefdeadbeefdeadbeef',
      amount: '1.5',
      currency: 'ETH',
      description: DESCRIPTION,
      evidenceFileNames: ['chat-screenshot.png', 'exchange-statement.pdf'],
    });
    // Sign-up keeps the way back too.
    expect(await screen.findByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register?next=%2Fnew-dispute',
    );
  });

  it('takes a signed-in visitor straight to /new-dispute', async () => {
    await signInAs('user');
    const { router } = renderApp('/');
    const opened = await openForm();
    expect(await opened.form.findByText(SIGNED_IN_NOTE)).toBeInTheDocument();
    await fillValidReport(opened);
    await opened.user.click(opened.form.getByRole('button', { name: 'Submit report' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/new-dispute'));
    expect(readScamReportDraft()?.description).toBe(DESCRIPTION);
  });

  it('refuses evidence that is not an image or a PDF', async () => {
    renderApp('/');
    const { form } = await openForm();
    // applyAccept: false hands the file to the component, as a drop or a permissive file dialog would.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      form.getByLabelText('Evidence files (optional)'),
      new File(['zip'], 'wallet.zip', { type: 'application/zip' }),
    );
    expect(await form.findByRole('alert')).toHaveTextContent('only images and PDFs');
    expect(form.queryByText('wallet.zip')).not.toBeInTheDocument();
  });
});
