import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type AnyHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
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
import { NO_DISPUTES_FOR_FILTER } from './components/DisputesTable';
import { NO_RECENT_UPDATES, NO_SCAM_ALERTS } from './components/SideLists';
import { LOADING_DASHBOARD } from './DashboardPage';
import { DASHBOARD_SCAM_ALERTS, DASHBOARD_UPDATES } from './dashboardData';
import {
  LONG_DISPUTE_COUNT,
  linkedNotifications,
  longAlerts,
  longNamedUser,
  longNotifications,
  manyDisputes,
} from './DashboardPage.storyData';
import { fitsWidth, staysInsideCards } from '../../../.storybook/layoutChecks';

export default { title: 'Pages/Dashboard', tags: ['screen:/dashboard'] } satisfies Meta;

type Play = NonNullable<PageStory['play']>;

const DATA_CALLS = ['*/api/disputes', '*/api/notifications', '*/api/scam-alerts'];

/** The demo user signed in, with these answers in front of the backend. */
const signedIn = (handlers: AnyHandler[] = [], extra: StoryExtra = {}) =>
  storyWithHandlers('/dashboard', 'user', handlers, extra);

/** A visitor who has just signed up: no disputes, no own updates. */
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

/** The welcome, the disputes table with its first rows, and the side lists. */
const showsDashboard: Play = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeVisible();
  await expect(await canvas.findByRole('region', { name: 'Disputes table' })).toBeVisible();
  await expect(
    within(canvas.getByRole('region', { name: 'Recent Updates' })).getAllByRole('listitem'),
  ).not.toHaveLength(0);
};

/** The demo user's dashboard: figures, active disputes, recent updates and the first scam alerts. */
export const User = { ...signedIn([], { play: showsDashboard }), tags: ['state:full'] };

/**
 * Recent Updates from support, newest first: the reply and the change of status lead to their
 * disputes; general news is plain text.
 */
export const UpdatesWithLinks = {
  ...signedIn([http.get('*/api/notifications', () => HttpResponse.json(linkedNotifications))], {
    play: async ({ canvasElement }) => {
      const updates = within(await within(canvasElement).findByRole('region', { name: 'Recent Updates' }));
      const [first, second, third] = await updates.findAllByRole('listitem');
      await expect(
        within(first as HTMLElement).getByRole('link', { name: 'New message from support' }),
      ).toHaveAttribute('href', '/dispute/DSP-100007');
      await expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
      await expect(
        within(third as HTMLElement).getByRole('link', { name: 'Dispute DSP-100003: Under Review' }),
      ).toHaveAttribute('href', '/dispute/DSP-100003');
    },
  }),
  tags: ['state:full'],
};

/** The Resolved tab, second page: the page resets to 1 on every tab change. */
export const ResolvedTab = signedIn([], {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^Resolved/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByText(/^Showing 6–/)).toBeInTheDocument();
  },
});

/** A new account: no disputes, no updates and no alerts, each list says so. */
export const NewUser: PageStory = {
  ...pageStory('/dashboard', 'signedOut'),
  loaders: [signUpFresh],
  parameters: {
    ...pageStory('/dashboard', 'signedOut').parameters,
    msw: {
      handlers: [
        http.get('*/api/scam-alerts', () => HttpResponse.json([])),
        http.get('*/api/notifications', () => HttpResponse.json([])),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Nova' })).toBeVisible();
    await expect(await canvas.findByText(NO_DISPUTES_FOR_FILTER)).toBeVisible();
    await expect(canvas.getByText(NO_RECENT_UPDATES)).toBeVisible();
    await expect(canvas.getByText(NO_SCAM_ALERTS)).toBeVisible();
  },
  tags: ['state:empty'],
};

/** Every read of the page answers 500: the error with Retry, never a blank page. */
export const Failing = {
  ...failingStory(
    '/dashboard',
    'user',
    { get: DATA_CALLS },
    {
      play: showsErrorState('We could not load your dashboard', FAILURE_MESSAGE),
    },
  ),
  tags: ['state:error'],
};

/** The reads never answer: "Loading dashboard...". */
export const Slow = {
  ...hangingStory(
    '/dashboard',
    'user',
    { get: DATA_CALLS },
    {
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByText(LOADING_DASHBOARD)).toBeVisible();
      },
    },
  ),
  tags: ['state:loading'],
};

/**
 * Long texts everywhere: a long name and email, sixty disputes (some with long ids and large
 * amounts), long updates and alerts. Updates and alerts wrap; the table scrolls inside its own box.
 */
export const LongContent = {
  ...signedIn(
    [
      http.get('*/api/auth/me', () => HttpResponse.json(longNamedUser)),
      http.get('*/api/disputes', () => HttpResponse.json(manyDisputes)),
      http.get('*/api/notifications', () => HttpResponse.json(longNotifications)),
      http.get('*/api/scam-alerts', () => HttpResponse.json(longAlerts)),
    ],
    {
      play: async ({ canvasElement }) => {
        const canvas = within(canvasElement);
        await expect(
          await canvas.findByRole('heading', { level: 1, name: /Welcome back, Maximiliana-Alexandrina/ }),
        ).toBeVisible();
        await userEvent.click(await canvas.findByRole('tab', { name: 'All Disputes' }));
        await expect(await canvas.findByText(`Showing 1–5 of ${LONG_DISPUTE_COUNT}`)).toBeVisible();
        await expect(
          within(canvas.getByRole('region', { name: 'Recent Updates' })).getAllByRole('listitem'),
        ).toHaveLength(DASHBOARD_UPDATES);
        await expect(within(canvas.getByRole('region', { name: 'Scam Alerts' })).getAllByRole('listitem')).toHaveLength(
          DASHBOARD_SCAM_ALERTS,
        );
        staysInsideCards(canvasElement);
        fitsWidth();
      },
    },
  ),
  tags: ['state:long'],
};

/** The dashboard on a 390 px phone: the banner's buttons stack, the table keeps to its box. */
export const Phone = {
  ...onPhone(
    signedIn([], {
      play: async (context) => {
        await showsDashboard(context);
        fitsWidth();
      },
    }),
  ),
  tags: ['state:narrow'],
};

/** The long dashboard on a 390 px phone: the name wraps, the table scrolls inside its box, never the page. */
export const LongOnPhone = { ...onPhone(LongContent), tags: ['state:long', 'state:narrow'] };
