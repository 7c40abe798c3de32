// @vitest-environment jsdom
// jsdom: files, form data and uploads behave as in the browser (happy-dom's differ).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockBackend } from '../../../tests/kit/mockBackend';
import { renderApp } from '../../../tests/kit/renderApp';
import { signInAs } from '../../../tests/kit/session';
import { ATTACH_FILES, ATTACHED_LABEL, openLabel, removeLabel, WAIT_FOR_UPLOADS } from './texts';
import { testFile, uploadsThroughFetch } from '../../../tests/kit/uploads';

const backend = setupMockBackend();
uploadsThroughFetch();

/** Seeded disputes of the demo user (mocks/db/seed.ts). */
const OPEN = 'DSP-100004'; // In Progress, no files yet
const WITH_SCREENSHOT = 'DSP-100008'; // the user's message carries transaction-screenshot.png
const UNDER_REVIEW = 'DSP-100009'; // the same, on the support desk
const RESOLVED = 'DSP-100010';

/** The bodies of the message POSTs (the user's or support's) sent from now on. */
function messagePosts(): unknown[] {
  const sent: unknown[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/disputes\/[^/]+\/messages$/.test(new URL(request.url).pathname))
      void request
        .clone()
        .json()
        .then((body: unknown) => sent.push(body));
  });
  return sent;
}

async function openDispute(id: string, who: 'user' | 'admin' = 'user') {
  await signInAs(who);
  renderApp(who === 'admin' ? `/admin/dispute/${id}` : `/dispute/${id}`);
  await screen.findByRole('heading', { level: 1, name: who === 'admin' ? `Review dispute ${id}` : `Dispute ${id}` });
  return screen.getByRole('textbox', { name: who === 'admin' ? 'Message' : 'Reply' });
}

const messages = () => within(screen.getByRole('list', { name: 'Messages' }));
const chips = () => screen.queryByRole('list', { name: ATTACHED_LABEL });
const storedFiles = (id: string) => backend.db.data.disputes.find((dispute) => dispute.id === id)?.evidence ?? [];

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  backend.server.events.removeAllListeners();
});

