/**
 * The pages a visit most often starts on, with the modules the route table loads lazily for each
 * (the layout around it, then the page). Shared by the route preloader of the build
 * (./vite-route-preload.ts) and `npm run bench:bundle`. Both fail loudly when a module named here
 * is no longer a chunk of the build, so this list cannot drift from src/app/routes.tsx unseen.
 */
export const FIRST_VISIT_PAGES = {
  landing: { paths: ['/', '/landing'], modules: ['src/features/landing/LandingPage.tsx'] },
  login: { paths: ['/login'], modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/LoginPage.tsx'] },
  register: { paths: ['/register'], modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/RegisterPage.tsx'] },
  adminLogin: { paths: ['/admin/login'], modules: ['src/app/layouts/PublicLayout.tsx', 'src/features/auth/pages/AdminLoginPage.tsx'] },
  dashboard: { paths: ['/dashboard'], modules: ['src/app/layouts/layouts.tsx', 'src/features/dashboard/DashboardPage.tsx'] },
} as const satisfies Record<string, { paths: readonly string[]; modules: readonly string[] }>;

export type FirstVisitPage = keyof typeof FIRST_VISIT_PAGES;
