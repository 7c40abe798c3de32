// @vitest-environment jsdom
// jsdom: files, form data and uploads behave as in the browser (happy-dom's differ).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { MAX_EVIDENCE_FILES } from '../../api';
import { evidenceRefusals } from '../../api/evidenceFiles';
import { formatDateTime } from '../../components/format';
import { evidenceItem } from './EvidenceCard.storyData';
import {
  ADD_FILES_LABEL,
  CLOSED_NO_FILES,
  EVIDENCE_FAILED,
  EVIDENCE_LOADING,
  FILES_LIST_LABEL,
  FULL_NO_FILES,
  NO_FILES_YET,
  UPLOADS_LABEL,
  uploadedBy,
} from './texts';
import { testFile, uploadsThroughFetch } from '../../../tests/kit/uploads';

const backend = setupMockBackend();
uploadsThroughFetch();

/** Seeded disputes of the demo user (mocks/db/seed.ts). */
const WITH_PDF_AND_PNG = 'DSP-100006'; // In Progress: the exchange's statement, then a screenshot
const NO_FILES = 'DSP-100004'; // In Progress, nothing uploaded
const RESOLVED = 'DSP-100011';
const EVIDENCE = '*/api/disputes/:id/evidence';

const stored = (id: string) => backend.db.data.disputes.find((dispute) => dispute.id === id)?.evidence ?? [];

async function openAs(who: 'user' | 'admin', id: string) {
  await signInAs(who);
  renderApp(who === 'admin' ? `/admin/dispute/${id}` : `/dispute/${id}`);
  return within(await screen.findByRole('region', { name: 'Evidence' }));
}

const listItems = async (card: ReturnType<typeof within>) =>
  within(await card.findByRole('list', { name: FILES_LIST_LABEL })).getAllByRole('listitem');
/** A file's row among the files being added. */
const uploadRow = async (card: ReturnType<typeof within>, name: string) => {
  const row = await waitFor(() => {
    const rows = within(card.getByRole('list', { name: UPLOADS_LABEL })).getAllByRole('listitem');
    const found = rows.find((item) => within(item).queryByText(name) !== null);
    if (!found) throw new Error(`no row for ${name}`);
    return found;
  });
  return within(row);
};

