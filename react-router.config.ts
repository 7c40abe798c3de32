import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode as a single-page app: no server rendering at run time; the public
 * pages are rendered at build time, every other address gets the SPA fallback page.
 */
export default {
  appDirectory: 'src',
  // A test run or a bench builds into a folder of its own, so two runs never serve each other's
  // build (the CLI has no flag for it).
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR || 'build',
  ssr: false,
  prerender: ['/', '/landing', '/login', '/register', '/forgot-password', '/admin/login'],
  future: {
    // A route's clientLoader is a chunk of its own, fetched beside the page's code: the page's
    // reads start as soon as that small chunk arrives, not after the page's code has.
    v8_splitRouteModules: true,
  },
} satisfies Config;
