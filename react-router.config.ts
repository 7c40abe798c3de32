import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode as a single-page app: no server rendering at run time. Every
 * address without a parameter is rendered at build time (the public pages whole, a signed-in page
 * as the frame its guard shows while the session is checked, with its own code preloaded); an
 * address with a parameter (`/dispute/:id`) gets the SPA fallback page (docs/performance.md#first-visit).
 */
export default {
  appDirectory: 'src',
  // A test run or a bench builds into a folder of its own, so two runs never serve each other's
  // build (the CLI has no flag for it).
  buildDirectory: process.env.REACT_ROUTER_BUILD_DIR || 'build',
  ssr: false,
  prerender: ({ getStaticPaths }) => getStaticPaths(),
  future: {
    // A route's clientLoader is a chunk of its own, fetched beside the page's code: the page's
    // reads start as soon as that small chunk arrives, not after the page's code has.
    v8_splitRouteModules: true,
    // React Router 8's behaviour, taken now so the dev server has nothing to warn about. With no
    // server at run time, middleware, request pass-through and data-request URLs change nothing
    // here; the Vite Environment API is how the plugin builds the client and the prerender.
    v8_middleware: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
