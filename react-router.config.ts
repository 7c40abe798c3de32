import type { Config } from '@react-router/dev/config';

/**
 * React Router's framework mode as a single-page app: no server rendering at run time; the public
 * pages are rendered at build time, every other address gets the SPA fallback page.
 */
export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/', '/landing', '/login', '/register', '/forgot-password', '/admin/login'],
} satisfies Config;
