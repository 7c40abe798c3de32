import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The Prism browser suite (npm run test:e2e:prism): every route of a real-mode build, its API a
// schema-driven mock of openapi.json (tests/prism/browserSetup.ts). One browser, one file, one
// test at a time: each visit builds its answers in Prism, and two cores do not take more.
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
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
