/**
 * The pages a visit most often starts on, with the modules the route table loads lazily for each
 * (the layout around it, then the page). Shared by the route preloader of the build
 * (./vite-route-preload.ts), the prerenderer (./vite-prerender.ts) and `npm run bench:bundle`. The
 * build fails loudly when a module named here is no longer a chunk, so this list cannot drift from
 * src/app/routes.tsx unseen.
 *
 * `prerender`: the page looks the same to every signed-out visitor, so its HTML is rendered at
 * build time, and the value says when the app starts over it. The dashboard depends on the
 * session and its data, so it is not prerendered: its file holds the app's loading view, with its
 * chunks preloaded by the head (`shellDocument` in ./page-documents.ts).
 *   - 'after-first-paint': the sign-in pages, whose forms are what the visitor came for.
 *   - 'on-first-interaction': the landing page is read before it is used (its links work as plain
 *     links, its two buttons and the report form wait for the app), so the app's code is neither
 *     fetched nor run until the visitor first scrolls, touches, points, types or focuses; a visitor
 *     the app knows as signed in gets it after the first paint (src/features/auth/sessionHint.ts).
 */
export const FIRST_VISIT_PAGES = {
  landing: { paths: ['/', '/landing'], modules: ['src/features/landing/LandingPage.tsx'], prerender: 'on-first-interaction' },
  login: { paths: ['/login'], modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'], prerender: 'after-first-paint' },
  register: {
    paths: ['/register'],
    modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/RegisterPage.tsx'],
    prerender: 'after-first-paint',
  },
  adminLogin: {
    paths: ['/admin/login'],
    modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/AdminLoginPage.tsx'],
    prerender: 'after-first-paint',
  },
  dashboard: { paths: ['/dashboard'], modules: ['src/app/layouts/layouts.tsx', 'src/features/dashboard/DashboardPage.tsx'], prerender: false },
} as const satisfies Record<string, { paths: readonly string[]; modules: readonly string[]; prerender: AppStart | false }>;

export type AppStart = 'after-first-paint' | 'on-first-interaction';

export type FirstVisitPage = keyof typeof FIRST_VISIT_PAGES;

/** FIRST_VISIT_PAGES as [name, page] pairs, typed (Object.entries widens the names to string). */
export function firstVisitPages(): [FirstVisitPage, (typeof FIRST_VISIT_PAGES)[FirstVisitPage]][] {
  return (Object.keys(FIRST_VISIT_PAGES) as FirstVisitPage[]).map((name) => [name, FIRST_VISIT_PAGES[name]]);
}

/**
 * Inline-script source that declares `p`: the address's path without the base and without a
 * trailing slash, as the `paths` above are written ('/', '/login').
 */
export function currentPathScript(base: string): string {
  const prefix = JSON.stringify(base.replace(/\/+$/, ''));
  return `var b=${prefix};var p=location.pathname;if(b&&p.indexOf(b)===0)p=p.slice(b.length);p=p.replace(/\\/+$/,'')||'/';`;
}

/** Inline-script source that adds a `<link rel="modulepreload">` to the head for each URL in the array variable `list`. */
export function modulePreloadScript(list: string): string {
  return `for(var i=0;i<${list}.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=${list}[i];document.head.appendChild(l)}`;
}

/** The file a static host (and `vite preview`) serves for a path: '/' → index.html, '/admin/login' → admin/login.html. */
export function fileForPath(routePath: string): string {
  const name = routePath.replace(/^\/+|\/+$/g, '');
  return name ? `${name}.html` : 'index.html';
}
