/**
 * Route guards (docs/routes.md#guards). While the session is loading they show the layout's
 * frame with a loading state (./layouts/SessionFrame), so a visitor never sees a flash of a page
 * they may not open, nor of the login page when signed in.
 */
import { useDeferredValue, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth, type AuthState } from '../features/auth';
import { SessionFrame, useFrameIntro } from './layouts/SessionFrame';

/** Where an admin without two-step sign-in sets it up (docs/routes.md). */
export const TWO_STEP_SETUP_PATH = '/account/two-step';

export const SESSION_LOADING_TEXT = 'Checking your session...';

/** `/login?next=%2Fdispute%2F7%3Ftab%3Dall`: the login page and, encoded, where to come back to. */
export function loginRedirect(loginPath: string, pathname: string, search: string): string {
  return `${loginPath}?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Where a signed-out visitor goes. A visitor who arrived signed out is sent to sign in and brought
 * back afterwards (`next`). A session that ended here (Log Out, a demo reset) goes to the plain
 * login page: the person chose to leave, and the next person to sign in should not land on the
 * previous one's page.
 */
function useSignInTarget(loginPath: string): string {
  const { isAuthenticated } = useAuth();
  const { pathname, search } = useLocation();
  // "State from the previous render": remembers that this guard has seen a session.
  const [hadSession, setHadSession] = useState(isAuthenticated);
  if (isAuthenticated && !hadSession) setHadSession(true);
  return hadSession ? loginPath : loginRedirect(loginPath, pathname, search);
}

/**
 * The session as the guards act on it. Once a session is known, the guarded page mounts: the
 * largest render of a visit to the dashboard. The session comes from SWR's store, and React renders
 * a store's updates in one task that input cannot interrupt; deferred, the mount renders in slices
 * that yield to the browser (less Total Blocking Time, docs/performance.md#main-thread), while the
 * loading state stays on screen. A session that ends is followed at once: no page is shown a moment
 * longer than allowed.
 */
function useGuardedSession(): AuthState {
  const session = useAuth();
  const deferred = useDeferredValue(session);
  return session.isAuthenticated && !session.loading ? deferred : session;
}

/** Authenticated routes: a signed-out visitor goes to /login, remembering the page asked for. */
export function RequireAuth() {
  const { loading, isAuthenticated } = useGuardedSession();
  const target = useSignInTarget('/login');
  const intro = useFrameIntro();
  if (loading) return <SessionFrame label={SESSION_LOADING_TEXT} intro={intro} />;
  if (!isAuthenticated) return <Navigate to={target} replace />;
  return <Outlet />;
}

/** Admin routes: signed out → /admin/login (remembering the page); signed in as a user → /dashboard. */
export function RequireAdmin() {
  const { loading, isAuthenticated, isAdmin, user } = useGuardedSession();
  const target = useSignInTarget('/admin/login');
  const intro = useFrameIntro();
  if (loading) return <SessionFrame label={SESSION_LOADING_TEXT} intro={intro} />;
  if (!isAuthenticated) return <Navigate to={target} replace />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  // An admin's tools need two-step sign-in: an admin without it sets it up first (docs/routes.md#guards).
  if (user?.twoStep?.required && !user.twoStep.enabled && !user.twoStep.passkeys)
    return <Navigate to={TWO_STEP_SETUP_PATH} replace />;
  return <Outlet />;
}
