// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/*
 * The import direction, enforced by import-x/no-restricted-paths on every import that resolves
 * (static, re-export or dynamic):
 *   components | api | data | config | theme  →  features/<name>  →  app  →  root.tsx, entry.client.tsx, routes.ts
 * A feature enters another feature only through its index (admin's sub-folders are one feature);
 * mocks sit beside src and take only the contract (src/api) from it.
 */
const SHARED = ['src/components', 'src/api', 'src/data', 'src/config', 'src/theme'];
const APP_AND_ENTRIES = ['src/app', 'src/root.tsx', 'src/entry.client.tsx', 'src/routes.ts'];
const FEATURES = readdirSync(path.join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {{ target: string | string[], from: string | string[], except?: string[], message: string }[]} */
const DIRECTION_ZONES = [
  {
    target: SHARED,
    from: ['src/features', ...APP_AND_ENTRIES],
    message:
      'src/components|api|data|config|theme may not import features, app or the entries: the direction is components|api|data|config|theme → features → app.',
  },
  {
    target: 'src/features',
    from: APP_AND_ENTRIES,
    message:
      'A feature may not import app or the entries: the direction is components|api|data|config|theme → features → app.',
  },
  // One zone per feature: the other features are closed except for their index.
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`, ...FEATURES.flatMap((other) => [`./${other}/index.ts`, `./${other}/index.tsx`])],
    message: `Feature "${feature}" may import another feature only through its index (src/features/<name>/index.ts); move what both need to src/components or src/api.`,
  })),
  {
    target: 'mocks',
    from: 'src',
    except: ['./api'],
    message: 'mocks may import only the contract (src/api) from src.',
  },
];

/** src never loads the mock backend, so a real-mode build carries no MSW or faker; see the exemptions below. */
const SRC_WITHOUT_MOCKS_ZONE = {
  target: 'src',
  from: 'mocks',
  message:
    'src may not import mocks: only entry.client.tsx loads them, with a dynamic import in mock mode, so a real-mode build carries no MSW or faker (tests and stories may).',
};

/** Tests and stories never reach a production bundle: they may use the mock backend. */
const SRC_TESTS_AND_STORIES = ['src/**/*.{test,stories}.{ts,tsx}'];

const UI_PACKAGES = [
  {
    regex: '^(react|react-dom|react-router|react-router-dom|framer-motion)(/|$)|^@(chakra-ui|emotion)/',
    message: 'Keep React and UI libraries out of here: this code is shared with Node (mock server, contract tests).',
  },
];
const ALIASED_SRC = [{ regex: '^(@|~)/|^/?src/', message: 'Use relative imports (no path alias is configured).' }];

export default defineConfig([
  globalIgnores([
    'dist/**',
    'dist-e2e/**',
    'dist-ci/**',
    'build/**',
    '.react-router/**',
    'storybook-static/**',
    'storybook-shots/**',
    'node_modules/**',
    'coverage/**',
    'public/mockServiceWorker.js',
    'test-results/**',
    '.mock-data/**',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/ignore': ['/node_modules/'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...DIRECTION_ZONES, SRC_WITHOUT_MOCKS_ZONE] },
      ],
      'no-restricted-imports': ['error', { patterns: ALIASED_SRC }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Options replace, not merge: the same zones less the one that keeps mocks out of src.
    files: [...SRC_TESTS_AND_STORIES, 'src/entry.client.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: DIRECTION_ZONES }] },
  },
  {
    // entry.client.tsx may load mocks only with a dynamic import (no-restricted-imports sees no import()).
    files: ['src/entry.client.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ALIASED_SRC,
            {
              regex: '(^|/)mocks(/|$)',
              message:
                'Load mocks with a dynamic import in mock mode only, so a real-mode build carries no MSW or faker.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', '.storybook/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    // The contract is shared with the mock backend and the Node reference server: no UI.
    files: ['src/api/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ALIASED_SRC, ...UI_PACKAGES] }] },
  },
  {
    files: ['mocks/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...ALIASED_SRC, ...UI_PACKAGES] }] },
  },
  {
    // Node-side code: the reference server, scripts, configs, Node test suites.
    files: ['mocks/**/*.ts', 'scripts/**/*.ts', 'tests/**/*.ts', '*.config.{ts,js}', '.storybook/main.ts'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
