/**
 * The route table (docs/routes.md): guards and layouts are pathless parent routes; the pages inside
 * a layout share an error boundary below the layout, so the header stays usable when a page fails.
 */
import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

const userPages = [
  route('dashboard', 'features/user-dashboard/DashboardPage.tsx'),
  route('new-dispute', 'features/disputes/NewDisputePage.tsx'),
  route('dispute/:id', 'features/disputes/DisputeDetailPage.tsx'),
  route('dispute-submitted', 'features/disputes/DisputeSubmittedPage.tsx'),
  route('scam-alerts', 'features/scam-centre/ScamAlertsPage.tsx'),
  // Users' and admins' own account: one address both sides open from the header (docs/routes.md#account-page).
  route('account', 'features/account/AccountPage.tsx'),
  // Two-step sign-in: set up, recovery codes, turn off (docs/routes.md#two-step-sign-in); an admin without it is sent here.
  route('account/two-step', 'features/account/twoStep/TwoStepPage.tsx'),
];

export default [
  index('features/landing/LandingPage.tsx', { id: 'landing' }),
  route('landing', 'features/landing/LandingPage.tsx', { id: 'landing-alias' }),
  layout('app/layouts/PublicLayout.tsx', [
    layout('app/routeModules/PageErrors.tsx', { id: 'public-pages' }, [
      route('login', 'features/auth/pages/LoginPage.tsx'),
      route('register', 'features/auth/pages/RegisterPage.tsx'),
      route('forgot-password', 'features/auth/pages/ForgotPasswordPage.tsx'),
      route('reset-password', 'features/auth/pages/ResetPasswordPage.tsx'),
      route('demo/outbox', 'features/demo-outbox/DemoOutboxPage.tsx'),
      route('admin/login', 'features/auth/pages/AdminLoginPage.tsx'),
    ]),
  ]),
  layout('app/routeModules/RequireAuthRoute.tsx', [
    layout('app/routeModules/AppLayoutRoute.tsx', [
      layout('app/routeModules/PageErrors.tsx', { id: 'user-pages' }, userPages),
    ]),
    layout('app/routeModules/EnhancedLayoutRoute.tsx', [
      layout('app/routeModules/PageErrors.tsx', { id: 'enhanced-pages' }, [
        route('enhanced-dashboard', 'features/user-dashboard/insights/EnhancedDashboardPage.tsx'),
        route('enhanced-dispute/:id', 'features/disputes/progress/EnhancedDisputePage.tsx'),
        route('scam-detection', 'features/scam-detection/ScamDetectionPage.tsx'),
      ]),
    ]),
  ]),
  layout('app/routeModules/RequireAdminRoute.tsx', [
    layout('app/routeModules/AppLayoutRoute.tsx', { id: 'admin-layout' }, [
      layout('app/routeModules/PageErrors.tsx', { id: 'admin-pages' }, [
        route('admin/dashboard', 'features/admin/dashboard/AdminDashboardPage.tsx'),
        route('admin/dispute/:id', 'features/admin/dispute/AdminDisputePage.tsx'),
        route('admin/users', 'features/admin/users/AdminUsersPage.tsx'),
        route('admin/reports', 'features/admin/reports/AdminReportsPage.tsx'),
        route('admin/settings', 'features/admin/settings/AdminSettingsPage.tsx'),
      ]),
    ]),
  ]),
  route('*', 'app/pages/NotFoundPage.tsx'),
] satisfies RouteConfig;
