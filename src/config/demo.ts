import { isDemo } from './mode';

/**
 * The demo accounts the sign-in forms prefill in mock mode only (docs/routes.md#after-sign-in). The
 * check is `isDemo`, so a real-mode build drops these strings.
 */
const DEMO_ACCOUNTS = {
  user: { email: 'demo@example.com', password: 'Password123!' },
  admin: { email: 'admin@example.com', password: 'Admin123!' },
} as const;

export const demoAccounts = isDemo ? DEMO_ACCOUNTS : null;

/**
 * The marker of a tab opened to show the other side of the demo: there the mock backend keeps a
 * session of the tab's own (mocks/sharedCookieJar.ts, `OWN_SESSION_PARAM`; docs/server.md#sessions-and-cookies).
 */
export const OWN_SESSION_PARAM = 'tab-session';

/** The sign-in page of the other side, for a tab of its own: the admin's for a user, the user's for an admin. */
export function otherSideSignIn(isAdmin: boolean): string {
  return `${isAdmin ? '/login' : '/admin/login'}?${OWN_SESSION_PARAM}=1`;
}
