import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  failingStory,
  FAILURE_MESSAGE,
  hangingStory,
  onPhone,
  pageStory,
  showsErrorState,
  storyWithHandlers,
} from '../../../../.storybook/pageStory';
import { fitsWidth, staysInsideCards } from '../../../../.storybook/layoutChecks';
import { calls } from '../../../api';
import {
  RESOLUTION_HOURS_MESSAGE,
  RESOLUTION_RATE_MESSAGE,
  SETTINGS_CHANGED_MESSAGE,
  settingsRequestOf,
} from '../../../api/admin';
import { toaster } from '../../../theme';
import { emptySettings, LONG_REPLY_COUNT, LONG_TITLE, longSettings } from './AdminSettingsPage.storyData';
import {
  ADD_REPLY,
  ALSO_KEPT,
  DEFAULT_TARGETS,
  deleteReplyTitle,
  EDIT_REPLY_TITLE,
  HOURS_LABEL,
  NO_REPLIES,
  RATE_LABEL,
  replyAdded,
  replyEdited,
  SAVE_REPLY,
  SAVE_TARGETS,
  SETTINGS_LOAD_FAILED,
  SETTINGS_LOADING,
  TEXT_LABEL,
  TITLE_LABEL,
} from './texts';

export default {
  title: 'Pages/Admin/Settings',
  tags: ['screen:/admin/settings'],
  // The toaster lives as long as the page: a toast of one story would show in the next.
  beforeEach: () => toaster.remove(),
} satisfies Meta;

const PATH = '/admin/settings';
const SETTINGS = '*/api/admin/settings';

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);
/** Dialogs render in a portal, outside the story's canvas. */
const page = within(document.body);

/** The "Saved" toast says `text`; then it is dismissed, as a person would, so the next step's toast stands alone. */
async function savedToast(text: string) {
  await expect(await page.findByText(text)).toBeInTheDocument();
  await userEvent.click(page.getByRole('button', { name: 'Dismiss notification' }));
  await waitFor(() => expect(page.queryByText(text)).toBeNull());
}

async function loaded(canvasElement: HTMLElement) {
  const canvas = canvasOf(canvasElement);
  await canvas.findByRole('list', { name: 'Saved replies' });
  return canvas;
}

/** The seeded settings: default targets, six saved replies by both admins, their history. */
export const Normal = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement);
      await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(canvas.getByRole('spinbutton', { name: HOURS_LABEL })).toHaveValue(72);
      await expect(canvas.getByText(DEFAULT_TARGETS)).toBeVisible();
      await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
      await expect(
        within(canvas.getByRole('list', { name: 'Recent changes' })).getAllByRole('listitem').length,
      ).toBeGreaterThan(0);
    },
  }),
  tags: ['state:full'],
};

/** Nobody has saved a reply yet: the empty state, with Add saved reply. */
export const NoSavedReplies = {
  ...storyWithHandlers(PATH, 'admin', [http.get(SETTINGS, () => HttpResponse.json(emptySettings))], {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await expect(await canvas.findByText(NO_REPLIES)).toBeVisible();
      await expect(canvas.getByRole('button', { name: ADD_REPLY })).toBeVisible();
      await expect(canvas.getByText(DEFAULT_TARGETS)).toBeVisible();
    },
  }),
  tags: ['state:empty'],
};

/** The settings never arrive: the loading state. */
export const Loading = {
  ...hangingStory(
    PATH,
    'admin',
    { get: SETTINGS },
    {
      play: async ({ canvasElement }) => {
        await expect(await canvasOf(canvasElement).findByText(SETTINGS_LOADING)).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:loading'],
};

/** The settings answer 500: the error state with Retry. */
export const Failing = {
  ...failingStory(PATH, 'admin', { get: SETTINGS }, { play: showsErrorState(SETTINGS_LOAD_FAILED, FAILURE_MESSAGE) }),
  tags: ['state:error'],
};

/** Targets out of range: each field says what is wrong with it, nothing is sent. */
export const InvalidTargets = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement);
      const hours = canvas.getByRole('spinbutton', { name: HOURS_LABEL });
      const rate = canvas.getByRole('spinbutton', { name: RATE_LABEL });
      await userEvent.clear(hours);
      await userEvent.type(hours, '1000');
      await userEvent.clear(rate);
      await userEvent.click(canvas.getByRole('button', { name: SAVE_TARGETS }));
      await expect(await canvas.findByText(RESOLUTION_HOURS_MESSAGE)).toBeVisible();
      await expect(canvas.getByText(RESOLUTION_RATE_MESSAGE)).toBeVisible();
      await expect(hours).toHaveAttribute('aria-invalid', 'true');
    },
  }),
  tags: ['state:invalid'],
};

