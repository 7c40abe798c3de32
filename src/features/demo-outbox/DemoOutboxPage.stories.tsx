import type { Decorator, Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onPhone, pageStory, type PageStory } from '../../../.storybook/pageStory';
import { fitsWidth } from '../../../.storybook/layoutChecks';
import { DemoContext } from '../../config/demoContext';
import type { DemoState } from '../../config/demoState';
import { OUTBOX_TEXTS } from './DemoOutboxPage';
import { demoWith, fakeOutbox, mailTo, RESET_MAIL } from './outboxFixtures';

export default { title: 'Pages/Demo outbox', tags: ['screen:/demo/outbox'] } satisfies Meta;

/** The page as the demo shows it, its outbox being `demo`'s. */
const withDemo =
  (demo: () => DemoState): Decorator =>
  (Story) => (
    <DemoContext.Provider value={demo()}>
      <Story />
    </DemoContext.Provider>
  );

const outboxStory = (demo: () => DemoState, play: NonNullable<PageStory['play']>): PageStory => ({
  ...pageStory('/demo/outbox', 'signedOut', { play }),
  decorators: [withDemo(demo)],
});

const showsMessages =
  (count: number): NonNullable<PageStory['play']> =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Messages sent' });
    await expect(within(list).getAllByRole('article')).toHaveLength(count);
    await expect(within(list).getAllByRole('link', { name: /\/reset-password\?token=/ })).toHaveLength(count);
  };

/** Two reset messages, newest first, each link opening the reset page in the app. */
export const Messages = {
  ...outboxStory(() => demoWith(fakeOutbox([mailTo('demo@example.com', 5), RESET_MAIL])), showsMessages(2)),
  tags: ['state:full'],
};

/** Nothing sent yet. */
export const Empty = {
  ...outboxStory(
    () => demoWith(fakeOutbox([])),
    async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(OUTBOX_TEXTS.empty)).toBeInTheDocument();
    },
  ),
  tags: ['state:empty'],
};

/** The demo is still starting, or the store has not answered: "Loading the outbox...". */
export const Loading = {
  ...outboxStory(
    () => 'starting',
    async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(OUTBOX_TEXTS.loading)).toBeInTheDocument();
    },
  ),
  tags: ['state:loading'],
};

/** Thirty messages to long addresses: every line wraps inside its card. */
export const ManyMessages = {
  ...outboxStory(
    () =>
      demoWith(
        fakeOutbox(
          Array.from({ length: 30 }, (_, n) =>
            mailTo(`a.very.long.name.of.someone.number${n}@a-long-domain-name-of-an-exchange.example.com`, 30 - n),
          ),
        ),
      ),
    showsMessages(30),
  ),
  tags: ['state:long'],
};

/** On a 390 px phone: the link wraps, nothing scrolls sideways. */
export const MessagesOnPhone = {
  ...onPhone(
    outboxStory(
      () => demoWith(fakeOutbox([mailTo('demo@example.com', 5), RESET_MAIL])),
      async (context) => {
        await showsMessages(2)(context);
        fitsWidth();
      },
    ),
  ),
  tags: ['state:narrow'],
};

/** A real-mode build: the outbox is the demo's only; the server writes files. */
export const RealMode = {
  ...outboxStory(
    () => null,
    async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(/exists only in the demo/)).toBeInTheDocument();
    },
  ),
  tags: ['state:full'],
};
