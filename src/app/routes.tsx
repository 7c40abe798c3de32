/**
 * The route table (docs/routes.md#route-table). Every page and layout is lazily loaded; guards and
 * layouts are pathless parent routes. Exported as plain route objects so tests can mount the same
 * table in a `createMemoryRouter` (see tests/utils/renderApp.tsx).
 *
 * Errors (docs/routes.md#error-states): the pages inside a layout have an error boundary
 * (`PageErrorState`) below that layout, rendered in its outlet, so the header and navigation stay
 * usable and "Try again" retries only the page. The root `RouteErrorPage` stays as the last resort
 * for the pages without a layout, the guards and the layouts themselves.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { RequireAdmin, RequireAuth } from './guards';
import { PageErrorState, RouteErrorPage } from './pages/RouteErrorPage';
import { PageLoadError } from './pages/routeErrors';

type Placeholders = typeof import('./pages/placeholders');
type Layouts = typeof import('./layouts/layouts');

/** A failed import becomes a PageLoadError, whose retry is a reload (see ./pages/routeErrors). */
async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    throw new PageLoadError(cause);
  }
}

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await loadChunk(load)).default });

/** A screen of a later issue: its honest placeholder until that issue swaps in the real page. */
const comingSoon = (name: keyof Placeholders) => async () => ({
  Component: (await loadChunk(() => import('./pages/placeholders')))[name],
});

/**
 * A layout, loaded with the first page that needs it (its header's menu and dialog code is a large
 * part of the app, and the landing page has no layout). React Router loads a layout's and its
 * page's chunks at the same time.
 */
const layout = (name: keyof Layouts) => async () => ({
  Component: (await loadChunk(() => import('./layouts/layouts')))[name],
});
const publicLayout = page(() => import('./layouts/PublicLayout'));

/**
 * Puts a layout's pages under one pathless route that holds their error boundary, so a page's
 * error renders in the layout's outlet. The boundary sits above the pages rather than on each
 * page route because the router keeps a rejected `lazy` on its route and would render that
 * route as still loading, i.e. nothing, in place of the route's own error element.
 */
const withPageErrors = (children: RouteObject[]): RouteObject[] => [{ errorElement: <PageErrorState />, children }];

const landing = page(() => import('../features/landing/LandingPage'));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', lazy: landing },
      { path: '/landing', lazy: landing },
      {
        lazy: publicLayout,
        children: withPageErrors([
          { path: '/login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
          { path: '/register', lazy: page(() => import('../features/auth/pages/RegisterPage')) },
          { path: '/forgot-password', lazy: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
          { path: '/admin/login', lazy: page(() => import('../features/auth/pages/AdminLoginPage')) },
        ]),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: layout('AppLayout'),
            children: withPageErrors([
              { path: '/dashboard', lazy: page(() => import('../features/dashboard/DashboardPage')) },
              { path: '/new-dispute', lazy: page(() => import('../features/disputes/NewDisputePage')) },
              { path: '/dispute/:id', lazy: page(() => import('../features/disputes/DisputeDetailPage')) },
              { path: '/dispute-submitted', lazy: page(() => import('../features/disputes/DisputeSubmittedPage')) },
              { path: '/scam-alerts', lazy: page(() => import('../features/scam-centre/ScamAlertsPage')) },
            ]),
          },
          {
            lazy: layout('EnhancedLayout'),
            children: withPageErrors([
              { path: '/enhanced-dashboard', lazy: page(() => import('../features/dashboard/enhanced/EnhancedDashboardPage')) },
              { path: '/enhanced-dispute/:id', lazy: page(() => import('../features/disputes/enhanced/EnhancedDisputePage')) },
              { path: '/scam-detection', lazy: page(() => import('../features/scam-detection/ScamDetectionPage')) },
            ]),
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            lazy: layout('AppLayout'),
            children: withPageErrors([
              { path: '/admin/dashboard', lazy: page(() => import('../features/admin/dashboard/AdminDashboardPage')) },
              { path: '/admin/dispute/:id', lazy: page(() => import('../features/admin/dispute/AdminDisputePage')) },
              { path: '/admin/users', lazy: page(() => import('../features/admin/users/AdminUsersPage')) },
              { path: '/admin/reports', lazy: comingSoon('AdminReportsPage') },
              { path: '/admin/settings', lazy: comingSoon('AdminSettingsPage') },
            ]),
          },
        ],
      },
      { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
    ],
  },
];