describe("a message's attachments", () => {
  it("show as buttons on the admin side too, and a bare name (an older server's) as text", async () => {
    const dispute = backend.db.data.disputes.find((candidate) => candidate.id === UNDER_REVIEW);
    const message = dispute?.messages.find((candidate) => candidate.attachments.length > 0);
    if (!message) throw new Error('seed changed');
    message.attachments = [...message.attachments, { id: null, name: 'old-statement.pdf' }];
    await openDispute(UNDER_REVIEW, 'admin');
    const group = within(messages().getByRole('group', { name: 'Attachments' }));
    expect(group.getByRole('button', { name: openLabel('transaction-screenshot.png') })).toBeInTheDocument();
    expect(group.getByText('old-statement.pdf')).toBeInTheDocument();
    expect(group.queryByRole('button', { name: openLabel('old-statement.pdf') })).not.toBeInTheDocument();
  });

  it("open in a new tab: the tab opens at once and gets the file's bytes as a Blob URL", async () => {
    const tab = { opener: window as Window | null, closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const blobs: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => (blobs.push(blob), 'blob:evidence-1'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    try {
      await openDispute(WITH_SCREENSHOT);
      await userEvent.click(messages().getByRole('button', { name: openLabel('transaction-screenshot.png') }));
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      await waitFor(() => expect(tab.location.href).toBe('blob:evidence-1'));
      expect(blobs[0]?.type).toBe('image/png');
      expect(blobs[0]?.size).toBe(storedFiles(WITH_SCREENSHOT)[0]?.size);
    } finally {
      open.mockRestore();
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
    }
  });
});

describe('attaching files to a reply', () => {
  it('uploads the file at once, shows it as a chip, and sends its id with the message', async () => {
    const user = userEvent.setup();
    const posts = messagePosts();
    const reply = await openDispute(OPEN);
    await user.upload(screen.getByLabelText(ATTACH_FILES), testFile('receipt.png'));
    await screen.findByRole('button', { name: removeLabel('receipt.png') });
    expect(
      within(await screen.findByRole('list', { name: ATTACHED_LABEL })).getByText('receipt.png'),
    ).toBeInTheDocument();
    const [kept] = storedFiles(OPEN);
    if (!kept) throw new Error('the file was not kept');
    await user.type(reply, 'Here is the receipt.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(reply).toHaveValue(''));
    expect(posts).toEqual([{ content: 'Here is the receipt.', attachments: [kept.id] }]);
    expect(chips()).not.toBeInTheDocument();
    const sent = (await messages().findByText('Here is the receipt.')).closest('li') ?? document.body;
    expect(within(sent).getByRole('button', { name: openLabel('receipt.png') })).toBeInTheDocument();
    // The file is the dispute's evidence too.
    expect(
      await within(screen.getByRole('region', { name: 'Evidence' })).findByText('receipt.png'),
    ).toBeInTheDocument();
  });

  it("a chip removed is not sent (the file stays in the dispute's evidence)", async () => {
    const user = userEvent.setup();
    const posts = messagePosts();
    const reply = await openDispute(OPEN);
    await user.upload(screen.getByLabelText(ATTACH_FILES), testFile('wrong-one.png'));
    await user.click(await screen.findByRole('button', { name: removeLabel('wrong-one.png') }));
    expect(chips()).not.toBeInTheDocument();
    await user.type(reply, 'No file after all.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(posts).toEqual([{ content: 'No file after all.' }]));
  });

  it('holds Send while a file is still uploading', async () => {
    backend.server.use(
      http.post(
        '*/api/disputes/:id/evidence',
        async () => {
          await delay('infinite');
        },
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const reply = await openDispute(OPEN);
    await user.type(reply, 'Sending a file');
    await user.upload(screen.getByLabelText(ATTACH_FILES), testFile('slow.png'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled());
    expect(screen.getByText(WAIT_FOR_UPLOADS)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel slow.png' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled());
  });

  it('a failed send keeps the text and the attachments, and the next try sends them', async () => {
    backend.server.use(
      http.post(
        '*/api/disputes/:id/messages',
        () => HttpResponse.json({ message: 'Messaging is down' }, { status: 503 }),
        { once: true },
      ),
    );
    const user = userEvent.setup();
    const posts = messagePosts();
    const reply = await openDispute(OPEN);
    await user.upload(screen.getByLabelText(ATTACH_FILES), testFile('proof.png'));
    await screen.findByRole('button', { name: removeLabel('proof.png') });
    await user.type(reply, 'With proof.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your reply could not be sent.');
    expect(reply).toHaveValue('With proof.');
    expect(screen.getByRole('button', { name: removeLabel('proof.png') })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(reply).toHaveValue(''));
    const ids = storedFiles(OPEN).map((file) => file.id);
    await waitFor(() =>
      expect(posts).toEqual([
        { content: 'With proof.', attachments: ids },
        { content: 'With proof.', attachments: ids },
      ]),
    );
  });

  it('support attaches files to a reply the same way', async () => {
    const user = userEvent.setup();
    const posts = messagePosts();
    const box = await openDispute(OPEN, 'admin');
    await user.upload(screen.getByLabelText(ATTACH_FILES), testFile('refund-form.png'));
    await screen.findByRole('button', { name: removeLabel('refund-form.png') });
    await user.type(box, 'Please fill in the attached form.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const ids = storedFiles(OPEN).map((file) => file.id);
    expect(ids).toHaveLength(1);
    await waitFor(() =>
      expect(posts).toEqual([{ content: 'Please fill in the attached form.', internal: false, attachments: ids }]),
    );
    const sent = (await messages().findByText('Please fill in the attached form.')).closest('li') ?? document.body;
    expect(within(sent).getByRole('button', { name: openLabel('refund-form.png') })).toBeInTheDocument();
  });

  it.each(['user', 'admin'] as const)(
    'is not offered on a closed dispute, where the message box still is (%s)',
    async (who) => {
      const box = await openDispute(RESOLVED, who);
      expect(box).toBeInTheDocument();
      expect(screen.queryByLabelText(ATTACH_FILES)).not.toBeInTheDocument();
    },
  );
});