/** An empty title and text in the reply dialog: both fields say they are required. */
export const InvalidReply = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: ADD_REPLY }));
      const dialog = within(await page.findByRole('dialog', { name: ADD_REPLY }));
      await userEvent.type(dialog.getByRole('textbox', { name: TITLE_LABEL }), 'refund approved');
      await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
      await expect(await dialog.findByText('Another saved reply is already called “refund approved”')).toBeVisible();
      await expect(dialog.getByText('Reply text is required')).toBeVisible();
    },
  }),
  tags: ['state:invalid'],
};

// The 409 below is answered once per showing of the story.
let conflictAnswered = false;

/**
 * Two admins save at once. The first save of this page meets a 409 after another admin's reply
 * landed (the override adds it, then answers 409 once); the page reads the settings again, adds its
 * reply on top, and both are kept.
 */
export const ConflictResolved = {
  ...storyWithHandlers(
    PATH,
    'admin',
    [
      http.put(SETTINGS, async () => {
        if (conflictAnswered) return undefined;
        conflictAnswered = true;
        const theirs = settingsRequestOf(await calls.getAdminSettings());
        await calls.updateAdminSettings({
          body: {
            ...theirs,
            savedReplies: [...theirs.savedReplies, { title: 'Greeting', text: 'Hello, thanks for writing in.' }],
          },
        });
        return HttpResponse.json({ message: SETTINGS_CHANGED_MESSAGE }, { status: 409 });
      }),
    ],
    {
      beforeEach: () => {
        conflictAnswered = false;
      },
      play: async ({ canvasElement }) => {
        const canvas = await loaded(canvasElement);
        await userEvent.click(canvas.getByRole('button', { name: ADD_REPLY }));
        const dialog = within(await page.findByRole('dialog', { name: ADD_REPLY }));
        await userEvent.type(dialog.getByRole('textbox', { name: TITLE_LABEL }), 'Closing');
        await userEvent.type(dialog.getByRole('textbox', { name: TEXT_LABEL }), 'We are closing this dispute now.');
        await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
        await savedToast(`${replyAdded('Closing')} ${ALSO_KEPT}`);
        const titles = () => canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
        await waitFor(() => expect(titles().slice(-2)).toEqual(['Greeting', 'Closing']));
      },
    },
  ),
  tags: ['state:full'],
};

/** Editing a reply: the dialog opens with its title and text; the saved text shows in the list. */
export const EditReply = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Edit Phishing warning' }));
      const dialog = within(await page.findByRole('dialog', { name: EDIT_REPLY_TITLE }));
      await expect(dialog.getByRole('textbox', { name: TITLE_LABEL })).toHaveValue('Phishing warning');
      const text = dialog.getByRole('textbox', { name: TEXT_LABEL });
      await userEvent.clear(text);
      await userEvent.type(text, 'Never share your seed phrase with anyone.');
      await userEvent.click(dialog.getByRole('button', { name: SAVE_REPLY }));
      await savedToast(replyEdited('Phishing warning'));
      await expect(await canvas.findByText('Never share your seed phrase with anyone.')).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** The confirmation before a reply is deleted, naming it; left open. */
export const DeleteDialog = {
  ...pageStory(PATH, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Still investigating' }));
      const dialog = within(await page.findByRole('alertdialog', { name: deleteReplyTitle('Still investigating') }));
      // Visible once the dialog has faded in.
      await waitFor(() => expect(dialog.getByRole('button', { name: 'Delete' })).toBeVisible());
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** 40 replies with long titles, texts and names, 50 changes: everything wraps inside its card. */
export const LongContent = {
  ...storyWithHandlers(PATH, 'admin', [http.get(SETTINGS, () => HttpResponse.json(longSettings))], {
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement);
      await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(LONG_REPLY_COUNT);
      await expect(canvas.getByRole('heading', { level: 3, name: LONG_TITLE })).toBeVisible();
      fitsWidth();
      staysInsideCards(canvasElement);
    },
  }),
  tags: ['state:long'],
};

/** The seeded settings on a 390 px phone: one column, nothing runs off the side. */
export const Phone = {
  ...onPhone(
    pageStory(PATH, 'admin', {
      play: async ({ canvasElement }) => {
        const canvas = await loaded(canvasElement);
        await expect(canvas.getByRole('button', { name: SAVE_TARGETS })).toBeInTheDocument();
        await expect(window.innerWidth).toBe(390);
        fitsWidth();
        staysInsideCards(canvasElement);
      },
    }),
  ),
  tags: ['state:narrow'],
};

/** The seeded settings in dark mode, with the add dialog open over them. */
export const Dark = {
  ...pageStory(PATH, 'admin', {
    globals: { colorMode: 'dark' },
    play: async ({ canvasElement }) => {
      const canvas = await loaded(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: ADD_REPLY }));
      const dialog = await page.findByRole('dialog', { name: ADD_REPLY });
      await waitFor(() => expect(dialog).toBeVisible());
    },
  }),
  tags: ['state:full'],
};
