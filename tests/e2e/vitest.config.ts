import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys, driven by playwright-core over Debian's Chromium against a React Router build
// served as a static host would (scripts/serve-build.ts): npm run test:e2e on the mock-mode build
// (MSW worker), npm run test:e2e:real (E2E_MODE=real) on a real-mode build against the reference
// server over HTTP (tests/e2e/globalSetup.ts).
// One file at a time: one browser and one server on 2 cores.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    // A journey's limit only says "it hangs": on two cores shared with other work a journey of
    // many steps took over a minute and was right. Playwright's own 30 s bounds each step.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
