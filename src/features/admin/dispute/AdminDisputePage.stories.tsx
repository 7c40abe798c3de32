import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  showsErrorState,
  type PageStory,
} from '../../../../.storybook/pageStory';
import { calls } from '../../../api';
import { type AdminDispute } from '../../../api/admin';
import { DEMO_ADMIN, DEMO_USER } from '../../../../mocks/db/seed';
import { REPLIED_AFTER_CLOSING_NOTICE } from './ResolutionOutcome';
import {
  LAST_SUPPORT_MESSAGE,
  LONG_ID,
  LONG_USER_EMAIL,
  LONG_USER_NAME,
  longAdminDispute,
  longResolvedDispute,
  longSimilarCases,
} from './AdminDisputePage.storyData';
import { fitsWidth } from '../../../../.storybook/layoutChecks';
import { clearAllReplyDrafts } from './replyDraft';
import { signInForStory } from '../../../../.storybook/signInAdmin';

export default {
  title: 'Pages/Admin/Dispute review',
  tags: ['screen:/admin/dispute/:id'],
  // A draft left by one story (or a demo) would show in the next one's composer.
  beforeEach: () => clearAllReplyDrafts(),
} satisfies Meta;

/** No card's content runs past its edge (on a desktop it would spill over the next column, not off the page). */
const cardsFit = async (canvasElement: HTMLElement) => {
  const cards = Array.from(canvasElement.querySelectorAll('section'));
  await expect(
    cards.filter((card) => card.scrollWidth > card.clientWidth).map((card) => card.getAttribute('aria-labelledby')),
  ).toEqual([]);
};

/** An In Progress dispute with transaction details, an analysis and similar cases: the form shows. */
export const OpenDispute = {
  ...pageStory('/admin/dispute/DSP-100004', 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('button', { name: 'Resolve Dispute' })).toBeEnabled();
      await expect(canvas.getByText('Verified User')).toBeInTheDocument();
    },
  }),
  tags: ['state:full'],
};

/**
 * A Resolved dispute: its outcome instead of the form, no expected-resolution line, a composer that
 * still answers the user, and Handling's reopen form.
 */
export const ClosedDispute = {
  ...pageStory('/admin/dispute/DSP-100010', 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('This dispute is closed as Resolved.')).toBeInTheDocument();
      await expect(canvas.queryByRole('button', { name: 'Resolve Dispute' })).toBeNull();
      await expect(canvas.queryByText('Replied after closing')).toBeNull();
      await expect(canvas.getByRole('radio', { name: 'Reply to user' })).toBeEnabled();
      const handling = within(canvas.getByRole('region', { name: 'Handling' }));
      await expect(handling.getByRole('textbox', { name: 'Why reopen it?' })).toBeVisible();
      await expect(handling.getByRole('button', { name: 'Reopen dispute' })).toBeEnabled();
    },
  }),
  tags: ['state:full'],
};

const REPLY_AFTER_CLOSING = 'Nothing has arrived in my wallet yet.';

/**
 * The same dispute once its user wrote after the decision (the seeded backend, written to by the
 * story's loader): the Resolution card says so first, and the message is the newest in the thread.
 */
export const RepliedAfterClosing = {
  ...pageStory('/admin/dispute/DSP-100010', 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const outcome = within(await canvas.findByRole('region', { name: 'Resolution' }));
      await expect(outcome.getByText('Replied after closing')).toBeVisible();
      await expect(outcome.getByText(REPLIED_AFTER_CLOSING_NOTICE)).toBeVisible();
      // The response sent with the decision, not the user's later message.
      await expect(outcome.queryByText(REPLY_AFTER_CLOSING)).toBeNull();
      await expect(within(canvas.getByRole('list', { name: 'Messages' })).getByText(REPLY_AFTER_CLOSING)).toBeVisible();
    },
  }),
  loaders: [
    async () => {
      await calls.login({ body: { username: DEMO_USER.email, password: DEMO_USER.password } });
      await calls.postDisputeMessage({ id: 'DSP-100010', body: { content: REPLY_AFTER_CLOSING } });
      await signInForStory(DEMO_ADMIN);
      return {};
    },
  ],
  tags: ['state:full'],
};

/** A New dispute filed without naming its transaction, with no details and no analysis; the server finds no similar cases. */
export const NothingOnRecord = {
  ...pageStory('/admin/dispute/DSP-100111', 'admin', {
    parameters: { msw: { handlers: [http.get('*/api/admin/disputes/:id/similar', () => HttpResponse.json([]))] } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByText('No similar cases found.')).toBeInTheDocument();
      await expect(canvas.getByText('No technical analysis available yet.')).toBeInTheDocument();
      await expect(canvas.getByText('No transaction details on record.')).toBeInTheDocument();
    },
  }),
  tags: ['state:empty'],
};

