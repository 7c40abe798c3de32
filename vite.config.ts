/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import { pageChunks } from './scripts/vite/pageChunks.ts';

const E2E = 'tests/e2e/**';

const DOM_TESTS = ['src/**/*.test.{ts,tsx}', '{tests,mocks,.storybook}/**/*.test.tsx'];
const DOM_ENVIRONMENT = {
  environment: 'happy-dom',
  environmentOptions: { happyDOM: { width: 1280, height: 800 } },
} as const;

const DOM_TEST_FILES = ['src', 'tests', 'mocks', '.storybook']
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`))
  .filter((file) => (file.startsWith('src/') ? /\.test\.tsx?$/ : /\.test\.tsx$/).test(file))
  .map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/**
 * The DOM test files that replace a module with `vi.mock` or load modules afresh with
 * `vi.resetModules`: in a shared worker, the fresh copies would stay for the files after (a tab-sync
 * module loaded while BroadcastChannel was stubbed away never announced again).
 */
const MODULE_MOCKING_TESTS = DOM_TEST_FILES.filter(({ text }) => /\bvi\.(mock|resetModules)\(/.test(text)).map(
  ({ file }) => file,
);

/**
 * The other DOM test files that ask for jsdom (`// @vitest-environment jsdom`, with why). They run as
 * a project of their own: Vitest hands a worker on to the next file only when that file wants the
 * same environment, so jsdom files among the happy-dom ones ended a worker, and its loaded modules,
 * at every switch (eighteen workers where two do).
 */
const JSDOM_TESTS = DOM_TEST_FILES.filter(
  ({ file, text }) => /^\/\/ @vitest-environment jsdom$/m.test(text) && !MODULE_MOCKING_TESTS.includes(file),
).map(({ file }) => file);

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
  '@simplewebauthn/browser',
  '@simplewebauthn/server',
  '@simplewebauthn/server/helpers',
  'framer-motion',
  'idb',
  'msw',
  'msw/browser',
  'otpauth',
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
  'uqr',
  'valibot',
];

// https://vite.dev/config/ and https://vitest.dev/config/
export default defineConfig({
  // Vitest and Storybook mount the route table themselves; the app is built by React Router's plugin.
  plugins: [process.env.VITEST || process.env.STORYBOOK ? react() : [reactRouter(), pageChunks()]],
  optimizeDeps: { include: BROWSER_DEPENDENCIES },
  build: {
    rolldownOptions: {
      // `defineConfig` in the bundle is Chakra's identity helper. Marked pure, the unused
      // `defaultThemeConfig` of @chakra-ui/react/theme (every one of Chakra's ~80 recipes) is dropped,
      // so src/theme/system.ts ships only the recipes it lists (docs/performance.md#targets, `npm run bench:bundle`).
      treeshake: { manualPureFunctions: ['defineConfig'] },
    },
    // The app's chunk, which every page loads, holds React, React Router and Chakra's runtime (about
    // 620 KB before gzip): its size is judged by `npm run bench:bundle` against bench/budget.json.
    chunkSizeWarningLimit: 700,
    // Only for `npm run bench:bundle -- --by-source` (scripts/build-app.ts): hidden, so no file's code
    // changes (no `sourceMappingURL` comment) and no page ever fetches a map.
    sourcemap: process.env.BUILD_SOURCE_MAPS === '1' ? 'hidden' : false,
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
    // A stub of a global or of the environment lasts one test, whoever forgets to undo it.
    unstubGlobals: true,
    unstubEnvs: true,
    // `npm test`: four projects (docs/testing.md#the-unit-and-component-suite). Files share their
    // worker's modules (`isolate: false`): loaded once and warmed up by the first file instead of
    // afresh for every file, which was half the suite's time. tests/setup.ts gives each file a
    // clean document, storage and cookies.
    // - dom:          everything under src, and any *.test.tsx, in happy-dom at a desktop's size
    // - dom-jsdom:    the files that need jsdom's behaviour, which say so in a
    //                 `// @vitest-environment jsdom` comment, with why
    // - dom-isolated: the files that replace or reload a module (`vi.mock`, `vi.resetModules`), each
    //                 in a fresh worker, since a module another file loaded first would stay the real
    //                 one, and a reloaded one would stay for the files after
    // - node:         the mock backend's unit tests and the other *.test.ts outside src
    // The reference server's process and HTTP tests are a suite of their own (tests/server/).
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          sequence: { groupOrder: 0 },
          isolate: false,
          include: DOM_TESTS,
          exclude: ['**/node_modules/**', E2E, ...MODULE_MOCKING_TESTS, ...JSDOM_TESTS],
          ...DOM_ENVIRONMENT,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-jsdom',
          sequence: { groupOrder: 3 },
          isolate: false,
          include: JSDOM_TESTS,
          environment: 'jsdom',
        },
      },
      {
        extends: true,
        test: { name: 'dom-isolated', sequence: { groupOrder: 2 }, include: MODULE_MOCKING_TESTS, ...DOM_ENVIRONMENT },
      },
      {
        extends: true,
        test: {
          name: 'node',
          sequence: { groupOrder: 1 },
          isolate: false,
          environment: 'node',
          include: ['mocks/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/node_modules/**', E2E, 'tests/server/**'],
        },
      },
    ],
  },
});
