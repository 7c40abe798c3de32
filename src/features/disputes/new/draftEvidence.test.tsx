// @vitest-environment jsdom
// jsdom: the landing page's lazily loaded parts load at once without an IntersectionObserver.
/**
 * The Report a Scam form's files travel with its draft, through IndexedDB, into the new dispute's
 * evidence, across a full page load; they go when the draft is used or discarded.
 */
import 'fake-indexeddb/auto';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { readDraftFiles } from '../../../components/draftFiles';
import { readScamReportDraft } from '../../../components/scamReportDraft';
import { DRAFT_CARRIED_OVER, FILES_CAME_ALONG } from './DraftNotice';
import { EVIDENCE_LIST_LABEL } from './EvidenceUpload';
import { sampleFiles } from '../../evidence';

const { pdf, png, readableBlobsInJsdom } = sampleFiles;

readableBlobsInJsdom();
const backend = setupMockBackend();
afterEach(() => sessionStorage.clear());

const DESCRIPTION = 'A fake support agent on Telegram asked me to verify my wallet and drained it.';

/** Sends a report with two files from the landing page, then opens /new-dispute afresh, as after a page load. */
async function reportWithFiles(): Promise<{ key: string }> {
  await signInAs('user');
  const { router } = renderApp('/');
  const user = userEvent.setup();
  const form = within(await screen.findByRole('form', { name: 'Report a scam' }));
  await user.selectOptions(form.getByLabelText('Platform'), 'Binance');
  await user.type(form.getByLabelText('Affected wallet address'), '0x52908400098527886e0f7030069857d2e4169ee7');
  await user.type(form.getByLabelText('Amount lost'), '1.5');
  await user.type(form.getByLabelText('Description'), DESCRIPTION);
  await user.upload(form.getByLabelText('Evidence files (optional)'), [
    png('chat-screenshot.png', 3000),
    pdf('exchange-statement.pdf', 5000),
  ]);
  await user.click(form.getByRole('checkbox', { name: /I confirm the information is accurate/ }));
  await user.click(form.getByRole('button', { name: 'Submit report' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/new-dispute'));
  const key = readScamReportDraft()?.evidenceFilesKey;
  expect(key).toEqual(expect.any(String));
  cleanup();
  renderApp('/new-dispute');
  await screen.findByText(DRAFT_CARRIED_OVER);
  return { key: key ?? '' };
}

const list = async () => within(await screen.findByRole('list', { name: EVIDENCE_LIST_LABEL }));

describe("a scam report's files in the new dispute", () => {
  it('arrive in the evidence list, are uploaded with the dispute, and leave IndexedDB', async () => {
    const { key } = await reportWithFiles();
    expect(await screen.findByText(FILES_CAME_ALONG)).toBeInTheDocument();
    expect(await (await list()).findByText('chat-screenshot.png')).toBeInTheDocument();
    expect((await list()).getByText('exchange-statement.pdf')).toBeInTheDocument();
    // The files themselves came, so the description does not list their names.
    expect(screen.getByLabelText('Description')).toHaveValue(
      `Platform: Binance\nAffected wallet: 0x52908400098527886e0f7030069857d2e4169ee7\nCurrency: USD\n\n${DESCRIPTION}`,
    );

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Transaction ID'), '0xfeed');
    await user.type(screen.getByLabelText('Transaction date'), '2026-11-01');
    await user.click(screen.getByRole('checkbox', { name: 'I confirm that the information provided is accurate' }));
    await user.click(screen.getByRole('button', { name: 'Submit Dispute' }));
    await screen.findByRole('heading', { level: 1, name: 'Dispute Submitted' });
    const created = backend.db.data.disputes[0];
    expect(created).toMatchObject({ type: 'scam_report', transactionId: '0xfeed' });
    expect((created?.evidence ?? []).map((evidence) => [evidence.contentType, evidence.size])).toEqual([
      ['image/png', 3000],
      ['application/pdf', 5000],
    ]);
    expect(readScamReportDraft()).toBeNull();
    await waitFor(async () => expect(await readDraftFiles(key)).toBeNull());
  });

  it('leave the form and IndexedDB on Discard, while a file chosen here stays', async () => {
    const { key } = await reportWithFiles();
    await (await list()).findByText('chat-screenshot.png');
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Evidence files'), [png('my-own.png')]);
    await (await list()).findByText('my-own.png');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect((await list()).queryByText('chat-screenshot.png')).not.toBeInTheDocument());
    expect((await list()).queryByText('exchange-statement.pdf')).not.toBeInTheDocument();
    expect((await list()).getByText('my-own.png')).toBeInTheDocument();
    await waitFor(async () => expect(await readDraftFiles(key)).toBeNull());
  });
});
