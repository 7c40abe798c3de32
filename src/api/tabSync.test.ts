/**
 * Word between tabs: what one tab announces reaches the others (here, a second BroadcastChannel of
 * the same name stands for another tab), never the tab itself; the API client announces every
 * accepted change, with its session flag and its kinds of change, and nothing else; without
 * BroadcastChannel both calls do nothing. (No live stream runs here, so every kind is announced;
 * changes.test.ts covers what a live stream leaves out.)
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { calls } from './calls';
import { announceChanges, onChangedElsewhere, tabSyncChannelName } from './tabSync';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const opened: BroadcastChannel[] = [];
afterEach(() => {
  for (const channel of opened.splice(0)) channel.close();
});

/** Another tab of the same origin: what it hears, and a way to announce from it. */
function otherTab() {
  const channel = new BroadcastChannel(tabSyncChannelName());
  opened.push(channel);
  const heard: unknown[] = [];
  channel.onmessage = (event: MessageEvent<unknown>) => heard.push(event.data);
  return { heard, post: (data: unknown) => channel.postMessage(data) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Announces once more and waits for it: one sender's messages arrive in order, so everything this
 * tab announced before has arrived by then. Returns what was heard before the marker.
 */
async function heardBefore(tab: ReturnType<typeof otherTab>): Promise<unknown[]> {
  const count = tab.heard.length;
  announceChanges({ session: true });
  await vi.waitFor(() => expect(tab.heard.length).toBeGreaterThan(count));
  return tab.heard.slice(0, -1);
}

const user = { id: 'usr-1', username: 'alex', email: 'alex@example.com', previousDisputes: 2, isAdmin: false };
const dispute = {
  id: 'DSP-1',
  userId: 'usr-1',
  type: 'fee_dispute',
  transactionId: '0xabc',
  transactionDate: '2026-11-19',
  amount: 12.5,
  description: 'The fee was far higher than estimated.',
  status: 'New',
  contactEmail: 'alex@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  userEmail: 'alex@example.com',
  termsAccepted: true,
  messages: [],
  timeline: [],
};
const filing = {
  type: 'fee_dispute',
  transactionId: '0xabc',
  transactionDate: '2026-11-19',
  amount: 12.5,
  description: 'The fee was far higher than estimated.',
  contactEmail: 'alex@example.com',
  termsAccepted: true,
} as const;

describe('tab sync', () => {
  it('tells the other tabs when this tab announces a change, and what it was', async () => {
    const tab = otherTab();
    announceChanges({ changes: [{ kind: 'message', disputeId: 'DSP-1' }] });
    announceChanges({ session: true });
    await vi.waitFor(() =>
      expect(tab.heard).toEqual([
        { type: 'changed', session: false, changes: [{ kind: 'message', disputeId: 'DSP-1' }] },
        { type: 'changed', session: true, changes: [] },
      ]),
    );
  });

  it('says nothing when nothing changed', async () => {
    const tab = otherTab();
    announceChanges({});
    expect(await heardBefore(tab)).toEqual([]);
  });

  it('calls a listener for every change another tab announces, until it unsubscribes', async () => {
    const tab = otherTab();
    const listener = vi.fn();
    const unsubscribe = onChangedElsewhere(listener);
    tab.post({ type: 'changed', session: false, changes: [{ kind: 'settings' }] });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(1));
    expect(listener).toHaveBeenLastCalledWith({ session: false, changes: [{ kind: 'settings' }] });
    tab.post({ type: 'changed', session: true, changes: [] });
    await vi.waitFor(() => expect(listener).toHaveBeenCalledTimes(2));
    expect(listener).toHaveBeenLastCalledWith({ session: true, changes: [] });
    unsubscribe();
    tab.post({ type: 'changed', session: true, changes: [] });
    await pause(50);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('never tells a tab about its own changes, nor about messages of another kind', async () => {
    const tab = otherTab();
    const listener = vi.fn();
    const unsubscribe = onChangedElsewhere(listener);
    announceChanges({ session: true });
    tab.post('changed');
    tab.post({ type: 'something-else' });
    tab.post({ type: 'changed', session: true });
    await pause(50);
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('does nothing where the browser has no BroadcastChannel', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    vi.resetModules();
    const fresh = await import('./tabSync');
    const listener = vi.fn();
    expect(() => fresh.announceChanges({ session: true })).not.toThrow();
    const unsubscribe = fresh.onChangedElsewhere(listener);
    expect(() => unsubscribe()).not.toThrow();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('the API client announces', () => {
  it('every change the server accepted, with its kinds: a filed dispute, a sign-in, a sign-out', async () => {
    server.use(
      http.post('/api/disputes', () => HttpResponse.json(dispute, { status: 201 })),
      http.post('/api/auth/login', () => HttpResponse.json(user)),
      http.post('/api/auth/logout', () => new HttpResponse(null, { status: 204 })),
    );
    const tab = otherTab();
    await expect(calls.createDispute({ body: filing })).resolves.toMatchObject({ id: 'DSP-1' });
    await vi.waitFor(() => expect(tab.heard).toHaveLength(1));
    await calls.login({ body: { username: user.email, password: 'secret' } });
    await vi.waitFor(() => expect(tab.heard).toHaveLength(2));
    await calls.logout();
    await vi.waitFor(() => expect(tab.heard).toHaveLength(3));
    expect(tab.heard).toEqual([
      { type: 'changed', session: false, changes: [{ kind: 'filed' }, { kind: 'notified' }] },
      { type: 'changed', session: true, changes: [] },
      { type: 'changed', session: true, changes: [] },
    ]);
  });

  it('a change to one dispute names the dispute', async () => {
    server.use(
      http.post('/api/disputes/:id/messages', () =>
        HttpResponse.json(
          { id: 'msg-1', content: 'Any news?', timestamp: '2026-11-20T11:00:00.000Z', isFromAdmin: false },
          { status: 201 },
        ),
      ),
    );
    const tab = otherTab();
    await calls.postDisputeMessage({ id: 'DSP-1', body: { content: 'Any news?' } });
    await vi.waitFor(() =>
      expect(tab.heard).toEqual([
        {
          type: 'changed',
          session: false,
          changes: [
            { kind: 'message', disputeId: 'DSP-1' },
            { kind: 'notified', disputeId: 'DSP-1' },
          ],
        },
      ]),
    );
  });

  it('a change whose answer breaks the contract: the change happened all the same', async () => {
    server.use(http.post('/api/disputes', () => HttpResponse.json({ id: 42 }, { status: 201 })));
    const tab = otherTab();
    await expect(calls.createDispute({ body: filing })).rejects.toMatchObject({ status: 201 });
    await vi.waitFor(() => expect(tab.heard).toHaveLength(1));
  });

  it('nothing for a read, a refused change or an unreachable server', async () => {
    server.use(
      http.get('/api/disputes', () => HttpResponse.json([])),
      http.post('/api/auth/login', () => HttpResponse.json({ message: 'Invalid email or password' }, { status: 401 })),
      http.post('/api/auth/logout', () => HttpResponse.error()),
    );
    const tab = otherTab();
    await calls.getDisputes();
    await expect(calls.login({ body: { username: user.email, password: 'wrong' } })).rejects.toMatchObject({
      status: 401,
    });
    await expect(calls.logout()).rejects.toMatchObject({ status: 0 });
    expect(await heardBefore(tab)).toEqual([]);
  });
});
