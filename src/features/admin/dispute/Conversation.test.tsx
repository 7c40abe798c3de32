import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { calls } from '../../../api';
import { closedNotice, SEND_FAILED } from './ReplyComposer';
import { draftKey } from './replyDraft';

const backend = setupMockBackend();
/** Each test opens the whole review page and writes through it: on two busy cores that can take a while. */
const SLOW_PAGE_TEST = 60_000;

/** Seeded disputes of the demo user (mocks/db/seed.ts): their state on the support desk. */
const NEW_WITH_QUESTION = 'DSP-100002'; // New, unassigned, the user asked a question
const UNDER_REVIEW_WITH_NOTE = 'DSP-100009'; // Under Review, Sam Rivera's reply and internal note, the user's answer
const RESOLVED = 'DSP-100010';
const ADMIN_NAME = 'Sam Rivera';

/** The POSTs of admin messages sent from now on. */
function messagePosts(): unknown[] {
  const sent: unknown[] = [];
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/api\/admin\/disputes\/[^/]+\/messages$/.test(new URL(request.url).pathname))
      sent.push(request.url);
  });
  return sent;
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  backend.server.events.removeAllListeners();
});

async function openReview(id: string) {
  await signInAs('admin');
  const result = renderApp(`/admin/dispute/${id}`);
  await screen.findByRole('heading', { level: 1, name: `Review dispute ${id}` });
  return result;
}

const conversation = () => within(screen.getByRole('region', { name: 'Conversation' }));
const thread = () => within(screen.getByRole('list', { name: 'Messages' }));
const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
/** The message in the thread that holds `text`. */
const itemWith = async (text: string) => (await thread().findByText(text)).closest('li') ?? document.body;
const headerStatus = () =>
  screen.getByRole('heading', { level: 1 }).parentElement?.querySelector('[data-status]')?.textContent;

