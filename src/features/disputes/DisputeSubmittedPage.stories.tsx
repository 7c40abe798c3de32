import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type AnyHandler } from 'msw';
import { expect, within } from 'storybook/test';
import {
  FAILURE_MESSAGE,
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  storyWithHandlers,
  showsErrorState,
  type PageStory,
  type StoryExtra,
} from '../../../.storybook/pageStory';
import { calls } from '../../api';
import { LOADING_SUBMITTED } from './DisputeSubmittedPage';
import { fitsWidth } from '../../../.storybook/layoutChecks';

export default { title: 'Pages/Disputes/Dispute Submitted', tags: ['screen:/dispute-submitted'] } satisfies Meta;

type Play = NonNullable<PageStory['play']>;

const LAST_CREATED = '*/api/disputes/last-created';
const LONG_ID = `DSP-${'7f3a9c2e'.repeat(8)}`;

const signedIn = (handlers: AnyHandler[] = [], extra: StoryExtra = {}) =>
  storyWithHandlers('/dispute-submitted', 'user', handlers, extra);

/** The confirmation: its heading and the link to the dispute just filed. */
const showsConfirmation: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Dispute Submitted' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: /^View Dispute / })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/dispute\//),
  );
};

/** The error with the server's sentence and Retry. */
const showsError = (message: string): Play => showsErrorState('We could not load your new dispute', message);

/** The demo user's newest dispute. */
export const User = { ...signedIn([], { play: showsConfirmation }), tags: ['state:full'] };

/** A visitor who has filed nothing yet: the server's sentence, with Retry. */
export const NewUser: PageStory = {
  ...pageStory('/dispute-submitted', 'signedOut'),
  loaders: [
    async () => {
      const stamp = Math.random().toString(36).slice(2, 10);
      await calls.register({
        body: {
          username: `story.${stamp}`,
          email: `story.${stamp}@example.com`,
          password: 'Sup3r-secret!',
          walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
        },
      });
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
  },
  tags: ['state:empty'],
};

/** The newest-dispute call answers 500: the page's heading, the error and Retry. */
export const Failing = {
  ...failingStory('/dispute-submitted', 'user', { get: LAST_CREATED }, { play: showsError(FAILURE_MESSAGE) }),
  tags: ['state:error'],
};

/** The newest-dispute call never answers: "Loading your dispute...". */
export const Slow = {
  ...hangingStory(
    '/dispute-submitted',
    'user',
    { get: LAST_CREATED },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(LOADING_SUBMITTED)).toBeVisible();
      },
    },
  ),
  tags: ['state:loading'],
};

/** Another server's much longer id still wraps inside the card. */
export const LongId = {
  ...signedIn([http.get(LAST_CREATED, () => HttpResponse.json({ id: LONG_ID }))], {
    play: async (context) => {
      await showsConfirmation(context);
      const id = within(context.canvasElement).getByText(LONG_ID);
      await expect(id).toBeVisible();
      // The id breaks inside its sentence rather than run past it.
      await expect(id.getBoundingClientRect().right).toBeLessThanOrEqual(
        id.parentElement?.getBoundingClientRect().right ?? 0,
      );
      fitsWidth();
    },
  }),
  tags: ['state:long'],
};

/** The long id on a 390 px phone: it breaks anywhere rather than run off the card. */
export const LongIdOnPhone = { ...onPhone(LongId), tags: ['state:long', 'state:narrow'] };

/** The confirmation on a 390 px phone: the buttons stack, full width. */
export const Phone = {
  ...onPhone(
    signedIn([], {
      play: async (context) => {
        await showsConfirmation(context);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