/** The response is too short: "Response must be at least 10 characters long" under the field, nothing sent. */
export const ResponseTooShort = {
  ...pageStory('/admin/dispute/DSP-100004', 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const response = await canvas.findByLabelText('Response to user');
      await userEvent.clear(response);
      await userEvent.type(response, 'Soon');
      await userEvent.click(canvas.getByRole('button', { name: 'Resolve Dispute' }));
      await expect(await canvas.findByText('Response must be at least 10 characters long')).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

/** A full refund with its amount wiped and a four-letter response: both fields show their error, nothing is sent. */
export const InvalidResolution = {
  ...pageStory('/admin/dispute/DSP-100004', 'admin', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const refund = await canvas.findByRole('spinbutton', { name: 'Refund amount' });
      await userEvent.clear(refund);
      const response = canvas.getByRole('textbox', { name: 'Response to user' });
      await userEvent.clear(response);
      await userEvent.type(response, 'Soon');
      await userEvent.click(canvas.getByRole('button', { name: 'Resolve Dispute' }));
      await expect(await canvas.findByText('Refund amount is required for a refund')).toBeInTheDocument();
      await expect(canvas.getByText('Response must be at least 10 characters long')).toBeInTheDocument();
      await expect(refund).toHaveAttribute('aria-invalid', 'true');
      await expect(response).toHaveAttribute('aria-invalid', 'true');
      // Still on the review: nothing was sent, so no redirect to the dashboard.
      await expect(canvas.getByRole('heading', { level: 1, name: 'Review dispute DSP-100004' })).toBeInTheDocument();
    },
  }),
  tags: ['state:invalid'],
};

export const NotFound = pageStory('/admin/dispute/DSP-999999', 'admin', {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dispute not found' })).toBeInTheDocument();
  },
});

/** Every call answers 500 once signed in: the page's error state with Retry. */
export const Failing = {
  ...failingStory('/admin/dispute/DSP-100004', 'admin', '*/api/admin/*', {
    play: showsErrorState('The dispute could not be loaded'),
  }),
  tags: ['state:error'],
};

/** The admin is signed in and no admin call answers: "Loading dispute details...", word for word. */
export const Slow = {
  ...hangingStory('/admin/dispute/DSP-100004', 'admin', '*/api/admin/*', {
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText('Loading dispute details...')).toBeInTheDocument();
    },
  }),
  tags: ['state:loading'],
};

/** The resolution is sent and the server has not answered: the button reads "Resolving..." and cannot be pressed again. */
export const Resolving = {
  ...hangingStory(
    '/admin/dispute/DSP-100004',
    'admin',
    { post: '*/api/admin/disputes/:id/resolve' },
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await userEvent.click(await canvas.findByRole('button', { name: 'Resolve Dispute' }));
        const button = await canvas.findByRole('button', { name: /Resolving\.\.\./ });
        await expect(button).toBeDisabled();
      },
    },
  ),
  tags: ['state:loading'],
};

const longStory = (extra: Pick<PageStory, 'play'>, dispute: AdminDispute = longAdminDispute): PageStory =>
  pageStory(`/admin/dispute/${LONG_ID}`, 'admin', {
    ...extra,
    parameters: {
      msw: {
        handlers: [
          http.get(`*/api/admin/disputes/${LONG_ID}`, () => HttpResponse.json(dispute)),
          http.get('*/api/admin/disputes/:id/similar', () => HttpResponse.json(longSimilarCases)),
        ],
      },
    },
  });

/** Waits for the long dispute, checks its long texts are on the page and that it fits the window. */
const showsLongDispute: NonNullable<PageStory['play']> = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: `Review dispute ${LONG_ID}` })).toBeInTheDocument();
  // The user's name shows in their card, and on each of their messages in the conversation.
  const userCard = within(canvas.getByRole('region', { name: 'User information' }));
  await expect(userCard.getByText(`${LONG_USER_NAME.firstName} ${LONG_USER_NAME.lastName}`)).toBeInTheDocument();
  await expect(userCard.getByText(LONG_USER_EMAIL)).toBeInTheDocument();
  await expect(canvas.getByRole('textbox', { name: 'Admin notes' })).toHaveValue(longAdminDispute.adminNotes);
  const similar = await canvas.findByRole('region', { name: 'Similar cases' });
  await expect(await within(similar).findAllByRole('listitem')).toHaveLength(longSimilarCases.length);
  await cardsFit(canvasElement);
  fitsWidth();
};

/**
 * An open dispute with 100 messages on record (the conversation stories check the thread), a twelve-paragraph
 * description, a long unbroken id, hashes, long user names and emails, and five long similar cases:
 * everything wraps, nothing overflows.
 */
export const LongContent = { ...longStory({ play: showsLongDispute }), tags: ['state:long'] };

/** The same long dispute on a 390 px phone, where long words are most likely to run off the side. */
export const LongContentOnPhone = { ...onPhone(longStory({ play: showsLongDispute })), tags: ['state:long'] };

/**
 * The long dispute once resolved: the outcome shows the newest of its 100 messages from support as
 * the response to the user, and the admin notes; both hold a long hash, which wraps.
 */
export const LongResolved = {
  ...longStory(
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText('This dispute is closed as Resolved.')).toBeInTheDocument();
        const outcome = canvas.getByRole('region', { name: 'Resolution' });
        await expect(within(outcome).getByText(LAST_SUPPORT_MESSAGE)).toBeInTheDocument();
        await expect(canvas.queryByRole('button', { name: 'Resolve Dispute' })).toBeNull();
        await cardsFit(canvasElement);
        fitsWidth();
      },
    },
    longResolvedDispute,
  ),
  tags: ['state:long'],
};

/** The open seeded dispute on a 390 px phone: the cards stack, the form fills the width, nothing runs off to the side. */
export const Phone = {
  ...onPhone(
    pageStory('/admin/dispute/DSP-100004', 'admin', {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('button', { name: 'Resolve Dispute' })).toBeVisible();
        await expect(canvas.getByRole('heading', { level: 1, name: 'Review dispute DSP-100004' })).toBeVisible();
        await expect(window.innerWidth).toBe(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
