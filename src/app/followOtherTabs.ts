/**
 * What this tab does when another tab of the browser changed data (src/api/tabSync.ts): it asks
 * the server who is signed in, then fetches again what it shows. The SWR rules never let a read go
 * stale on its own, so without this a second tab would keep its old answers until a reload.
 */
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { onDataChangedElsewhere } from '../api';
import { refreshReads } from '../data';
import { forgetSession, SESSION_KEY } from '../features/auth';

function userIdOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
}

/** Renders nothing; follows other tabs' changes from inside the providers' SWRConfig. */
export function FollowOtherTabs(): null {
  useFollowOtherTabs();
  return null;
}

/**
 * Subscribes once, for the life of the providers. Changes that arrive while one is being followed
 * are followed once more afterwards, never in parallel and never lost.
 */
export function useFollowOtherTabs(): void {
  const { cache, mutate } = useSWRConfig();

  useEffect(() => {
    const follow = async () => {
      const before = userIdOf(cache.get(SESSION_KEY)?.data);
      // AuthProvider's read of the session, fetched again (its hook is always mounted): the user,
      // or null for nobody.
      await mutate(SESSION_KEY);
      const session = cache.get(SESSION_KEY);
      if (session?.error === undefined && session?.data === null) {
        // Signed out elsewhere (Log Out, a demo reset): forget every read, as signing out here
        // does; the guards then send this tab to the login page.
        if (before !== undefined) await forgetSession(mutate);
        return;
      }
      const after = userIdOf(session?.data);
      if (after !== before) {
        // Someone else signed in: the previous person's data leaves the screen at once.
        await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: true });
        return;
      }
      await refreshReads(cache, mutate, (key) => key !== SESSION_KEY);
    };

    let running = false;
    let pending = false;
    const run = async () => {
      while (pending) {
        pending = false;
        try {
          await follow();
        } catch (error) {
          console.warn('Could not refresh after a change in another tab:', error);
        }
      }
      running = false;
    };

    return onDataChangedElsewhere(() => {
      pending = true;
      if (running) return;
      running = true;
      void run();
    });
  }, [cache, mutate]);
}
