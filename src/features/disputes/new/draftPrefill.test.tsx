// @vitest-environment jsdom
// jsdom: files, form data and uploads behave as in the browser (happy-dom's differ).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USER } from '../../../../mocks/db/seed';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import {
  draftToDescription,
  readScamReportDraft,
  saveScamReportDraft,
  type ScamReportDraft,
} from '../../../components/scamReportDraft';
import { FILES_STAYED_BEHIND, filesWentMissing } from './DraftNotice';

setupMockBackend();
afterEach(() => sessionStorage.clear());

const DRAFT: ScamReportDraft = {
  platform: 'Binance',
  affectedWallet: '0x52908400098527886e0f7030069857d2e4169ee7',
  scammerWallet: '0xdeadbeef00000000000000000000000000000000',
  amount: '2500.75',
  currency: 'USDT',
  description: 'A fake support agent asked me to move funds to a "safe" wallet.',
  evidenceFileNames: ['chat.png'],
};
const NOTE = 'Your scam report from the home page was carried over. Check the details before you submit.';

async function open() {
  await signInAs('user');
  renderApp('/new-dispute');
  await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
}

// No IndexedDB in these tests: only the files' names travel (./draftEvidence.test.tsx has the files).
describe('/new-dispute with a scam report from the landing page', () => {
  it('prefills type, amount, description, both wallets and the asset, and says so; the file names stand in the description', async () => {
    saveScamReportDraft(DRAFT);
    await open();
    expect(screen.getByText(NOTE)).toBeInTheDocument();
    expect(screen.getByText(FILES_STAYED_BEHIND)).toBeInTheDocument();
    expect(screen.getByLabelText('Dispute type')).toHaveValue('scam_report');
    expect(screen.getByLabelText('Amount')).toHaveValue(2500.75);
    expect(screen.getByLabelText('Description')).toHaveValue(draftToDescription(DRAFT));
    expect(draftToDescription(DRAFT)).toContain('Evidence files: chat.png');
    expect(screen.getByLabelText('Contact email')).toHaveValue(DEMO_USER.email);
    expect(screen.getByLabelText('Sent from (address)')).toHaveValue(DRAFT.affectedWallet);
    expect(screen.getByLabelText('Sent to (address)')).toHaveValue(DRAFT.scammerWallet);
    expect(screen.getByLabelText('Asset')).toHaveValue('USDT');
    expect(screen.getByLabelText('Network')).toHaveValue('');
  });

  it('names the files to attach again when they were kept but cannot be read back', async () => {
    saveScamReportDraft({ ...DRAFT, evidenceFilesKey: 'kept-in-another-browser' });
    await open();
    expect(await screen.findByText(filesWentMissing(['chat.png']))).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Description').value).not.toContain('chat.png');
    expect(screen.getByRole('button', { name: 'Submit Dispute' })).toBeEnabled();
  });

  it('Discard clears the draft and the prefill, keeping the rest', async () => {
    saveScamReportDraft(DRAFT);
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Transaction ID'), '0xfeed');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(readScamReportDraft()).toBeNull();
    expect(screen.getByLabelText('Dispute type')).toHaveValue('');
    expect(screen.getByLabelText('Amount')).toHaveValue(null);
    expect(screen.getByLabelText('Description')).toHaveValue('');
    expect(screen.getByLabelText('Sent to (address)')).toHaveValue('');
    expect(screen.getByLabelText('Asset')).toHaveValue('');
    expect(screen.getByLabelText('Transaction ID')).toHaveValue('0xfeed');
  });

  it('shows no note without a draft', async () => {
    await open();
    expect(screen.queryByText(NOTE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Dispute type')).toHaveValue('');
  });
});
