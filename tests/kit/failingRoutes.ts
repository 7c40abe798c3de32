/**
 * Every page of the route list (./routeList.ts, read from src/routes.ts) as
 * tests/failing-backend.test.tsx opens it: its address, the role it needs and its loading text.
 * Loading this file fails while a page has no entry in LOADING, so a page added to src/routes.ts
 * cannot skip the failing-backend check.
 */
import { ROUTE_VISITS, type Role } from './routeList';

export interface RouteCase {
  path: string;
  role: Role;
  /** The page's loading text (docs/texts.md#loading-texts) while its first call is outstanding; null for a page that makes no call. */
  loading: string | null;
}

/** Routes of the table that open a page already listed, under another address: checked there. */
const ALIASES: Readonly<Record<string, string>> = { '/landing': '/' };

/** Per route pattern, the page's loading text; null for a page that makes no call on arrival. */
export const LOADING: Readonly<Record<string, string | null>> = {
  '/': null,
  '/login': null,
  '/register': null,
  '/forgot-password': null,
  '/reset-password': null,
  '/demo/outbox': null,
  '/admin/login': null,
  '/dashboard': 'Loading dashboard...',
  '/new-dispute': null,
  '/dispute/:id': 'Loading dispute details...',
  '/dispute-submitted': 'Loading your dispute...',
  '/scam-alerts': 'Loading scam alerts...',
  '/account': 'Loading signed-in devices...',
  '/account/two-step': null,
  '/enhanced-dashboard': 'Loading dashboard...',
  '/enhanced-dispute/:id': 'Loading dispute details...',
  '/scam-detection': null,
  '/admin/dashboard': 'Loading admin statistics...',
  '/admin/dispute/:id': 'Loading dispute details...',
  '/admin/users': 'Loading users...',
  '/admin/reports': 'Loading report...',
  '/admin/settings': 'Loading settings...',
  '/*': null,
};

function failingRoutes(): RouteCase[] {
  const pages = ROUTE_VISITS.filter((visit) => ALIASES[visit.pattern] === undefined);
  const problems = [
    ...pages.filter((visit) => !(visit.pattern in LOADING)).map((visit) => `${visit.pattern}: no entry in LOADING`),
    ...Object.keys(LOADING)
      .filter((pattern) => !pages.some((visit) => visit.pattern === pattern))
      .map((pattern) => `${pattern}: in LOADING, but no route of src/routes.ts`),
    ...Object.entries(ALIASES)
      .filter(([alias, page]) => !ROUTE_VISITS.some((visit) => visit.pattern === alias) || !(page in LOADING))
      .map(([alias]) => `${alias}: an alias of no listed page`),
  ];
  if (problems.length > 0)
    throw new Error(`tests/kit/failingRoutes.ts is out of step with src/routes.ts:\n  ${problems.join('\n  ')}`);
  return pages.map(({ pattern, path, role }) => ({ path, role, loading: LOADING[pattern] ?? null }));
}

export const ROUTES: readonly RouteCase[] = failingRoutes();
