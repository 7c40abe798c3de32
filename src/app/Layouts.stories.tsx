import type { Meta } from '@storybook/react-vite';
import { DEMO_ADMIN, DEMO_USER } from '../../mocks/db/seed';
import { pageStory, showsAccount } from '../../.storybook/pageStory';

export default { title: 'Layouts' } satisfies Meta;

/** A logged-out page: the header offers Log In and Sign Up. */
export const LoggedOut = pageStory('/login', 'signedOut');

/** A logged-in user: the header shows the user navigation and the account's email. */
export const LoggedInUser = pageStory('/dashboard', 'user', { play: showsAccount(DEMO_USER.email) });

/** An admin on an admin path: the admin navigation. */
export const AdminOnAdminPath = pageStory('/admin/dashboard', 'admin', { play: showsAccount(DEMO_ADMIN.email) });

/** The enhanced layout (enhanced pages and scam detection). */
export const Enhanced = pageStory('/enhanced-dashboard', 'user');

/** Every call fails: the current-user fetch fails, so a protected path falls back to the sign-in page. */
export const Failing = pageStory('/dashboard', 'failing');

/** The current-user fetch never answers: the layout's frame (header bar, skeletons) and "Checking your session...". */
export const Slow = pageStory('/dashboard', 'slow');

export const NotFound = pageStory('/no-such-page', 'signedOut');
