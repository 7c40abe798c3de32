/**
 * What this tab does when another tab of the browser changed data (src/api/tabSync.ts): it asks
 * the server who is signed in, then fetches again what it shows. The SWR rules never let a read go
 * stale on its own, so without this a second tab would keep its old answers until a reload.
 */
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { ApiError, onDataChangedElsewhere, readKey } from '../api';
import { refreshReads } from '../data';

const currentUserKey = readKey('getCurrentUser');

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
      const before = userIdOf(cache.get(currentUserKey)?.data);
      // AuthProvider's read of the session, fetched again (its hook is always mounted).
      await mutate(currentUserKey);
      const session = cache.get(currentUserKey);
      const error: unknown = session?.error;
      const signedOut = error instanceof ApiError && error.status === 401;
      if (signedOut && before !== undefined) {
        // Signed out elsewhere (Log Out, a demo reset): forget every read, as signing out here
        // does; the guards then send this tab to the login page.
        await mutate(() => true, undefined, { revalidate: false });
        return;
      }
      // On a failed read SWR keeps the last user, so a 401 counts as nobody here.
      const after = signedOut ? undefined : userIdOf(session?.data);
      if (after !== before) {
        // Someone else signed in: the previous person's data leaves the screen at once.
        await mutate((key) => key !== currentUserKey, undefined, { revalidate: true });
        return;
      }
      await refreshReads(cache, mutate, (key) => key !== currentUserKey);
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
