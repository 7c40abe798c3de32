/**
 * The review page's conversation and handling cards in each of their states. The page's other
 * states are in AdminDisputePage.stories.tsx; a file of its own keeps both short.
 */
import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  type PageStory,
} from '../../../../.storybook/pageStory';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { LONG_MESSAGE_COUNT } from '../../../../.storybook/longDispute';
import { LONG_ID, LONG_USER_NAME, longAdminDispute } from './AdminDisputePage.storyData';
import { NO_ADMIN_MESSAGES_TEXT, THREAD_REGION_LABEL } from './ConversationCard';
import { closedNotice, SEND_FAILED } from './ReplyComposer';
import { clearAllReplyDrafts } from './replyDraft';

export default {
  title: 'Pages/Admin/Dispute review/Conversation',
  tags: ['screen:/admin/dispute/:id'],
  // A draft left by one story (or a demo) would show in the next one's composer.
  beforeEach: () => clearAllReplyDrafts(),
} satisfies Meta;

type Play = NonNullable<PageStory['play']>;

/** Seeded disputes (mocks/db/seed.ts). */
const EMPTY = '/admin/dispute/DSP-100003'; // New, no messages
const WITH_NOTE = '/admin/dispute/DSP-100009'; // Under Review: Sam Rivera's reply, his internal note, the user's answer
const RESOLVED = '/admin/dispute/DSP-100010';
const MESSAGES = '*/api/admin/disputes/:id/messages';

const canvasOf = (canvasElement: HTMLElement) => within(canvasElement);

/** Types into the composer and presses its send button. */
async function typeAndSend(canvasElement: HTMLElement, text: string, button = 'Send reply') {
  const canvas = canvasOf(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), text);
  await userEvent.click(canvas.getByRole('button', { name: button }));
}

/** The thread region is scrolled to its end, the newest message in view, the composer right under it. */
const opensAtNewest = async (canvasElement: HTMLElement) => {
  const canvas = canvasOf(canvasElement);
  const region = await canvas.findByRole('region', { name: THREAD_REGION_LABEL });
  await expect(within(region).getAllByRole('listitem')).toHaveLength(LONG_MESSAGE_COUNT);
  await waitFor(() => expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(region.scrollHeight - 2));
  await expect(region).toHaveAttribute('tabindex', '0');
  // Capped: a long thread never pushes the composer away.
  await expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.6);
  const composer = canvas.getByRole('textbox', { name: 'Message' });
  const gap = composer.getBoundingClientRect().top - region.getBoundingClientRect().bottom;
  await expect(gap).toBeLessThan(160);
  return { region, composer };
};

const longThread = (play: Play): PageStory =>
  pageStory(`/admin/dispute/${LONG_ID}`, 'admin', {
    play,
    parameters: {
      msw: { handlers: [http.get(`*/api/admin/disputes/${LONG_ID}`, () => HttpResponse.json(longAdminDispute))] },
    },
  });

/** A New dispute nobody has written on: the empty text, and the composer ready with Send disabled. */
export const EmptyThread = {
  ...pageStory(EMPTY, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await expect(await canvas.findByText(NO_ADMIN_MESSAGES_TEXT)).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Reply to user' })).toBeChecked();
      await expect(canvas.getByRole('button', { name: 'Send reply' })).toBeDisabled();
    },
  }),
  tags: ['state:empty'],
};

