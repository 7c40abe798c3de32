/**
 * The route table of SPEC.md §2. Every page is lazily loaded; guards and layouts are pathless
 * parent routes. Exported as plain route objects so tests can mount the same table in a
 * `createMemoryRouter` (see tests/utils/renderApp.tsx).
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { RequireAdmin, RequireAuth } from './guards';
import { AppLayout, EnhancedLayout, PublicLayout } from './layouts/layouts';
import { RouteErrorPage } from './pages/RouteErrorPage';

type Placeholders = typeof import('./pages/placeholders');

const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** A screen of a later issue: its honest placeholder until that issue swaps in the real page. */
const comingSoon = (name: keyof Placeholders) => async () => ({
  Component: (await import('./pages/placeholders'))[name],
});

const landing = page(() => import('../features/landing/LandingPage'));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { path: '/', lazy: landing },
      { path: '/landing', lazy: landing },
      {
        element: <PublicLayout />,
        children: [
          { path: '/login', lazy: page(() => import('../features/auth/pages/LoginPage')) },
          { path: '/register', lazy: page(() => import('../features/auth/pages/RegisterPage')) },
          { path: '/forgot-password', lazy: page(() => import('../features/auth/pages/ForgotPasswordPage')) },
          { path: '/admin/login', lazy: page(() => import('../features/auth/pages/AdminLoginPage')) },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/dashboard', lazy: page(() => import('../features/dashboard/DashboardPage')) },
              { path: '/new-dispute', lazy: page(() => import('../features/disputes/NewDisputePage')) },
              { path: '/dispute/:id', lazy: page(() => import('../features/disputes/DisputeDetailPage')) },
              { path: '/dispute-submitted', lazy: page(() => import('../features/disputes/DisputeSubmittedPage')) },
              { path: '/scam-alerts', lazy: page(() => import('../features/scam-centre/ScamAlertsPage')) },
            ],
          },
          {
            element: <EnhancedLayout />,
            children: [
              { path: '/enhanced-dashboard', lazy: page(() => import('../features/dashboard/enhanced/EnhancedDashboardPage')) },
              { path: '/enhanced-dispute/:id', lazy: page(() => import('../features/disputes/enhanced/EnhancedDisputePage')) },
              { path: '/scam-detection', lazy: page(() => import('../features/scam-detection/ScamDetectionPage')) },
            ],
          },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: '/admin/dashboard', lazy: page(() => import('../features/admin/dashboard/AdminDashboardPage')) },
              { path: '/admin/dispute/:id', lazy: page(() => import('../features/admin/dispute/AdminDisputePage')) },
              { path: '/admin/users', lazy: page(() => import('../features/admin/users/AdminUsersPage')) },
              { path: '/admin/reports', lazy: comingSoon('AdminReportsPage') },
              { path: '/admin/settings', lazy: comingSoon('AdminSettingsPage') },
            ],
          },
        ],
      },
      { path: '*', lazy: page(() => import('./pages/NotFoundPage')) },
    ],
  },
];
