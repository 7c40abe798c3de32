/**
 * Reads a route's loader starts before its page renders: one request, shared with the page's hook;
 * an answer that arrives first waits in the cache; a refused one is never handed to a later page.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupMockBackend } from '../../tests/kit/mockBackend';
import { withCache } from '../../tests/kit/swrCache';
import { signInAs } from '../../tests/kit/session';
import { readKey } from '../api';
import { preloadRead, useApiList, useReadPreloading } from '.';

const backend = setupMockBackend();

function countRequests(path: string): { count: number } {
  const seen = { count: 0 };
  backend.server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === path) seen.count += 1;
  });
  return seen;
}

const answered = (path: string) =>
  new Promise<void>((resolve) => {
    backend.server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === path) resolve();
    });
  });

describe('preloadRead', () => {
  it("sends one request, which the page's hook takes over while it is on its way", async () => {
    await signInAs('user');
    const reads = countRequests('/api/notifications');
    const { wrapper } = withCache();
    preloadRead('getNotifications');
    preloadRead('getNotifications');
    const { result } = renderHook(() => useApiList('getNotifications'), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(reads.count).toBe(1);
  });

  it('puts an answer that arrived before the page in the cache, and the page does not ask again', async () => {
    await signInAs('user');
    const reads = countRequests('/api/security-tips');
    const { wrapper, cache } = withCache();
    renderHook(() => useReadPreloading(), { wrapper });
    const done = answered('/api/security-tips');
    preloadRead('getSecurityTips');
    await done;
    await waitFor(() => expect(cache.get(readKey('getSecurityTips'))?.data).toBeDefined());
    const { result } = renderHook(() => useApiList('getSecurityTips'), { wrapper });
    expect(result.current.data?.length).toBeGreaterThan(0);
    // Cached already: starting it again sends nothing either.
    preloadRead('getSecurityTips');
    expect(reads.count).toBe(1);
  });

  it('forgets a refused read: the page asks again and gets the answer of its time', async () => {
    const refused = answered('/api/scam-alerts');
    preloadRead('getScamAlerts');
    await refused;
    await new Promise((resolve) => setTimeout(resolve, 0));
    await signInAs('user');
    const reads = countRequests('/api/scam-alerts');
    const { wrapper } = withCache();
    const { result } = renderHook(() => useApiList('getScamAlerts'), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.error).toBeUndefined();
    expect(reads.count).toBe(1);
  });

  it('ignores an address the read refuses, leaving the page to say so', () => {
    expect(() => preloadRead('getDispute', { id: '..' })).not.toThrow();
  });
});
