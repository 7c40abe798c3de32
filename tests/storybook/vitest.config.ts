import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { CHROMIUM_ARGS } from '../kit/chromium';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configDir = fileURLToPath(new URL('../../.storybook', import.meta.url));

// npm run storybook:shots: STORY_SHOTS names a folder, and each story, once rendered and played, is
// saved there as a PNG per colour mode (.storybook/vitest.setup.ts), with an index.html of them all
// (./shotsGallery.ts).
// A story without a viewport of its own is shot at the toolbar's `desktop` (1280×800) rather than the
// Vitest addon's 1200×900. Without STORY_SHOTS nothing below changes the run.
const shots = process.env.STORY_SHOTS ? path.resolve(process.env.STORY_SHOTS) : undefined;

// The story's frame is scaled down to fit Playwright's 1280×720 page; for a picture at the frame's
// full size the page grows to fit it (.storybook/vitest.setup.ts).
const growPage: BrowserCommand<[width: number, height: number]> = async ({ page }, width, height) => {
  const size = page.viewportSize();
  await page.setViewportSize({ width: Math.max(width, size?.width ?? 0), height: Math.max(height, size?.height ?? 0) });
};

// Every story, as designers see it: Storybook's Vitest addon turns each story into a test that
// renders it once in Chromium (Debian's, no download) and runs its play function;
// .storybook/vitest.setup.ts then checks it with axe in light and in dark on the same page.
// npm run test:storybook.
export default defineConfig({
  root,
  // The browser may write only inside the allowed folders: the project's, and the shots' if elsewhere.
  ...(shots && { server: { fs: { allow: [root, shots] } } }),
  test: {
    ...(shots && { reporters: ['default', ['./tests/storybook/shotsGallery.ts', { dir: shots }]] }),
    // Longer than a play function's wait (30 s, .storybook/vitest.setup.ts), so a failing wait
    // reports what it saw.
    testTimeout: 90_000,
    // Optimising the dependencies and starting Chromium took over the default minute on two cores
    // shared with other work, and the whole suite failed without running a story. Only a browser
    // that never connects waits this long. Vitest reads this from the root config.
    browser: { connectTimeout: 600_000 },
    projects: [
      {
        extends: true,
        plugins: [
          storybookTest({
            configDir,
            ...(shots && { initialGlobals: { viewport: { value: 'desktop', isRotated: false } } }),
          }),
        ],
        test: {
          name: 'storybook',
          // Two story files at a time, one per core (Vitest's default on two cores is one), and
          // each worker's files in one page, its modules loaded once: a fresh frame per file doubled
          // the suite's time. Stories already share a file's page; what one leaves pending never
          // settles in a later one (.storybook/vitest.setup.ts, docs/testing.md#the-story-suite).
          maxWorkers: 2,
          isolate: false,
          setupFiles: ['.storybook/vitest.setup.ts'],
          ...(shots && { provide: { storyShots: shots } }),
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS] } }),
            instances: [{ browser: 'chromium' as const }],
            viewport: { width: 1280, height: 800 },
            // Storybook's plugin forbids the browser to write files unless the config allows it.
            ...(shots && { api: { allowWrite: true }, commands: { growPage } }),
          },
        },
      },
    ],
  },
});
