import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse, type AnyHandler } from 'msw';
import { failingStory, hangingStory, pageStory, storyWithHandlers, type PageStory } from '../../../.storybook/pageStory';
import { calls } from '../../api';

export default { title: 'Pages/Disputes/Dispute Submitted' } satisfies Meta;

const LAST_CREATED = '*/api/disputes/last-created';

const signedIn = (handlers: AnyHandler[] = []) => storyWithHandlers('/dispute-submitted', 'user', handlers);

/** The demo user's newest dispute. */
export const User = signedIn();

/** A visitor who has filed nothing yet: the server's sentence, with Retry. */
export const NewUser: PageStory = {
  ...pageStory('/dispute-submitted', 'signedOut'),
  loaders: [async () => {
    const stamp = Math.random().toString(36).slice(2, 10);
    await calls.register({ body: { username: `story.${stamp}`, email: `story.${stamp}@example.com`, password: 'Sup3r-secret!', walletAddress: '0x71c7656ec7ab88b098defb751b7401b5f6d8976f' } });
    return {};
  }],
};

export const Failing = failingStory('/dispute-submitted', 'user', { get: LAST_CREATED });

export const Slow = hangingStory('/dispute-submitted', 'user', { get: LAST_CREATED });

/** Another server's much longer id still wraps inside the card. */
export const LongId = signedIn([
  http.get(LAST_CREATED, () => HttpResponse.json({ id: `DSP-${'7f3a9c2e'.repeat(8)}` })),
]);
