import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

// Storybook's plugin puts every project's pre-bundled dependencies in one folder. The light and
// dark projects start together, and each optimizer replaces that folder when it finishes, so a
// project whose browser is already importing from it can lose a file mid-import: every story
// file of that project then fails with "Failed to import test file". One folder per project.
// Listed after the Storybook plugin, so its value is the one Vite keeps.
function ownDependencyCache(mode: 'light' | 'dark') {
  return { name: 'storybook-own-dependency-cache', config: () => ({ cacheDir: `node_modules/.cache/storybook-vitest/${mode}` }) };
}

// Every story, as designers see it: Storybook's Vitest addon turns each story into a test that
// renders it in Chromium (Debian's, no download), runs its play function and an axe check
// (.storybook/preview.tsx), once per colour mode. npm run test:storybook.
function colourModeProject(mode: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [storybookTest({ configDir, initialGlobals: { colorMode: mode } }), ownDependencyCache(mode)],
    test: {
      name: `storybook-${mode}`,
      setupFiles: ['tests/storybook/setup.ts'],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: '/usr/bin/chromium',
            args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
          },
        }),
        instances: [{ browser: 'chromium' as const }],
        viewport: { width: 1280, height: 800 },
      },
    },
  };
}

export default defineConfig({
  root,
  test: {
    // Longer than a play function's wait (30 s, ./setup.ts), so a failing wait reports what it saw.
    testTimeout: 90_000,
    // Both projects optimise their dependencies and start Chromium at once: on two cores shared
    // with other work that took over the default minute before the browser connected, and the
    // whole suite failed without running a story. Only a browser that never connects waits this
    // long. Vitest reads this from the root config, not from a project's.
    browser: { connectTimeout: 600_000 },
    projects: [colourModeProject('light'), colourModeProject('dark')],
  },
});
