/**
 * The app follows what another tab changed. The other tab is played by the test: it writes through
 * the API client (one session and one store, as tabs of a browser share them) and announces on a
 * BroadcastChannel of its own what the client would (src/api/tabSync.ts; no live stream runs
 * here, so every change is announced); this tab never hears its own announcements, so only that
 * word from outside can make it fetch again, and only what the change alters.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validDispute } from '../../tests/kit/handlerTestkit';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import { renderApp } from '../../tests/kit/renderApp';
import { signInAs } from '../../tests/kit/session';
import { calls, changesOfWrite, tabSyncChannelName, type Change } from '../api';

const backend = setupMockBackend();

const FILING = validDispute({
  type: 'transaction_error',
  transactionId: '0xfeed',
  description: 'The transfer left my wallet but never arrived.',
});

let otherTab: BroadcastChannel;
const requested: string[] = [];
const record = ({ request }: { request: Request }) => {
  requested.push(`${request.method} ${new URL(request.url).pathname}`);
};
beforeEach(() => {
  otherTab = new BroadcastChannel(tabSyncChannelName());
  requested.length = 0;
  backend.server.events.on('request:start', record);
});
afterEach(() => {
  otherTab.close();
  backend.server.events.removeListener('request:start', record);
});

/**
 * The other tab's word that it changed the session or data, as its API client says it; returns how
 * many requests were made before it.
 */
function announceFromOtherTab(changed: { session: true } | { changes: Change[] }): number {
  otherTab.postMessage({
    type: 'changed',
    session: 'session' in changed,
    changes: 'changes' in changed ? changed.changes : [],
  });
  return requested.length;
}
const FILED = { changes: changesOfWrite('createDispute', {}) };
const SESSION = { session: true } as const;

/** Waits for this tab to ask for `call` ("GET /api/auth/me") after the first `since` requests. */
async function untilRequested(call: string, since: number): Promise<void> {
  await waitFor(() => expect(requested.slice(since)).toContain(call));
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('following changes made in another tab', () => {
  it('a dispute filed elsewhere appears in the mounted dashboard, and only once the other tab says so', async () => {
    await signInAs('user');
    renderApp('/dashboard');
    await screen.findByRole('tab', { name: 'Active (9)' });

    const created = await calls.createDispute({ body: FILING });
    await pause(100);
    // Nobody told this tab: it still shows what it read.
    expect(screen.getByRole('tab', { name: 'Active (9)' })).toBeInTheDocument();

    const before = announceFromOtherTab(FILED);
    expect(await screen.findByRole('tab', { name: 'Active (10)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View Details for ${created.id}` })).toBeInTheDocument();
    // Only what a filed dispute alters, each once: not the session, not everything on screen.
    await waitFor(() => expect(requested.slice(before)).toContain('GET /api/notifications'));
    expect(requested.slice(before).sort()).toEqual(['GET /api/disputes', 'GET /api/notifications']);
  });

  it('a page that was not on screen fetches afresh when it opens again', async () => {
    await signInAs('user');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('tab', { name: 'Active (9)' });
    await userEvent.click(screen.getByRole('link', { name: 'View Scam Alerts' }));
    await screen.findByRole('heading', { level: 1, name: 'Scam Alerts' });

    const created = await calls.createDispute({ body: FILING });
    const before = announceFromOtherTab(FILED);
    // The notifications on screen (the header's bell) are fetched again; the dashboard's reads,
    // off screen, are forgotten; the scam alerts, which a filed dispute does not alter, are kept.
    await untilRequested('GET /api/notifications', before);
    expect(requested.slice(before)).not.toContain('GET /api/scam-alerts');

    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('tab', { name: 'Active (10)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `View Details for ${created.id}` })).toBeInTheDocument();
  });

  it('signed out elsewhere: this tab leaves the signed-in pages for the sign-in page', async () => {
    await signInAs('user');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alex' });

    await calls.logout();
    announceFromOtherTab(SESSION);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // The person chose to leave: no way back to the page they were on.
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('signed out elsewhere just after a refresh, then signed in here at once: the dashboard loads', async () => {
    await signInAs('user');
    const { router } = renderApp('/dashboard');
    await screen.findByRole('tab', { name: 'Active (9)' });
    // The other tab files a dispute (this tab fetches the list again), then signs out.
    await calls.createDispute({ body: FILING });
    announceFromOtherTab(FILED);
    await screen.findByRole('tab', { name: 'Active (10)' });
    await calls.logout();
    announceFromOtherTab(SESSION);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    // Within SWR's deduplication window of that last fetch: the list must be fetched, not awaited.
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByRole('tab', { name: 'Active (10)' })).toBeInTheDocument();
  });

  it('signed in elsewhere: this tab opens the signed-in pages without asking again', async () => {
    const { router } = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });

    await signInAs('user');
    const before = announceFromOtherTab(SESSION);
    await untilRequested('GET /api/auth/me', before);
    await pause(50);

    await act(() => router.navigate('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alex' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('someone else signed in elsewhere: the previous person’s data leaves the screen', async () => {
    const alex = await signInAs('user');
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Alex' });
    const alexsDispute = backend.db.data.disputes.find(
      (dispute) => dispute.userId === alex.id && dispute.status === 'New',
    );
    expect(alexsDispute).toBeDefined();
    const link = `View Details for ${alexsDispute?.id ?? ''}`;
    expect(await screen.findByRole('link', { name: link })).toBeInTheDocument();

    await signInAs('admin');
    announceFromOtherTab(SESSION);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam' })).toBeInTheDocument();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByText('admin@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: link })).not.toBeInTheDocument());
  });
});
