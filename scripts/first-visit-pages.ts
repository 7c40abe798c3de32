/**
 * The pages a visit most often starts on, with the modules the route table loads lazily for each
 * (the layout around it, then the page). Shared by the route preloader of the build
 * (./vite-route-preload.ts), the prerenderer (./vite-prerender.ts) and `npm run bench:bundle`. The
 * build fails loudly when a module named here is no longer a chunk, so this list cannot drift from
 * src/app/routes.tsx unseen.
 *
 * `prerender`: the page looks the same to every signed-out visitor, so its HTML is rendered at
 * build time. The dashboard depends on the session and its data, so it is not.
 */
export const FIRST_VISIT_PAGES = {
  landing: { paths: ['/', '/landing'], modules: ['src/features/landing/LandingPage.tsx'], prerender: true },
  login: { paths: ['/login'], modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'], prerender: true },
  register: {
    paths: ['/register'],
    modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/RegisterPage.tsx'],
    prerender: true,
  },
  adminLogin: {
    paths: ['/admin/login'],
    modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/AdminLoginPage.tsx'],
    prerender: true,
  },
  dashboard: { paths: ['/dashboard'], modules: ['src/app/layouts/layouts.tsx', 'src/features/dashboard/DashboardPage.tsx'], prerender: false },
} as const satisfies Record<string, { paths: readonly string[]; modules: readonly string[]; prerender: boolean }>;

export type FirstVisitPage = keyof typeof FIRST_VISIT_PAGES;

/**
 * Inline-script source that declares `p`: the address's path without the base and without a
 * trailing slash, as the `paths` above are written ('/', '/login').
 */
export function currentPathScript(base: string): string {
  const prefix = JSON.stringify(base.replace(/\/+$/, ''));
  return `var b=${prefix};var p=location.pathname;if(b&&p.indexOf(b)===0)p=p.slice(b.length);p=p.replace(/\\/+$/,'')||'/';`;
}
