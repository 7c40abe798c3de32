/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';

const E2E = 'tests/e2e/**';

/**
 * Every package the browser's code imports, bundled by the dev server's optimizer at start-up.
 * Found only as pages are visited, each late one made the dev server re-bundle and reload the open
 * page, swallowing a first click. `tests/devServerDeps.test.ts` fails when an import is missing here.
 */
export const BROWSER_DEPENDENCIES = [
  '@chakra-ui/charts',
  '@chakra-ui/react',
  '@chakra-ui/react/theme',
  '@faker-js/faker',
  '@hookform/resolvers/valibot',
  '@noble/hashes/hmac.js',
  '@noble/hashes/sha2.js',
  '@noble/hashes/sha3.js',
  '@noble/hashes/utils.js',
  '@remix-run/multipart-parser',
  '@scure/base',
  'framer-motion',
  'idb',
  'msw',
  'msw/browser',
  'react',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react-router',
  'react-router-dom',
  'react-router/dom',
  'recharts',
  'swr',
  'swr/infinite',
  'valibot',
];

// https://vite.dev/config/ and https://vitest.dev/config/
export default defineConfig({
  // Vitest and Storybook mount the route table themselves; the app is built by React Router's plugin.
  plugins: [process.env.VITEST || process.env.STORYBOOK ? react() : reactRouter()],
  optimizeDeps: { include: BROWSER_DEPENDENCIES },
  build: {
    rolldownOptions: {
      // `defineConfig` in the bundle is Chakra's identity helper. Marked pure, the unused
      // `defaultThemeConfig` of @chakra-ui/react/theme (every one of Chakra's ~80 recipes) is dropped,
      // so src/theme/system.ts ships only the recipes it lists (docs/performance.md#targets, `npm run bench:bundle`).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
  },
  test: {
    pool: 'threads',
    maxWorkers: 2,
    // One limit for every test, no file setting a shorter one (tests/noTimingVerdicts.test.ts):
    // a test's limit only says "it hangs", and on two cores shared with other work a page test
    // that clicks through several screens can take a minute and still be right.
    testTimeout: 120_000,
    // A hook that starts a server or builds a seed waits as long as a test's wait may.
    hookTimeout: 60_000,
    setupFiles: ['tests/setup.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'storybook-static/**', E2E],
    // Two projects replace Vitest 3's `environmentMatchGlobs` (removed in Vitest 4):
    // - dom:  everything under src, and any *.test.tsx, in jsdom
    // - node: mock-backend unit tests, the API conformance suite and other *.test.ts outside src, in node
    // One file can still override its environment with a `// @vitest-environment <name>` comment.
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', '{tests,mocks,.storybook}/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'tests/contract/**', E2E],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['mocks/**/*.test.ts', 'tests/**/*.test.ts', 'tests/contract/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', E2E],
        },
      },
    ],
  },
});
