import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
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
  return {
    name: 'storybook-own-dependency-cache',
    config: () => ({ cacheDir: `node_modules/.cache/storybook-vitest/${mode}` }),
  };
}

// npm run storybook:shots: STORY_SHOTS names a folder, and each story, once rendered and played, is
// saved there as a PNG per colour mode (./setup.ts), with an index.html of them all (./shotsGallery.ts).
// A story without a viewport of its own is shot at the toolbar's `desktop` (1280×800) rather than the
// Vitest addon's 1200×900. Without STORY_SHOTS nothing below changes the run.
const shots = process.env.STORY_SHOTS ? path.resolve(process.env.STORY_SHOTS) : undefined;

// The story's frame is scaled down to fit Playwright's 1280×720 page; for a picture at the frame's
// full size the page grows to fit it (./setup.ts).
const growPage: BrowserCommand<[width: number, height: number]> = async ({ page }, width, height) => {
  const size = page.viewportSize();
  await page.setViewportSize({ width: Math.max(width, size?.width ?? 0), height: Math.max(height, size?.height ?? 0) });
};

// Every story, as designers see it: Storybook's Vitest addon turns each story into a test that
// renders it in Chromium (Debian's, no download), runs its play function and an axe check
// (.storybook/preview.tsx), once per colour mode. npm run test:storybook.
function colourModeProject(mode: 'light' | 'dark') {
  return {
    extends: true as const,
    plugins: [
      storybookTest({
        configDir,
        initialGlobals: { colorMode: mode, ...(shots && { viewport: { value: 'desktop', isRotated: false } }) },
      }),
      ownDependencyCache(mode),
    ],
    test: {
      name: `storybook-${mode}`,
      setupFiles: ['tests/storybook/setup.ts'],
      ...(shots && { provide: { storyShots: { dir: shots, mode } } }),
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: '/usr/bin/chromium',
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-quic',
              '--no-first-run',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
            ],
          },
        }),
        instances: [{ browser: 'chromium' as const }],
        viewport: { width: 1280, height: 800 },
        // Storybook's plugin forbids the browser to write files unless the config allows it.
        ...(shots && { api: { allowWrite: true }, commands: { growPage } }),
      },
    },
  };
}

export default defineConfig({
  root,
  // The browser may write only inside the allowed folders: the project's, and the shots' if elsewhere.
  ...(shots && { server: { fs: { allow: [root, shots] } } }),
  test: {
    ...(shots && { reporters: ['default', ['./tests/storybook/shotsGallery.ts', { dir: shots }]] }),
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
