/**
 * The hooks over the endpoint table: a read's key is its path, a list read splits off what it
 * could not read, and a write refetches the reads the table says it changes: the ones on screen
 * keep their answer while they are fetched, the ones off screen are emptied.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import { withCache } from '../../tests/kit/swrCache';
import { signInAs } from '../../tests/kit/session';
import { validDispute } from '../../tests/kit/handlerTestkit';
import { readKey, setStreamLive } from '../api';
import { useApi, useApiList, useApiWrite } from '.';

const backend = setupMockBackend();

function countRequests(method: string, path: string): { count: number } {
  const seen = { count: 0 };
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path) seen.count += 1;
  });
  return seen;
}

describe('src/data', () => {
  it('keys a read by its path, so two readers of one dispute share one request', async () => {
    const me = await signInAs('user');
    const id = backend.db.data.disputes.find((dispute) => dispute.userId === me.id)?.id ?? '';
    const reads = countRequests('GET', `/api/disputes/${id}`);
    const { wrapper, cache } = withCache();
    const { result } = renderHook(() => [useApi('getDispute', { id }), useApi('getDispute', { id })] as const, {
      wrapper,
    });
    await waitFor(() => expect(result.current[0].data?.id).toBe(id));
    expect(result.current[1].data?.id).toBe(id);
    expect(reads.count).toBe(1);
    expect([...cache.keys()]).toContain(readKey('getDispute', { id }));
  });

  it('skips a read given null', async () => {
    await signInAs('user');
    const { wrapper } = withCache();
    const { result } = renderHook(() => useApi('getDispute', null), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('splits a list read into the items it read and those it could not', async () => {
    await signInAs('user');
    backend.server.use(
      http.get('*/api/security-tips', () =>
        HttpResponse.json([
          { id: 'T1', title: 'Use a hardware wallet', description: 'Keep keys offline.', isCompleted: false },
          { id: 'T2' },
        ]),
      ),
    );
    const { wrapper } = withCache();
    const { result } = renderHook(() => useApiList('getSecurityTips'), { wrapper });
    await waitFor(() => expect(result.current.data).toHaveLength(1));
    expect(result.current.data?.[0]?.title).toBe('Use a hardware wallet');
    expect(result.current.unreadable).toEqual([expect.objectContaining({ position: 2, id: 'T2' })]);
  });

  it('after a write, refetches the changed reads on screen without a loading state and empties those off screen', async () => {
    await signInAs('user');
    const { wrapper, cache } = withCache();
    // Off screen: the notifications were read once, then their page closed.
    const off = renderHook(() => useApi('getNotifications'), { wrapper });
    await waitFor(() => expect(off.result.current.data).toBeDefined());
    off.unmount();
    // On screen: the list of disputes, and the write.
    const { result } = renderHook(() => ({ list: useApiList('getDisputes'), create: useApiWrite('createDispute') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    const before = result.current.list.data?.length ?? 0;
    const states: (number | undefined)[] = [];

    let created = '';
    await act(async () => {
      created = (await result.current.create.trigger({ body: validDispute() })).id;
    });
    expect(cache.get(readKey('getNotifications'))?.data).toBeUndefined();
    await waitFor(() => {
      states.push(result.current.list.data?.length);
      expect(result.current.list.data?.map((row) => row.id)).toContain(created);
    });
    expect(result.current.list.data).toHaveLength(before + 1);
    // Never emptied while it was fetched again.
    expect(states.every((length) => length !== undefined)).toBe(true);
  });

  it('refreshes what a write changed itself when no live stream reported it as the write left, though one is live by its answer', async () => {
    await signInAs('user');
    const { wrapper } = withCache();
    const { result } = renderHook(() => ({ list: useApiList('getDisputes'), create: useApiWrite('createDispute') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    // The stream opens while the write is on its way: the server may have sent its events before.
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    backend.server.use(
      http.post('*/api/disputes', async () => {
        await held;
        return undefined;
      }),
    );
    const stream = {};
    let created = '';
    try {
      await act(async () => {
        const writing = result.current.create.trigger({ body: validDispute() });
        setStreamLive(stream, true);
        answer();
        created = (await writing).id;
      });
      await waitFor(() => expect(result.current.list.data?.map((row) => row.id)).toContain(created));
    } finally {
      setStreamLive(stream, false);
    }
  });

  it('keeps a write’s own state: pending while it is on its way, its failure until the next call or reset', async () => {
    await signInAs('user');
    const { wrapper } = withCache();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    backend.server.use(
      http.post('/api/notifications/read-all', async () => {
        await held;
        return HttpResponse.json({ message: 'Not now' }, { status: 503 });
      }),
    );
    const { result } = renderHook(() => useApiWrite('markAllNotificationsRead'), { wrapper });
    expect(result.current.isPending).toBe(false);
    let sent: Promise<unknown> = Promise.resolve();
    act(() => {
      sent = result.current.trigger().catch((error: unknown) => error);
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    release();
    await act(async () => {
      await sent;
    });
    expect(result.current.isPending).toBe(false);
    expect(result.current.error).toMatchObject({ status: 503 });
    act(() => result.current.reset());
    expect(result.current.error).toBeUndefined();

    backend.server.resetHandlers();
    await act(async () => {
      await result.current.trigger();
    });
    expect(result.current.error).toBeUndefined();
    expect(result.current.isPending).toBe(false);
  });
});
