/**
 * What this tab does when another tab of the browser changed data (src/api/tabSync.ts): it asks
 * the server who is signed in, then fetches again what it shows. The SWR rules never let a read go
 * stale on its own, so without this a second tab would keep its old answers until a reload.
 */
import { useEffect } from 'react';
import { unstable_serialize, useSWRConfig, type Middleware } from 'swr';
import { ApiError, onDataChangedElsewhere, swrKeys } from '../api';

/** Which reads are on screen now: SWR keys with at least one mounted hook. */
export interface MountedKeys {
  /** Goes in the SWR config's `use`; counts the hooks of each key while they are mounted. */
  readonly middleware: Middleware;
  has(key: string): boolean;
}

export function createMountedKeys(): MountedKeys {
  const counts = new Map<string, number>();
  const middleware: Middleware = (useSWRNext) =>
    function useCountedSWR(key, fetcher, config) {
      const serialized = unstable_serialize(key);
      useEffect(() => {
        if (!serialized) return;
        counts.set(serialized, (counts.get(serialized) ?? 0) + 1);
        return () => {
          const left = (counts.get(serialized) ?? 1) - 1;
          if (left > 0) counts.set(serialized, left);
          else counts.delete(serialized);
        };
      }, [serialized]);
      return useSWRNext(key, fetcher, config);
    };
  return { middleware, has: (key) => counts.has(key) };
}

/** SWR's own entries for useSWRInfinite and subscriptions, which its key-filter mutate skips too. */
const INTERNAL_KEY = /^\$(inf|sub)\$/;

function userIdOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null ? (data as { id?: unknown }).id : undefined;
}

/** Renders nothing; follows other tabs' changes from inside the providers' SWRConfig. */
export function FollowOtherTabs({ mounted }: { mounted: MountedKeys }): null {
  useFollowOtherTabs(mounted);
  return null;
}

/**
 * Subscribes once, for the life of the providers. Changes that arrive while one is being followed
 * are followed once more afterwards, never in parallel and never lost.
 */
export function useFollowOtherTabs(mounted: MountedKeys): void {
  const { cache, mutate } = useSWRConfig();

  useEffect(() => {
    const follow = async () => {
      const before = userIdOf(cache.get(swrKeys.currentUser)?.data);
      // AuthProvider's read of the session, fetched again (its hook is always mounted).
      await mutate(swrKeys.currentUser);
      const session = cache.get(swrKeys.currentUser);
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
      const anotherPerson = after !== before;
      const work: Promise<unknown>[] = [];
      for (const key of [...cache.keys()]) {
        if (key === swrKeys.currentUser || INTERNAL_KEY.test(key)) continue;
        if (!mounted.has(key) || anotherPerson) {
          // Emptied, and its in-flight marker dropped: a read on screen is fetched now (someone
          // else signed in, so the previous person's data must leave the screen), one that is
          // not is fetched when its page next opens (a kept answer would be shown unchecked).
          work.push(mutate(key, undefined, { revalidate: true }));
        } else {
          // Fetched again while the current answer stays on screen: no flash of a loading state.
          work.push(mutate(key));
        }
      }
      await Promise.all(work);
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
  }, [cache, mutate, mounted]);
}
