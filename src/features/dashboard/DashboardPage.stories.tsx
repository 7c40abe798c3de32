import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type AnyHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failingStory, hangingStory, pageStory, storyWithHandlers, type PageStory, type StoryExtra } from '../../../.storybook/pageStory';
import { calls, type Notification, type ScamAlert } from '../../api';

export default { title: 'Pages/Dashboard' } satisfies Meta;

const DATA_CALLS = ['*/api/disputes', '*/api/notifications', '*/api/scam-alerts'];

/** The demo user signed in, with these answers in front of the backend. */
const signedIn = (handlers: AnyHandler[] = [], extra: StoryExtra = {}) => storyWithHandlers('/dashboard', 'user', handlers, extra);

/** A visitor who has just signed up: no disputes, no own updates. */
async function signUpFresh() {
  const stamp = Math.random().toString(36).slice(2, 10);
  await calls.register({ body: { username: `story.${stamp}`, email: `story.${stamp}@example.com`, password: 'Sup3r-secret!', walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f', firstName: 'Nova' } });
  return {};
}

export const User = signedIn();

/** The Resolved tab, second page: the page resets to 1 on every tab change. */
export const ResolvedTab = signedIn([], {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: /^Resolved/ }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await expect(await canvas.findByText(/^Showing 6–/)).toBeInTheDocument();
  },
});

export const NewUser: PageStory = {
  ...pageStory('/dashboard', 'signedOut'),
  loaders: [signUpFresh],
  parameters: {
    ...pageStory('/dashboard', 'signedOut').parameters,
    msw: { handlers: [http.get('*/api/scam-alerts', () => HttpResponse.json([])), http.get('*/api/notifications', () => HttpResponse.json([]))] },
  },
};

/** Every read of the page answers 500: the error with Retry, never a blank page. */
export const Failing = failingStory('/dashboard', 'user', { get: DATA_CALLS });

/** The reads never answer: "Loading dashboard...". */
export const Slow = hangingStory('/dashboard', 'user', { get: DATA_CALLS });

const LONG = 'Our investigators matched the on-chain transfer to a cluster of wallets used by a known impersonation ring, and the exchange has frozen part of the funds pending a court order. ';
const notifications: Notification[] = Array.from({ length: 12 }, (_, i) => ({
  id: `ntf-long-${i}`,
  title: i % 2 ? 'Dispute DSP-100007 moved to Under Review after the exchange answered our request' : 'Refund issued',
  message: LONG.repeat(1 + (i % 3)),
  date: new Date(Date.UTC(2026, 10, 20 - i)).toISOString(),
  type: i % 3 === 0 ? 'warning' : 'info',
}));
const alerts: ScamAlert[] = [1, 2, 3].map((n) => ({
  id: `alert-long-${n}`,
  title: `Fake "wallet recovery" services promising guaranteed refunds within 24 hours (wave ${n})`,
  description: LONG.repeat(3),
  date: new Date(Date.UTC(2026, 10, 21 - n)).toISOString(),
  riskLevel: n === 1 ? 'High' : 'Medium',
}));

/** Long texts everywhere: updates and alerts wrap, the table scrolls sideways on a phone. */
export const LongContent = signedIn([
  http.get('*/api/notifications', () => HttpResponse.json(notifications)),
  http.get('*/api/scam-alerts', () => HttpResponse.json(alerts)),
]);