describe('the conversation on the review page', { timeout: SLOW_PAGE_TEST }, () => {
  it("shows every message in time order, the user by name and support by the admin's name, notes marked", async () => {
    await openReview(UNDER_REVIEW_WITH_NOTE);
    expect(conversation().getByRole('region', { name: 'Conversation messages' })).toHaveAttribute('tabindex', '0');
    const items = thread().getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      `Support · ${ADMIN_NAME}`,
      `Support · ${ADMIN_NAME}`,
      'Alex Morgan',
    ]);
    expect(within(items[1] ?? document.body).getByText('Internal note')).toBeInTheDocument();
    expect(within(items[0] ?? document.body).queryByText('Internal note')).not.toBeInTheDocument();
  });

  it("shows the user's question on a New dispute", async () => {
    await openReview(NEW_WITH_QUESTION);
    const question = await itemWith(
      'Hello, has anyone had a chance to look at this yet? I can send more details if needed.',
    );
    expect(within(question).getByText('Alex Morgan')).toBeInTheDocument();
  });

  it('a reply appears as "Support · {admin}" and moves a New dispute to In Progress', async () => {
    const user = userEvent.setup();
    await openReview(NEW_WITH_QUESTION);
    expect(headerStatus()).toBe('New');
    expect(screen.getByRole('radio', { name: 'Reply to user' })).toBeChecked();
    await user.type(messageBox(), 'We are looking into it now.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const reply = await itemWith('We are looking into it now.');
    expect(within(reply).getByText(`Support · ${ADMIN_NAME}`)).toBeInTheDocument();
    expect(within(reply).queryByText('Internal note')).not.toBeInTheDocument();
    await waitFor(() => expect(headerStatus()).toBe('In Progress'));
    expect(within(screen.getByRole('region', { name: 'Timeline' })).getByText('Support replied')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
    expect(messageBox()).toHaveFocus();
    expect(localStorage.getItem(draftKey(NEW_WITH_QUESTION))).toBeNull();
  });

  it('an internal note appears marked, leaves the status alone and never reaches the user', async () => {
    const user = userEvent.setup();
    await openReview(NEW_WITH_QUESTION);
    await user.click(screen.getByRole('radio', { name: 'Internal note' }));
    await user.type(messageBox(), 'Checked the wallet: looks like the known drainer.');
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    const note = await itemWith('Checked the wallet: looks like the known drainer.');
    expect(within(note).getByText('Internal note')).toBeInTheDocument();
    expect(within(note).getByText(`Support · ${ADMIN_NAME}`)).toBeInTheDocument();
    expect(headerStatus()).toBe('New');

    await signInAs('user');
    const seen = await calls.getDispute({ id: NEW_WITH_QUESTION });
    expect(seen.messages.map((message) => message.content)).not.toContain(
      'Checked the wallet: looks like the known drainer.',
    );
    expect(seen.messages.some((message) => message.internal)).toBe(false);
  });

  it('Ctrl+Enter and Cmd+Enter send', async () => {
    const user = userEvent.setup();
    await openReview(UNDER_REVIEW_WITH_NOTE);
    await user.type(messageBox(), 'Sent with the keyboard.{Control>}{Enter}{/Control}');
    expect(await itemWith('Sent with the keyboard.')).toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    await user.type(messageBox(), 'Sent on a Mac.{Meta>}{Enter}{/Meta}');
    expect(await itemWith('Sent on a Mac.')).toBeInTheDocument();
  });

  it('cannot send blank or whitespace-only text, by button or keyboard', async () => {
    const user = userEvent.setup();
    const posts = messagePosts();
    await openReview(UNDER_REVIEW_WITH_NOTE);
    const send = screen.getByRole('button', { name: 'Send reply' });
    expect(send).toBeDisabled();
    await user.type(messageBox(), '  {Enter} \t');
    expect(send).toBeDisabled();
    await user.type(messageBox(), '{Control>}{Enter}{/Control}');
    expect(posts).toEqual([]);
  });

  it('keeps the draft and its kind through an unmount and a remount', async () => {
    const user = userEvent.setup();
    const { unmount } = await openReview(UNDER_REVIEW_WITH_NOTE);
    await user.click(screen.getByRole('radio', { name: 'Internal note' }));
    await user.type(messageBox(), 'Half-written note');
    unmount();
    renderApp(`/admin/dispute/${UNDER_REVIEW_WITH_NOTE}`);
    expect(await screen.findByRole('textbox', { name: 'Message' })).toHaveValue('Half-written note');
    expect(screen.getByRole('radio', { name: 'Internal note' })).toBeChecked();
  });

  it('a failed send keeps the text and says why', async () => {
    const user = userEvent.setup();
    backend.server.use(
      http.post('*/api/admin/disputes/:id/messages', () =>
        HttpResponse.json({ message: 'Database offline' }, { status: 500 }),
      ),
    );
    await openReview(UNDER_REVIEW_WITH_NOTE);
    await user.type(messageBox(), 'Please send your statement.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const alert = await conversation().findByRole('alert');
    expect(within(alert).getByText(SEND_FAILED)).toBeInTheDocument();
    expect(within(alert).getByText('Database offline')).toBeInTheDocument();
    expect(messageBox()).toHaveValue('Please send your statement.');
    expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  });

  it('shows the pending state while sending', async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    backend.server.use(
      http.post(
        '*/api/admin/disputes/:id/messages',
        () =>
          new Promise<Response>((resolve) => {
            release = () => resolve(HttpResponse.json({ message: 'Conflict' }, { status: 409 }));
          }),
      ),
    );
    await openReview(UNDER_REVIEW_WITH_NOTE);
    await user.type(messageBox(), 'On its way');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
    release();
    expect(await conversation().findByText('Conflict')).toBeInTheDocument();
  });

  it('on a closed dispute sends a reply that keeps the decision, and says so', async () => {
    const user = userEvent.setup();
    await openReview(RESOLVED);
    expect(conversation().getByText(closedNotice('Resolved'))).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Reply to user' })).toBeChecked();
    await user.type(messageBox(), 'The bank confirms the refund left today.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const reply = await itemWith('The bank confirms the refund left today.');
    expect(within(reply).queryByText('Internal note')).not.toBeInTheDocument();
    expect(backend.db.data.disputes.find((dispute) => dispute.id === RESOLVED)?.status).toBe('Resolved');
    expect(headerStatus()).toBe('Resolved');
  });

  it('a reply sent as the dispute closed meanwhile still reaches the user, and the page shows it closed', async () => {
    const user = userEvent.setup();
    await openReview(UNDER_REVIEW_WITH_NOTE);
    await user.type(messageBox(), 'One more question for you.');
    await calls.resolveDispute({
      id: UNDER_REVIEW_WITH_NOTE,
      body: { resolutionType: 'decline', userResponse: 'We cannot refund this claim.' },
    });
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await itemWith('One more question for you.');
    expect(await conversation().findByText(closedNotice('Rejected'))).toBeInTheDocument();
    expect(messageBox()).toHaveValue('');
  });
});
