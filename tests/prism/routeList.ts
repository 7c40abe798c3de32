/**
 * Every route of src/app/routes.tsx with the role that opens it, for the Prism browser suite
 * (./routes.prism.ts) and the route benchmark (scripts/bench-routes.ts).
 */
import type { Role } from './sameOrigin';

/** Any id: Prism answers every id with a generated record. */
const DISPUTE_ID = 'DSP-100004';

export interface PrismRoute {
  path: string;
  role: Role;
  /** For the unknown address only: the not-found page is the right answer there. */
  notFound?: true;
}

export const NOT_FOUND_HEADING = '404 Page Not Found';

export const PRISM_ROUTES: readonly PrismRoute[] = [
  { path: '/', role: 'visitor' },
  { path: '/landing', role: 'visitor' },
  { path: '/login', role: 'visitor' },
  { path: '/register', role: 'visitor' },
  { path: '/forgot-password', role: 'visitor' },
  { path: '/admin/login', role: 'visitor' },
  // The dashboard holds the notifications; the scam centre is /scam-alerts.
  { path: '/dashboard', role: 'user' },
  { path: '/new-dispute', role: 'user' },
  { path: `/dispute/${DISPUTE_ID}`, role: 'user' },
  { path: '/dispute-submitted', role: 'user' },
  { path: '/scam-alerts', role: 'user' },
  { path: '/enhanced-dashboard', role: 'user' },
  { path: `/enhanced-dispute/${DISPUTE_ID}`, role: 'user' },
  { path: '/scam-detection', role: 'user' },
  { path: '/admin/dashboard', role: 'admin' },
  { path: `/admin/dispute/${DISPUTE_ID}`, role: 'admin' },
  { path: '/admin/users', role: 'admin' },
  { path: '/admin/reports', role: 'admin' },
  { path: '/admin/settings', role: 'admin' },
  { path: '/no-such-page', role: 'user', notFound: true },
];