/** Support's reply by name, the internal note marked in words, the user by name; a note sent appears marked. */
export const WithInternalNotes = {
  ...pageStory(WITH_NOTE, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      const thread = within(await canvas.findByRole('list', { name: 'Messages' }));
      await expect(thread.getAllByText('Support · Sam Rivera')).toHaveLength(2);
      await expect(thread.getByText('Alex Morgan')).toBeVisible();
      await expect(thread.getAllByText('Internal note')).toHaveLength(1);
      await userEvent.click(canvas.getByRole('radio', { name: 'Internal note' }));
      await typeAndSend(canvasElement, 'Exchange confirmed the freeze.', 'Add internal note');
      const note = (await thread.findByText('Exchange confirmed the freeze.')).closest('li');
      await expect(note).not.toBeNull();
      await expect(within(note ?? canvasElement).getByText('Internal note')).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** 100 messages: the thread scrolls in its own region, opened at the newest, the composer right under it. */
export const HundredMessages = {
  ...longThread(async ({ canvasElement }) => {
    const { region } = await opensAtNewest(canvasElement);
    // No author on record: "Support", and the user's own name from the dispute.
    await expect(within(region).getAllByText('Support')).toHaveLength(LONG_MESSAGE_COUNT / 2);
    await expect(within(region).getAllByText(`${LONG_USER_NAME.firstName} ${LONG_USER_NAME.lastName}`)).toHaveLength(
      LONG_MESSAGE_COUNT / 2,
    );
    fitsWidth();
  }),
  tags: ['state:long'],
};

/** The same 100 messages on a 390 px phone: the composer and its button stay within reach under the thread. */
export const HundredMessagesOnPhone = {
  ...onPhone(
    longThread(async ({ canvasElement }) => {
      const { composer } = await opensAtNewest(canvasElement);
      const send = canvasOf(canvasElement).getByRole('button', { name: 'Send reply' });
      send.scrollIntoView({ block: 'end' });
      await expect(composer.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
      await expect(send.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      await expect(window.innerWidth).toBe(390);
      fitsWidth();
    }),
  ),
  tags: ['state:narrow'],
};

/** The server refuses the send: the reason shows and the text stays in the box. */
export const SendFailing = {
  ...failingStory(
    WITH_NOTE,
    'admin',
    { post: MESSAGES },
    {
      play: async ({ canvasElement }) => {
        await typeAndSend(canvasElement, 'Could you send the exchange statement?');
        const alert = await canvasOf(canvasElement).findByRole('alert');
        await expect(within(alert).getByText(SEND_FAILED)).toBeVisible();
        await expect(within(alert).getByText(FAILURE_MESSAGE)).toBeVisible();
        await expect(canvasOf(canvasElement).getByRole('textbox', { name: 'Message' })).toHaveValue(
          'Could you send the exchange statement?',
        );
      },
    },
  ),
  tags: ['state:error'],
};

/** The send is on its way: the button reads "Sending..." and cannot be pressed again. */
export const Sending = {
  ...hangingStory(
    WITH_NOTE,
    'admin',
    { post: MESSAGES },
    {
      play: async ({ canvasElement }) => {
        await typeAndSend(canvasElement, 'Checking with the exchange now.');
        await expect(await canvasOf(canvasElement).findByRole('button', { name: /Sending\.\.\./ })).toBeDisabled();
      },
    },
  ),
  tags: ['state:loading'],
};

/** A resolved dispute: a reply still reaches the user without changing the decision (said in words); the assignee read-only. */
export const ClosedDispute = {
  ...pageStory(RESOLVED, 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = canvasOf(canvasElement);
      await expect(await canvas.findByText(closedNotice('Resolved'))).toBeVisible();
      await expect(canvas.getByRole('radio', { name: 'Reply to user' })).toBeChecked();
      await expect(canvas.getByRole('radio', { name: 'Internal note' })).toBeEnabled();
      const handling = within(canvas.getByRole('region', { name: 'Handling' }));
      await expect(handling.getByText('Jordan Lee')).toBeVisible();
      await expect(handling.queryByRole('combobox')).toBeNull();
    },
  }),
  tags: ['state:full'],
};

/** The thread and composer of a seeded dispute on a 390 px phone; nothing runs off the side. */
export const OnPhone = {
  ...onPhone(
    pageStory(WITH_NOTE, 'admin', {
      play: async ({ canvasElement }) => {
        const canvas = canvasOf(canvasElement);
        await expect(await canvas.findByRole('region', { name: THREAD_REGION_LABEL })).toBeVisible();
        await expect(canvas.getByRole('radio', { name: 'Internal note' })).toBeInTheDocument();
        await expect(window.innerWidth).toBe(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};

/** Handling: "Assign to me" on an unassigned dispute; the page shows the new assignee. */
export const AssignToMe = {
  ...pageStory('/admin/dispute/DSP-100002', 'admin', {
    play: async ({ canvasElement }) => {
      const handling = within(await canvasOf(canvasElement).findByRole('region', { name: 'Handling' }));
      await userEvent.click(handling.getByRole('button', { name: 'Assign to me' }));
      await expect(await handling.findByText('Assigned to Sam Rivera.')).toBeVisible();
      // The select follows once the dispute is read again.
      await waitFor(() => expect(handling.getByRole('combobox', { name: 'Assignee' })).toHaveValue('usr-2'));
    },
  }),
  tags: ['state:full'],
};
