import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../../../tests/kit/mockBackend';
import { renderApp } from '../../../../tests/kit/renderApp';
import { signInAs } from '../../../../tests/kit/session';
import { calls } from '../../../api';
import { settingsRequestOf } from '../../../api/admin';
import { draftKey, readReplyDraft } from './replyDraft';
import { ADD_IN_SETTINGS, INSERT_SAVED_REPLY, NO_SAVED_REPLIES, SAVED_REPLIES_FAILED } from './SavedReplyPicker';

const backend = setupMockBackend();

/** Under Review, with messages (mocks/db/seed.ts). */
const DISPUTE = 'DSP-100009';
/** A seeded saved reply (mocks/db/seedSettings.ts). */
const HASH_TITLE = 'Need transaction hash';
const HASH_TEXT =
  'To trace this payment we need its transaction hash (TXID). You will find it in your wallet’s history or in the exchange’s withdrawal details. Please reply here with it.';

beforeEach(() => {
  localStorage.clear();
});

async function openReview() {
  await signInAs('admin');
  const result = renderApp(`/admin/dispute/${DISPUTE}`);
  await screen.findByRole('heading', { level: 1, name: `Review dispute ${DISPUTE}` });
  return result;
}

const messageBox = () => screen.getByRole('textbox', { name: 'Message' });
/** Opens the menu with a press and waits until focus is inside it (Zag moves it there after a frame). */
async function openPicker() {
  await userEvent.click(screen.getByRole('button', { name: INSERT_SAVED_REPLY }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return within(menu);
}

/**
 * Chooses `item` with the keyboard: Zag selects the highlighted item, and in jsdom a pointer click
 * can land before the item is highlighted, closing the menu without choosing (the stories click).
 */
async function choose(item: HTMLElement) {
  for (let presses = 0; !item.hasAttribute('data-highlighted'); presses += 1) {
    if (presses > 20) throw new Error('the item was never highlighted');
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
}

describe('inserting a saved reply in the review page composer', () => {
  it('inserts the chosen reply into an empty box, focused, kept in the draft, and sends it', async () => {
    await openReview();
    const menu = await openPicker();
    await choose(await menu.findByRole('menuitem', { name: HASH_TITLE }));
    expect(messageBox()).toHaveValue(HASH_TEXT);
    await waitFor(() => expect(messageBox()).toHaveFocus());
    expect(readReplyDraft(DISPUTE).text).toBe(HASH_TEXT);

    await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const thread = within(screen.getByRole('list', { name: 'Messages' }));
    expect(await thread.findByText(HASH_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    expect(localStorage.getItem(draftKey(DISPUTE))).toBeNull();
    const dispute = await calls.getAdminDispute({ id: DISPUTE });
    expect(dispute.messages.at(-1)).toMatchObject({ content: HASH_TEXT, internal: false });
  });

  it('goes in at the caret of text already typed, with the keyboard alone, and can go as an internal note', async () => {
    await openReview();
    await userEvent.click(screen.getByRole('radio', { name: 'Internal note' }));
    await userEvent.type(messageBox(), 'Hi Alex, regards');
    await userEvent.type(messageBox(), '{ArrowLeft>7/}');
    // From the box to the menu's button with the keyboard, then open it and choose.
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: INSERT_SAVED_REPLY })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    await choose(await within(menu).findByRole('menuitem', { name: HASH_TITLE }));
    expect(messageBox()).toHaveValue(`Hi Alex, ${HASH_TEXT}regards`);
    await waitFor(() => expect(messageBox()).toHaveFocus());
    expect(messageBox()).toHaveProperty('selectionStart', `Hi Alex, ${HASH_TEXT}`.length);

    await userEvent.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(messageBox()).toHaveValue(''));
    const dispute = await calls.getAdminDispute({ id: DISPUTE });
    expect(dispute.messages.at(-1)).toMatchObject({ content: `Hi Alex, ${HASH_TEXT}regards`, internal: true });
  });

  it('says when there are no saved replies, and links to Settings', async () => {
    await signInAs('admin');
    const settings = await calls.getAdminSettings();
    await calls.updateAdminSettings({ body: { ...settingsRequestOf(settings), savedReplies: [] } });
    const { router } = await openReview();
    const menu = await openPicker();
    expect(await menu.findByText(NO_SAVED_REPLIES)).toBeInTheDocument();
    await choose(menu.getByRole('menuitem', { name: ADD_IN_SETTINGS }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/settings'));
  });

  it('says when the replies could not be loaded, keeps the composer working, and retries', async () => {
    backend.server.use(
      http.get('*/api/admin/settings', () => HttpResponse.json({ message: 'Database offline' }, { status: 500 }), {
        once: true,
      }),
    );
    await openReview();
    let menu = await openPicker();
    expect(await menu.findByText(SAVED_REPLIES_FAILED)).toBeInTheDocument();
    expect(menu.getByText('Database offline')).toBeInTheDocument();
    await choose(menu.getByRole('menuitem', { name: 'Retry' }));
    menu = within(screen.getByRole('menu'));
    await choose(await menu.findByRole('menuitem', { name: HASH_TITLE }));
    expect(messageBox()).toHaveValue(HASH_TEXT);
  });
});
