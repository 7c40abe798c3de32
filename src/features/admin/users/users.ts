/** The rules of the admin user list (docs/statuses.md#searches-and-filters), apart from the markup. */
import type { User } from '../../../api';

/** The admin users table shows 10 rows a page. */
export const USERS_PAGE_SIZE = 10;

/** Shown word for word (docs/texts.md#empty-texts). */
export const NO_USERS_MATCH = 'No users match your search criteria.';

/** The search matches username, email, first name or last name, case-insensitively. */
export function matchesUserSearch(user: User, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [user.username, user.email, user.firstName, user.lastName].some(
    (field) => field !== null && field.toLowerCase().includes(needle),
  );
}

/**
 * The KYC status, on the users screen and the review page alike: Verified from two previous
 * disputes on, otherwise Pending (docs/texts.md#admin-review).
 */
export type KycStatus = 'Verified' | 'Pending';
export const kycStatus = (user: Pick<User, 'previousDisputes'>): KycStatus =>
  user.previousDisputes >= 2 ? 'Verified' : 'Pending';

/** "First Last", or the username when the account has no name. */
export function displayName(user: User): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.username;
}

/** `endSessions`: sign the account out on every device (docs/server.md#signed-in-devices); it may sign in again. */
export type AccountAction = 'suspend' | 'reinstate' | 'endSessions';

/** The toast after an account was signed out everywhere: how many devices it was signed in on. */
export const signedOutOfDevices = (ended: number) => `Signed out of ${ended} ${ended === 1 ? 'device' : 'devices'}`;
