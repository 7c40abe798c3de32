/**
 * The session read: who is signed in. Its cached answer is the user, or `null` once the server
 * has said nobody is (a 401), so "signed out" is a value and never an emptied cache entry.
 *
 * Why a value: SWR (2.5) does not re-render a hook that first rendered with cached data when that
 * entry is later emptied (its snapshot comparison takes the emptied entry for the data it started
 * with). The provider that holds the session is often mounted after the session was fetched (the
 * loading document hands over to the app), so an emptied entry would leave a signed-out person on
 * screen as signed in. Other reads may be emptied: the pages that show them leave with the session.
 */
import type { useSWRConfig } from 'swr';
import { ApiError, calls, readKey, type User } from '../../api';

export const SESSION_KEY = readKey('getCurrentUser');

export type Session = User | null;

/** Fetches the session; a 401 answers `null` (nobody), any other failure is an error. */
export async function fetchSession(): Promise<Session> {
  try {
    return await calls.getCurrentUser();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/**
 * Forgets every cached read (the next person must not see this one's data) and records that
 * nobody is signed in, without asking the server again.
 */
export async function forgetSession(mutate: Mutate): Promise<void> {
  await mutate((key) => key !== SESSION_KEY, undefined, { revalidate: false });
  await mutate(SESSION_KEY, null, { revalidate: false });
}
