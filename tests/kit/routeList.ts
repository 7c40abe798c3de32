/**
 * Every page of the app's route config (src/routes.ts, docs/routes.md) with the role that opens
 * it: the one list of pages for every check that visits them all (the Prism browser suite, the
 * failing-backend check, the sample-content journey) and for the route benchmark
 * (scripts/bench-routes.ts). The pages and their roles are read from the config itself, so a new
 * route is visited with no edit here; only an address the pattern cannot give (a parameter, a
 * splat) is written down, in VISITS, and loading this file fails while a route lacks one.
 */
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../../src/routes';

/** Who opens a page: nobody signed in, a user, or an admin. */
export type Role = 'visitor' | 'user' | 'admin';

/**
 * A dispute of the demo user's in the seed (mocks/db/seed.ts), so the same address opens it on the
 * mock backend and the reference server; Prism answers any id with a generated record.
 */
export const DISPUTE_ID = 'DSP-100004';

export interface RouteVisit {
  /** The route's address pattern in src/routes.ts: `/dispute/:id`, `/*`. */
  pattern: string;
  /** The address visited. */
  path: string;
  role: Role;
  /** For the unknown address only: the not-found page is the right answer there. */
  notFound?: true;
}

export const NOT_FOUND_HEADING = '404 Page Not Found';

/** Who each guard layout of src/routes.ts lets in; a page under neither is open to a visitor. */
const GUARD_ROLES: Readonly<Record<string, Role>> = {
  'app/routeModules/RequireAuthRoute.tsx': 'user',
  'app/routeModules/RequireAdminRoute.tsx': 'admin',
};

/** Per route pattern, what the config cannot say: the address for a parameter or a splat. */
const VISITS: Readonly<Record<string, Omit<RouteVisit, 'pattern' | 'role'> & { role?: Role }>> = {
  '/dispute/:id': { path: `/dispute/${DISPUTE_ID}` },
  '/enhanced-dispute/:id': { path: `/enhanced-dispute/${DISPUTE_ID}` },
  '/admin/dispute/:id': { path: `/admin/dispute/${DISPUTE_ID}` },
  // Any unknown address, as a signed-in user: the guards then decide nothing.
  '/*': { path: '/no-such-page', role: 'user', notFound: true },
};

/** A pattern the browser cannot visit as it is written. */
const needsAnAddress = (pattern: string) => /[:*?]/.test(pattern);

/** The config's pages (the entries with no children) in its order, each with its pattern and the role its guards ask for. */
function pagesOf(
  entries: readonly RouteConfigEntry[],
  parent = '',
  role: Role = 'visitor',
): { pattern: string; role: Role }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const within = GUARD_ROLES[entry.file] ?? role;
    if (entry.children?.length) return pagesOf(entry.children, pattern, within);
    return entry.index || entry.path !== undefined ? [{ pattern: pattern || '/', role: within }] : [];
  });
}

const filesOf = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);

function routeVisits(): RouteVisit[] {
  const pages = pagesOf(routeConfig).filter(
    (page, at, all) => all.findIndex((other) => other.pattern === page.pattern) === at,
  );
  const files = new Set(filesOf(routeConfig));
  const problems = [
    ...pages
      .filter(({ pattern }) => needsAnAddress(pattern) && !VISITS[pattern])
      .map(({ pattern }) => `${pattern}: no address to visit in VISITS`),
    ...Object.keys(VISITS)
      .filter((pattern) => !pages.some((page) => page.pattern === pattern))
      .map((pattern) => `${pattern}: in VISITS, but no route of src/routes.ts`),
    ...Object.keys(GUARD_ROLES)
      .filter((file) => !files.has(file))
      .map((file) => `${file}: in GUARD_ROLES, but no layout of src/routes.ts`),
  ];
  if (problems.length > 0)
    throw new Error(`tests/kit/routeList.ts is out of step with src/routes.ts:\n  ${problems.join('\n  ')}`);
  return pages.map(({ pattern, role }) => ({ pattern, path: pattern, role, ...VISITS[pattern] }));
}

/** Every page of src/routes.ts, in its order. */
export const ROUTE_VISITS: readonly RouteVisit[] = routeVisits();
