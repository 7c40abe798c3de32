import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  failingStory,
  hangingStory,
  onPhone,
  pageStory,
  storyWithHandlers,
  showsErrorState,
  type PageStory,
} from '../../../../.storybook/pageStory';
import { calls } from '../../../api';
import { LONG_ACTIVE_COUNT, longDisputeDetail, longDisputes, longUser } from './EnhancedDashboardPage.storyData';
import { fitsWidth } from '../../../../.storybook/layoutChecks';

export default { title: 'Pages/Dashboard/Enhanced Dashboard', tags: ['screen:/enhanced-dashboard'] } satisfies Meta;

const PATH = '/enhanced-dashboard';

/** A visitor who has just signed up: no disputes at all. */
async function signUpFresh() {
  const stamp = Math.random().toString(36).slice(2, 10);
  await calls.register({
    body: {
      username: `story.${stamp}`,
      email: `story.${stamp}@example.com`,
      password: 'Sup3r-secret!',
      walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f',
      firstName: 'Nova',
    },
  });
  return {};
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The texts of each row that run under the row's link: a word too long to wrap does. */
const textsUnderLinks = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .flatMap((row) => {
      const link = within(row).getByRole('link').getBoundingClientRect();
      return [...row.querySelectorAll('p')]
        .filter((text) => overlaps(text.getBoundingClientRect(), link))
        .map((text) => text.textContent);
    });

/** The demo user's 15 disputes: attention list first, the figures, then the three charts. */
export const User = {
  ...pageStory(PATH, 'user', {
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { level: 2, name: 'Disputes by status' })).toBeInTheDocument();
      await expect((await canvas.findAllByRole('link', { name: /^Reply needed on / })).length).toBeGreaterThan(0);
    },
  }),
  tags: ['state:full'],
};

/** "Show as table" swaps a chart for its numbers. */
export const ChartAsTable = pageStory(PATH, 'user', {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByRole('region', { name: 'Amounts by type' });
    await userEvent.click(within(section).getByRole('button', { name: 'Show as table' }));
    await expect(within(section).getByRole('table', { name: 'Disputed amount by type' })).toBeVisible();
  },
});

/** A new account: a friendly empty state with a way to file, not five empty charts. */
export const NewUser: PageStory = {
  ...pageStory(PATH, 'signedOut'),
  loaders: [signUpFresh],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'File your first dispute' }),
    ).toBeInTheDocument();
  },
  tags: ['state:empty'],
};

/** The disputes call answers 500: ErrorState with Retry. */
export const Failing = {
  ...failingStory(
    PATH,
    'user',
    { get: '*/api/disputes' },
    {
      play: showsErrorState('We could not load your dashboard'),
    },
  ),
  tags: ['state:error'],
};

/** The disputes call never answers: "Loading dashboard...". */
export const Slow = {
  ...hangingStory(
    PATH,
    'user',
    { get: '*/api/disputes' },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText('Loading dashboard...')).toBeInTheDocument();
      },
    },
  ),
  tags: ['state:loading'],
};

/**
 * A long name and email, 60 disputes with 40-character ids and near-billion amounts: the
 * attention list, the figures and the charts wrap, nothing overflows.
 */
export const LongContent = {
  ...storyWithHandlers(
    PATH,
    'user',
    [
      http.get('*/api/auth/me', () => HttpResponse.json(longUser)),
      http.get('*/api/disputes', () => HttpResponse.json(longDisputes)),
      http.get('*/api/disputes/:id', ({ params }) => {
        const dispute = longDisputeDetail(String(params.id));
        return dispute
          ? HttpResponse.json(dispute)
          : HttpResponse.json({ message: 'Dispute not found' }, { status: 404 });
      }),
    ],
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        // Forty detail calls answer before the list shows: the suite's wait is long enough for them.
        const list = await canvas.findByRole('list', { name: 'Open disputes, those waiting on you first' });
        await expect(within(list).getAllByRole('listitem')).toHaveLength(LONG_ACTIVE_COUNT);
        await expect(canvas.getByText(`Your disputes at a glance, ${longUser.firstName ?? ''}.`)).toBeInTheDocument();
        await expect(textsUnderLinks(list)).toEqual([]);
        fitsWidth();
      },
    },
  ),
  tags: ['state:long'],
};

/** The same long content on a 390 px phone: the ids break inside the rows, beside their buttons. */
export const LongContentOnPhone = { ...onPhone(LongContent), tags: ['state:long'] };

/** The demo user's dashboard on a 390 px phone: one column, the buttons stacked, no sideways scrolling. */
export const OnPhone = {
  ...onPhone(
    pageStory(PATH, 'user', {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByRole('heading', { level: 2, name: 'Disputes by status' })).toBeInTheDocument();
        await canvas.findAllByRole('link', { name: /^Reply needed on / });
        await expect(window.innerWidth).toBeLessThanOrEqual(390);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};
