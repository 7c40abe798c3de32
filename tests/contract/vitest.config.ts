import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The conformance suite (npm run test:contract [-- --base-url URL] [--prism]): the typed client
// against a server over real HTTP. One file at a time, in order: the tests share accounts on that
// server, and in Prism mode each test is held to what Prism found in its own calls.
const PRISM = process.env.CONTRACT_PRISM === '1';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'contract',
    environment: 'node',
    include: ['tests/contract/**/*.contract.ts'],
    globalSetup: ['tests/contract/globalSetup.ts'],
    setupFiles: PRISM ? ['tests/prism/contractHooks.ts'] : [],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
