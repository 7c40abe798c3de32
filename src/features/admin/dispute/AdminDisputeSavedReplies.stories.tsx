/**
 * The review page's composer with the team's saved replies (Insert saved reply): inserting one and
 * sending it, none saved yet, and the list failing to load. The conversation's other states are in
 * AdminDisputeConversation.stories.tsx.
 */
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  onPhone,
  pageStory,
  storyWithHandlers,
  type PageStory,
} from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { type Settings } from '../../../api/admin';
import { clearAllReplyDrafts } from './replyDraft';
import { ADD_IN_SETTINGS, INSERT_SAVED_REPLY, NO_SAVED_REPLIES, SAVED_REPLIES_FAILED } from './SavedReplyPicker';

export default {
  title: 'Pages/Admin/Dispute review/Saved replies',
  tags: ['screen:/admin/dispute/:id'],
  // A draft left by one story (or a demo) would show in the next one's composer.
  beforeEach: () => clearAllReplyDrafts(),
} satisfies Meta;

type Play = NonNullable<PageStory['play']>;

/** Under Review, with messages (mocks/db/seed.ts). */
const PATH = '/admin/dispute/DSP-100009';
const SETTINGS = '*/api/admin/settings';
/** A seeded saved reply (mocks/db/seedSettings.ts). */
const HASH_TITLE = 'Need transaction hash';
const HASH_TEXT = /^To trace this payment we need its transaction hash \(TXID\)\./;

const noReplies: Settings = {
  revision: 0,
  targets: { firstReplyHours: 24, resolutionHours: 72, resolutionRate: 90, updatedAt: null, updatedBy: null },
  savedReplies: [],
  history: [],
};

/** Dialogs and menus render in a portal, outside the story's canvas. */
const page = within(document.body);

/** Opens the menu and waits until it has faded in. */
async function openPicker(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: INSERT_SAVED_REPLY }));
  const menu = await page.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return within(menu);
}

/**
 * Chooses `item` with the keyboard, as Zag's menu selects the highlighted item: a synthetic click
 * can land before the item is highlighted (a real pointer highlights it on its way in).
 */
async function choose(item: HTMLElement) {
  await waitFor(() => expect(item.closest('[role="menu"]')?.contains(document.activeElement)).toBe(true));
  for (let presses = 0; !item.hasAttribute('data-highlighted'); presses += 1) {
    if (presses > 20) throw new Error('the item was never highlighted');
    await userEvent.keyboard('{ArrowDown}');
  }
  await userEvent.keyboard('{Enter}');
}

const insertsAndSends: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const box = await canvas.findByRole('textbox', { name: 'Message' });
  const menu = await openPicker(canvasElement);
  await choose(await menu.findByRole('menuitem', { name: HASH_TITLE }));
  await waitFor(() => expect(box).toHaveFocus());
  await expect((box as HTMLTextAreaElement).value).toMatch(HASH_TEXT);
  await userEvent.type(box, ' Thanks!');
  await userEvent.click(canvas.getByRole('button', { name: 'Send reply' }));
  const thread = within(canvas.getByRole('list', { name: 'Messages' }));
  await expect(await thread.findByText(HASH_TEXT)).toBeVisible();
};

/** Insert saved reply: the list by title, each described by its text; a choice goes into the box, focused, and is sent. */
export const InsertAndSend = {
  ...pageStory(PATH, 'admin', { play: insertsAndSends }),
  tags: ['state:full'],
};

/** The menu open over the composer, its replies listed by title. */
export const MenuOpen = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const menu = await openPicker(canvasElement);
      await expect(await menu.findByRole('menuitem', { name: HASH_TITLE })).toBeVisible();
      await expect(menu.getAllByRole('menuitem')).toHaveLength(6);
    },
  }),
  tags: ['state:full'],
};

/** No saved replies yet: the menu says so and links to Settings. */
export const NoSavedReplies = {
  ...storyWithHandlers(PATH, 'admin', [http.get(SETTINGS, () => HttpResponse.json(noReplies))], {
    play: async ({ canvasElement }) => {
      const menu = await openPicker(canvasElement);
      await expect(await menu.findByText(NO_SAVED_REPLIES)).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: ADD_IN_SETTINGS })).toHaveAttribute('href', '/admin/settings');
    },
  }),
  tags: ['state:empty'],
};

/** The saved replies answer 500: the menu says so, with Retry; the composer still sends. */
export const SavedRepliesFailing = {
  ...failingStory(
    PATH,
    'admin',
    { get: SETTINGS },
    {
      play: async ({ canvasElement }) => {
        const menu = await openPicker(canvasElement);
        await expect(await menu.findByText(SAVED_REPLIES_FAILED)).toBeVisible();
        await expect(menu.getByText(FAILURE_MESSAGE)).toBeVisible();
        await expect(menu.getByRole('menuitem', { name: 'Retry' })).toBeVisible();
        await userEvent.keyboard('{Escape}');
        const canvas = within(canvasElement);
        await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Written by hand.');
        await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeEnabled();
      },
    },
  ),
  tags: ['state:error'],
};

/** On a 390 px phone: the menu fits the screen, and a reply inserted is sent. */
export const OnPhone = {
  ...onPhone(
    pageStory(PATH, 'admin', {
      play: async (context) => {
        const menu = await openPicker(context.canvasElement);
        const content = (await menu.findByRole('menuitem', { name: HASH_TITLE })).closest('[role="menu"]');
        await expect(content?.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
        await userEvent.keyboard('{Escape}');
        await insertsAndSends(context);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
