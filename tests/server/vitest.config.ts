import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The reference server (mocks/server.ts) as integrators run it (npm run test:server): started as
// a process on a SQLite file, or its HTTP stack in this process, called over real HTTP; killed,
// restarted, flooded and refused. Apart from `npm test`, whose unit and component tests need no
// process or port of their own.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'server',
    environment: 'node',
    include: ['tests/server/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    pool: 'threads',
    maxWorkers: 2,
    // As long as npm test's limits (vite.config.ts): a limit only says "it hangs".
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