describe('the evidence card', () => {
  it.each(['user', 'admin'] as const)('lists every file with its size, who uploaded it and when (%s)', async (who) => {
    const card = await openAs(who, WITH_PDF_AND_PNG);
    const [pdf, png] = await listItems(card);
    if (!pdf || !png) throw new Error('expected two files');
    for (const [item, evidence] of [
      [pdf, stored(WITH_PDF_AND_PNG)[0]],
      [png, stored(WITH_PDF_AND_PNG)[1]],
    ] as const) {
      if (!evidence) throw new Error('seed changed');
      expect(within(item).getByText(evidence.name)).toBeInTheDocument();
      expect(item).toHaveTextContent(`${uploadedBy('Alex Morgan')} ${formatDateTime(evidence.uploadedAt)}`);
      expect(within(item).getByRole('button', { name: `Open ${evidence.name}` })).toBeEnabled();
      expect(within(item).getByRole('link', { name: `Download ${evidence.name}` })).toHaveAttribute(
        'href',
        `/api/disputes/${WITH_PDF_AND_PNG}/evidence/${evidence.id}`,
      );
    }
    expect(pdf).toHaveTextContent('759 bytes');
    // The image shows itself, lazily, named by its file; the PDF has an icon and no picture.
    const thumbnail = within(png).getByRole('img', { name: 'transaction-screenshot.png' });
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
    expect(within(pdf).queryByRole('img')).not.toBeInTheDocument();
    expect(card.getByText(`2 of ${MAX_EVIDENCE_FILES} files`)).toBeInTheDocument();
  });

  it('says so while the list loads', async () => {
    backend.server.use(
      http.get(
        EVIDENCE,
        async () => {
          await delay('infinite');
        },
        { once: true },
      ),
    );
    const card = await openAs('user', WITH_PDF_AND_PNG);
    expect(card.getByText(EVIDENCE_LOADING).closest('[role="status"]')).not.toBeNull();
  });

  it('says so when there are no files yet', async () => {
    const card = await openAs('admin', NO_FILES);
    expect(await card.findByText(NO_FILES_YET)).toBeInTheDocument();
    expect(card.getByText(`0 of ${MAX_EVIDENCE_FILES} files`)).toBeInTheDocument();
  });

  it('shows a failed read with Retry, and Retry loads the list', async () => {
    backend.server.use(
      http.get(EVIDENCE, () => HttpResponse.json({ message: 'File store unavailable' }, { status: 500 }), {
        once: true,
      }),
    );
    const card = await openAs('user', WITH_PDF_AND_PNG);
    const alert = await card.findByRole('alert');
    expect(alert).toHaveTextContent(EVIDENCE_FAILED);
    expect(alert).toHaveTextContent('File store unavailable');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await listItems(card)).toHaveLength(2);
  });

  it('uploads a chosen file with a progress bar, and the list shows it once kept', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.post(
        EVIDENCE,
        async () => {
          await released;
          return undefined;
        },
        { once: true },
      ),
    );
    const card = await openAs('user', NO_FILES);
    expect(await card.findByText(NO_FILES_YET)).toBeInTheDocument();
    await userEvent.upload(card.getByLabelText(ADD_FILES_LABEL), testFile('receipt.png'));
    expect(await card.findByRole('progressbar', { name: /^Uploading receipt\.png, \d+%$/ })).toBeInTheDocument();
    release();
    const [item] = await waitFor(async () => listItems(card));
    expect(item).toHaveTextContent('receipt.png');
    expect(stored(NO_FILES).map((evidence) => evidence.name)).toEqual(['receipt.png']);
    // The finished row leaves: the list holds the file now.
    await waitFor(() => expect(card.queryByRole('list', { name: UPLOADS_LABEL })).not.toBeInTheDocument());
  });

  it("refuses a file that is not what its name says on its row, in the rule's words, with no Retry", async () => {
    const card = await openAs('user', NO_FILES);
    await userEvent.upload(
      card.getByLabelText(ADD_FILES_LABEL),
      testFile('statement.pdf', 'just some text', 'application/pdf'),
    );
    const row = await uploadRow(card, 'statement.pdf');
    expect(await row.findByRole('alert')).toHaveTextContent(evidenceRefusals.notAccepted('statement.pdf'));
    expect(row.queryByRole('button', { name: 'Retry statement.pdf' })).not.toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(card.queryByText('statement.pdf')).not.toBeInTheDocument();
    expect(stored(NO_FILES)).toEqual([]);
  });

  it("shows the server's refusal on the row", async () => {
    backend.server.use(
      http.post(EVIDENCE, () => HttpResponse.json({ message: evidenceRefusals.tooMuch('big.png') }, { status: 422 }), {
        once: true,
      }),
    );
    const card = await openAs('admin', NO_FILES);
    await userEvent.upload(card.getByLabelText(ADD_FILES_LABEL), testFile('big.png'));
    const row = await uploadRow(card, 'big.png');
    expect(await row.findByRole('alert')).toHaveTextContent(evidenceRefusals.tooMuch('big.png'));
    expect(row.queryByRole('button', { name: 'Retry big.png' })).not.toBeInTheDocument();
  });

  it('cancels an upload on its way, and Retry sends it again', async () => {
    backend.server.use(
      http.post(
        EVIDENCE,
        async () => {
          await delay('infinite');
        },
        { once: true },
      ),
    );
    const card = await openAs('user', NO_FILES);
    await userEvent.upload(card.getByLabelText(ADD_FILES_LABEL), testFile('wallet.png'));
    const row = await uploadRow(card, 'wallet.png');
    await userEvent.click(await row.findByRole('button', { name: 'Cancel wallet.png' }));
    expect(await row.findByText('Upload cancelled')).toBeInTheDocument();
    expect(row.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(stored(NO_FILES)).toEqual([]);
    await userEvent.click(row.getByRole('button', { name: 'Retry wallet.png' }));
    const [item] = await waitFor(async () => listItems(card));
    expect(item).toHaveTextContent('wallet.png');
  });

  it('takes no files on a closed dispute, and says why', async () => {
    const card = await openAs('user', RESOLVED);
    expect(await card.findByText(CLOSED_NO_FILES)).toBeInTheDocument();
    expect(card.queryByLabelText(ADD_FILES_LABEL)).not.toBeInTheDocument();
    expect(await listItems(card)).toHaveLength(1);
  });

  it('takes no more once the dispute holds the most files it may', async () => {
    const full = Array.from({ length: MAX_EVIDENCE_FILES }, (_, index) =>
      evidenceItem(`${NO_FILES}-E${index + 1}`, `page-${index + 1}.pdf`),
    );
    backend.server.use(http.get(EVIDENCE, () => HttpResponse.json(full)));
    const card = await openAs('user', NO_FILES);
    expect(await card.findByText(FULL_NO_FILES)).toBeInTheDocument();
    expect(card.queryByLabelText(ADD_FILES_LABEL)).not.toBeInTheDocument();
  });
});
