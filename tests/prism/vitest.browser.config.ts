import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Prism browser suite (npm run test:e2e:prism): every route of a real-mode build, its API a
// schema-driven mock of openapi.json (tests/prism/browserSetup.ts). One browser, one file; three
// visits at a time, each in a context of its own: a visit spends most of its time waiting for its
// page to settle (the network idle for half a second, twice).
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e-prism',
    environment: 'node',
    include: ['tests/prism/**/*.prism.ts'],
    globalSetup: ['tests/prism/browserSetup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { concurrent: true },
    maxConcurrency: 3,
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
