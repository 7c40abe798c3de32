/**
 * Every route of the table (src/routes.ts) as tests/failing-backend.test.tsx opens it: an address,
 * the role it needs and its loading text. tests/failingRoutes.test.ts fails when a route of the
 * table has no entry here, so a page added there cannot skip the failing-backend check.
 */

export type Role = 'visitor' | 'user' | 'admin';

export interface RouteCase {
  path: string;
  role: Role;
  /** The page's loading text (docs/texts.md#loading-texts) while its first call is outstanding; null for a page that makes no call. */
  loading: string | null;
}

export const ROUTES: RouteCase[] = [
  { path: '/', role: 'visitor', loading: null },
  { path: '/login', role: 'visitor', loading: null },
  { path: '/register', role: 'visitor', loading: null },
  { path: '/forgot-password', role: 'visitor', loading: null },
  { path: '/admin/login', role: 'visitor', loading: null },
  { path: '/dashboard', role: 'user', loading: 'Loading dashboard...' },
  { path: '/new-dispute', role: 'user', loading: null },
  { path: '/dispute/DSP-100004', role: 'user', loading: 'Loading dispute details...' },
  { path: '/dispute-submitted', role: 'user', loading: 'Loading your dispute...' },
  { path: '/scam-alerts', role: 'user', loading: 'Loading scam alerts...' },
  { path: '/enhanced-dashboard', role: 'user', loading: 'Loading dashboard...' },
  { path: '/enhanced-dispute/DSP-100004', role: 'user', loading: 'Loading dispute details...' },
  { path: '/scam-detection', role: 'user', loading: null },
  { path: '/admin/dashboard', role: 'admin', loading: 'Loading admin statistics...' },
  { path: '/admin/dispute/DSP-100004', role: 'admin', loading: 'Loading dispute details...' },
  { path: '/admin/users', role: 'admin', loading: 'Loading users...' },
  { path: '/admin/reports', role: 'admin', loading: 'Loading report...' },
  { path: '/admin/settings', role: 'admin', loading: 'Loading settings...' },
  { path: '/no/such/page', role: 'visitor', loading: null },
];

/** Routes of the table that open a page already listed, under another address. */
export const ALIASES: Record<string, string> = { '/landing': '/' };
