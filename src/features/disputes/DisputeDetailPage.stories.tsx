import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  showsErrorState,
  type PageStory,
} from '../../../.storybook/pageStory';
import { LOAD_FAILED_TITLE, LOADING_TEXT } from './detail/DisputeLoader';
import { NO_MESSAGES_TEXT } from './detail/MessageThread';
import { closedReplyNotice } from './detail/ReplyBox';
import { LONG_MESSAGE_COUNT, longDispute } from '../../../.storybook/longDispute';
import { fitsWidth, staysInsideCards } from '../../../.storybook/layoutChecks';
import { evidenceTexts } from '../evidence';

export default { title: 'Pages/Disputes/Dispute Detail', tags: ['screen:/dispute/:id'] } satisfies Meta;

type Play = NonNullable<PageStory['play']>;

/** DSP-100008's heading, and its thread with messages from both sides. */
const showsUnderReview: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Dispute DSP-100008' })).toBeVisible();
  const thread = canvas.getByRole('list', { name: 'Messages' });
  await expect(within(thread).getAllByText('Support · Jordan Lee')).not.toHaveLength(0);
  await expect(within(thread).getAllByText('You')).not.toHaveLength(0);
};

/** An Under Review dispute with messages from both sides, an attachment and transaction details. */
export const UnderReview = {
  ...pageStory('/dispute/DSP-100008', 'user', { play: showsUnderReview }),
  tags: ['state:full'],
};

/** A new dispute: no messages yet, a one-entry timeline, the expected-resolution line. */
export const JustFiled = {
  ...pageStory('/dispute/DSP-100001', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 1, name: 'Dispute DSP-100001' })).toBeVisible();
      await expect(canvas.getByText(NO_MESSAGES_TEXT)).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeVisible();
    },
  }),
  tags: ['state:empty'],
};

/**
 * A resolved dispute: no expected-resolution line, and above the reply box, plainly, that support
 * still reads what is written there.
 */
export const Resolved = {
  ...pageStory('/dispute/DSP-100010', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { level: 1, name: 'Dispute DSP-100010' });
      await expect(canvas.queryByText(/Expected by/)).toBeNull();
      await expect(canvas.getByText(closedReplyNotice('Resolved'))).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'Reply' })).toBeEnabled();
    },
  }),
  tags: ['state:full'],
};

/** Another user's dispute answers 404, like a missing one. */
export const NotFound = pageStory('/dispute/DSP-100016', 'user', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
  },
});

/** Signed in, but the dispute call answers 500: ErrorState with Retry. */
export const Failing = {
  ...failingStory(
    '/dispute/DSP-100001',
    'user',
    { get: '*/api/disputes/:id' },
    {
      play: showsErrorState(LOAD_FAILED_TITLE, FAILURE_MESSAGE),
    },
  ),
  tags: ['state:error'],
};

/** Signed in, and the dispute call never answers: "Loading dispute details...". */
export const Slow = {
  ...hangingStory(
    '/dispute/DSP-100001',
    'user',
    { get: '*/api/disputes/:id' },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(LOADING_TEXT)).toBeVisible();
      },
    },
  ),
  tags: ['state:loading'],
};

/** Contact Support puts the cursor in the reply box, ready to type. */
export const ContactSupport = pageStory('/dispute/DSP-100004', 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Contact Support' }));
    await expect(canvas.getByRole('textbox', { name: 'Reply' })).toHaveFocus();
  },
});

/** The first bytes of a PNG, as the app and the server check them. */
const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

/** A file attached to a reply: uploaded at once to the dispute's evidence, it waits as a chip to go with the message. */
export const AttachToReply = {
  ...pageStory('/dispute/DSP-100004', 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.upload(
        await canvas.findByLabelText(evidenceTexts.ATTACH_FILES),
        new File([PNG_HEAD], 'receipt.png', { type: 'image/png' }),
      );
      const chips = await canvas.findByRole('list', { name: evidenceTexts.ATTACHED_LABEL });
      await expect(within(chips).getByText('receipt.png')).toBeVisible();
      await expect(canvas.getByRole('button', { name: evidenceTexts.removeLabel('receipt.png') })).toBeVisible();
      const evidence = within(canvas.getByRole('region', { name: evidenceTexts.EVIDENCE_TITLE }));
      await expect(await evidence.findByText('receipt.png')).toBeVisible();
    },
  }),
  tags: ['state:full'],
};

/** A very long description, long hashes, a long email and 100 messages: everything wraps, nothing overflows. */
export const LongContent = {
  ...pageStory('/dispute/DSP-100001', 'user', {
    parameters: { msw: { handlers: [http.get('*/api/disputes/DSP-100001', () => HttpResponse.json(longDispute))] } },
    play: async ({ canvasElement }) => {
      const thread = await within(canvasElement).findByRole('list', { name: 'Messages' });
      await expect(within(thread).getAllByRole('listitem')).toHaveLength(LONG_MESSAGE_COUNT);
      await expect(within(canvasElement).getByText(longDispute.contactEmail)).toBeVisible();
      staysInsideCards(canvasElement);
      fitsWidth();
    },
  }),
  tags: ['state:long'],
};

/** The long dispute on a 390 px phone: hashes, the email and the 100 messages wrap inside the screen. */
export const LongOnPhone = { ...onPhone(LongContent), tags: ['state:long', 'state:narrow'] };

/** The Under Review dispute on a 390 px phone: one column, the timeline below the messages. */
export const Phone = {
  ...onPhone(
    pageStory('/dispute/DSP-100008', 'user', {
      play: async (context) => {
        await showsUnderReview(context);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
