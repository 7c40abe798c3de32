/**
 * What this tab does when another tab of the browser changed something the live stream does not
 * report (src/api/tabSync.ts): after a session change it asks the server who is signed in; after a
 * change of data it fetches again the reads that change alters (src/api/changes.ts). The SWR rules
 * never let a read go stale on its own, so without this a second tab would keep its old answers.
 */
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { changesToRefresh, keysChangedBy, onChangedElsewhere, type ChangedElsewhere } from '../api';
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
 * Subscribes once, for the life of the providers. Changes that arrive while some are being followed
 * are followed together afterwards, never in parallel and never lost.
 */
export function useFollowOtherTabs(): void {
  const { cache, mutate } = useSWRConfig();

  useEffect(() => {
    /** Whether the session is still the one this tab shows; if not, this tab has started over. */
    const followSession = async (): Promise<boolean> => {
      const before = userIdOf(cache.get(SESSION_KEY)?.data);
      // AuthProvider's read of the session, fetched again (its hook is always mounted): the user,
      // or null for nobody.
      await mutate(SESSION_KEY);
      const session = cache.get(SESSION_KEY);
      if (session?.error === undefined && session?.data === null) {
        // Signed out elsewhere (Log Out, a demo reset): forget every read, as signing out here
        // does; the guards then send this tab to the login page.
        if (before !== undefined) await forgetSession(mutate);
        return false;
      }
      const after = userIdOf(session?.data);
      if (after !== before) {
        // Someone else signed in: the previous person's data leaves the screen at once.
        await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: true });
        return false;
      }
      return true;
    };
    const follow = async ({ session, changes }: ChangedElsewhere) => {
      if (session && !(await followSession())) return;
      // What this tab's own live stream reports, it follows from there.
      const ours = changesToRefresh(changes);
      if (ours.length > 0) await refreshReads(cache, mutate, keysChangedBy(ours));
    };

    let running = false;
    let pending: ChangedElsewhere | null = null;
    const run = async () => {
      while (pending) {
        const next: ChangedElsewhere = pending;
        pending = null;
        try {
          await follow(next);
        } catch (error) {
          console.warn('Could not refresh after a change in another tab:', error);
        }
      }
      running = false;
    };

    return onChangedElsewhere((changed) => {
      pending = {
        session: changed.session || (pending?.session ?? false),
        changes: [...(pending?.changes ?? []), ...changed.changes],
      };
      if (running) return;
      running = true;
      void run();
    });
  }, [cache, mutate]);
}
