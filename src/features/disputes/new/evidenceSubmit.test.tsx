/**
 * Filing a dispute with evidence: the dispute is created first, then each file is sent to it for
 * real over the mock backend, with its progress, Cancel and Retry; a refused file says why on its
 * row, and the dispute can go on without it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { evidenceRefusals } from '../../../api/evidenceFiles';
import { CONTINUE_WITHOUT, SENDING_HEADING, SENDING_LIST_LABEL, SOME_NOT_ADDED } from './EvidenceSending';
import { EVIDENCE_LIST_LABEL } from './EvidenceUpload';
import { sampleFiles } from '../../evidence';
import { fillNewDisputeForm } from '../../../../tests/kit/newDisputeForm';

const { executable, pdf, png } = sampleFiles;

const backend = setupMockBackend();
afterEach(() => sessionStorage.clear());

const UPLOAD = '*/api/disputes/:id/evidence';

async function openForm() {
  await signInAs('user');
  const rendered = renderApp('/new-dispute');
  await screen.findByRole('heading', { level: 1, name: 'File a Dispute' });
  return { ...rendered, user: userEvent.setup() };
}

async function choose(user: UserEvent, files: File[]) {
  await user.upload(screen.getByLabelText('Evidence files'), files);
  const list = within(await screen.findByRole('list', { name: EVIDENCE_LIST_LABEL }));
  for (const file of files) await list.findByText(file.name);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit Dispute' }));
/** The newest dispute (the store keeps the newest first) and the evidence it holds. */
const newest = () => backend.db.data.disputes[0];
const keptSizes = () => (newest()?.evidence ?? []).map((evidence) => [evidence.contentType, evidence.size]);

describe('/new-dispute with evidence', () => {
  it('files the dispute, then uploads both files to it and goes on', async () => {
    const { router, user } = await openForm();
    await fillNewDisputeForm(user);
    await choose(user, [png('receipt.png', 3000), pdf('statement.pdf', 5000)]);
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
    expect(newest()).toMatchObject({ transactionId: '0xabc123', userId: 'usr-1' });
    expect(keptSizes()).toEqual([
      ['image/png', 3000],
      ['application/pdf', 5000],
    ]);
    // The confirmation may render again as its read settles: the id is looked up anew each time.
    await waitFor(() => expect(screen.getByText(newest()?.id ?? '?')).toBeInTheDocument());
  });

  it('leaves out a file the rules refuse, saying why on its row', async () => {
    const { router, user } = await openForm();
    await fillNewDisputeForm(user);
    await choose(user, [executable('invoice.png'), png('receipt.png', 3000)]);
    const list = within(screen.getByRole('list', { name: EVIDENCE_LIST_LABEL }));
    expect(await list.findByText(evidenceRefusals.notAccepted('invoice.png'))).toBeInTheDocument();
    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
    expect(keptSizes()).toEqual([['image/png', 3000]]);
  });

  it("shows the server's refusal on the file's row, and continues without it", async () => {
    // The app checks by the server's rules first; here the server refuses a file the app let through.
    const refusal = evidenceRefusals.notAccepted('statement.pdf');
    backend.server.use(
      http.post(UPLOAD, () => HttpResponse.json({ message: refusal }, { status: 415 }), { once: true }),
    );
    const { router, user } = await openForm();
    await fillNewDisputeForm(user);
    await choose(user, [pdf('statement.pdf'), png('receipt.png', 3000)]);
    await submit(user);

    expect(await screen.findByRole('heading', { name: SENDING_HEADING })).toHaveFocus();
    const rows = within(screen.getByRole('list', { name: SENDING_LIST_LABEL }));
    expect(await rows.findByText(refusal)).toBeInTheDocument();
    expect(await screen.findByText(SOME_NOT_ADDED)).toBeInTheDocument();
    expect(rows.queryByRole('button', { name: 'Retry statement.pdf' })).not.toBeInTheDocument();
    expect(keptSizes()).toEqual([['image/png', 3000]]);
    expect(screen.getByText(/you can add files later on the dispute's page/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CONTINUE_WITHOUT }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
  });

  it("shows each file's progress, cancels one that waits its turn and sends it on Retry", async () => {
    // The first upload is held until the test lets it go on to the backend (a resolver that returns
    // nothing hands the request to the next handler). Cancelling a request on its way is left to the
    // browser stories: msw/node's XMLHttpRequest never reports an abort of a request it holds.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.post(
        UPLOAD,
        async () => {
          await held;
        },
        { once: true },
      ),
    );
    const { router, user } = await openForm();
    await fillNewDisputeForm(user);
    await choose(user, [png('first.png', 3000), png('second.png', 4000)]);
    await submit(user);

    const rows = within(await screen.findByRole('list', { name: SENDING_LIST_LABEL }));
    expect(await rows.findByRole('progressbar', { name: /^Uploading first\.png, \d+%$/ })).toBeInTheDocument();
    expect(rows.getByText(/Waiting to upload$/)).toBeInTheDocument();
    await user.click(rows.getByRole('button', { name: 'Cancel second.png' }));
    expect(await rows.findByText(/Upload cancelled$/)).toBeInTheDocument();
    release();

    await screen.findByRole('button', { name: CONTINUE_WITHOUT });
    expect(rows.getByText(/Uploaded$/)).toBeInTheDocument();
    expect(keptSizes()).toEqual([['image/png', 3000]]);
    await user.click(rows.getByRole('button', { name: 'Retry second.png' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
    expect(keptSizes()).toEqual([
      ['image/png', 3000],
      ['image/png', 4000],
    ]);
  });

  it('keeps the chosen files, like every value, when the dispute cannot be filed', async () => {
    backend.server.use(
      http.post('*/api/disputes', () => HttpResponse.json({ message: 'The service is down' }, { status: 503 }), {
        once: true,
      }),
    );
    const { router, user } = await openForm();
    await fillNewDisputeForm(user);
    await choose(user, [png('receipt.png', 3000)]);
    await submit(user);
    expect(await screen.findByText('The service is down')).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: EVIDENCE_LIST_LABEL }));
    expect(list.getByText('receipt.png')).toBeInTheDocument();
    expect(list.getByRole('button', { name: 'Remove receipt.png' })).toBeEnabled();

    await submit(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dispute-submitted'));
    expect(keptSizes()).toEqual([['image/png', 3000]]);
  });
});
