// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where a project file sits in the import direction:
 * components | api | data | config | theme  →  features/<name>  →  app (→ root.tsx, entry.client.tsx); mocks beside src.
 * @param {string} absolute
 * @returns {{ area: string, feature?: string } | null}
 */
function classify(absolute) {
  const rel = path.relative(ROOT, absolute).split(path.sep).join('/');
  if (rel.startsWith('..')) return null;
  if (rel === 'mocks' || rel.startsWith('mocks/')) return { area: 'mocks' };
  const match = /^src\/([^/]+)(?:\/([^/.]+))?/.exec(rel);
  if (!match) return { area: 'other' };
  const [, top = '', second] = match;
  if (top.startsWith('entry.client.') || top.startsWith('root.') || top.startsWith('routes.')) return { area: 'main' };
  if (top === 'features') return { area: 'features', feature: second };
  if (['components', 'api', 'data', 'config', 'theme'].includes(top)) return { area: 'shared', feature: top };
  if (top === 'app') return { area: 'app' };
  return { area: 'src-other' };
}

/** `src/features/<name>` or its `index.ts(x)`: the one door through which another feature may enter. */
const isFeatureIndex = (/** @type {string} */ absolute) =>
  /^src\/features\/[^/]+(\/index(\.tsx?)?)?$/.test(path.relative(ROOT, absolute).split(path.sep).join('/'));

/** Tests and stories never reach a production bundle; they may use the mock backend. */
const isTestOrStory = (/** @type {string} */ file) => /\.(test|stories)\.[cm]?[jt]sx?$/.test(file);

/**
 * `boundaries/imports`: enforces the import direction on relative imports.
 * (`no-restricted-imports` cannot tell "my feature" from "another feature" at any depth; this can.)
 * @type {import('eslint').Rule.RuleModule}
 */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import direction between src areas and mocks.' },
    schema: [],
    messages: {
      upward: '{{from}} may not import from {{to}}: the direction is components|api|config|theme → features → app.',
      crossFeature:
        'Feature "{{from}}" may not import feature "{{to}}": move what both need to src/components or src/api.',
      mocksStatic:
        'src may not import mocks statically; only entry.client.tsx loads them, with a dynamic import in mock mode, so a real-mode build carries no MSW or faker.',
      mocksToUi: 'mocks may import only the contract (src/api) from src, not {{to}}.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = classify(file);
    if (!from) return {};

    /** @param {any} node @param {boolean} dynamic */
    function check(node, dynamic) {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const to = classify(path.resolve(path.dirname(file), spec));
      if (!to || !from) return;

      if (to.area === 'mocks' && from.area !== 'mocks' && from.area !== 'other' && !isTestOrStory(file)) {
        if (!(from.area === 'main' && dynamic)) context.report({ node: source, messageId: 'mocksStatic' });
        return;
      }
      if (from.area === 'mocks') {
        if (to.area !== 'mocks' && to.area !== 'other' && !(to.area === 'shared' && to.feature === 'api')) {
          context.report({ node: source, messageId: 'mocksToUi', data: { to: to.area === 'features' ? `src/features/${to.feature}` : `src/${to.feature ?? to.area}` } });
        }
        return;
      }
      if (from.area === 'shared' && (to.area === 'features' || to.area === 'app' || to.area === 'main')) {
        context.report({ node: source, messageId: 'upward', data: { from: `src/${from.feature}`, to: `src/${to.area}` } });
        return;
      }
      if (from.area === 'features') {
        if (to.area === 'app' || to.area === 'main') {
          context.report({ node: source, messageId: 'upward', data: { from: 'src/features', to: `src/${to.area}` } });
        } else if (to.area === 'features' && to.feature !== from.feature && !isFeatureIndex(path.resolve(path.dirname(file), spec))) {
          context.report({
            node: source,
            messageId: 'crossFeature',
            data: { from: from.feature ?? '?', to: to.feature ?? '(features root)' },
          });
        }
      }
    }

    return {
      ImportDeclaration: (node) => check(node, false),
      ExportNamedDeclaration: (node) => check(node, false),
      ExportAllDeclaration: (node) => check(node, false),
      ImportExpression: (node) => check(node, true),
    };
  },
};

const UI_PACKAGES = [
  {
    regex: '^(react|react-dom|react-router|react-router-dom|framer-motion)(/|$)|^@(chakra-ui|emotion)/',
    message: 'Keep React and UI libraries out of here: this code is shared with Node (mock server, contract tests).',
  },
];
const ALIASED_SRC = [{ regex: '^(@|~)/|^/?src/', message: 'Use relative imports (no path alias is configured).' }];

export default defineConfig([
  globalIgnores(['dist/**', 'dist-e2e/**', 'build/**', '.react-router/**', 'storybook-static/**', 'storybook-shots/**', 'node_modules/**', 'coverage/**', 'public/mockServiceWorker.js', 'test-results/**', '.mock-data/**']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser },
    },
    plugins: { boundaries: { rules: { imports: importBoundaries } } },
    rules: {
      'boundaries/imports': 'error',
      'no-restricted-imports': ['error', { patterns: ALIASED_SRC }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' }],
    },
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
