/**
 * The browser journeys (tests/e2e/*.e2e.ts) on Playwright Test, in Debian's Chromium (never a
 * downloaded browser), against a React Router build served as a static host would
 * (scripts/serve-build.ts).
 *
 * - mock mode (default, `npm run test:e2e`): the mock-mode build, its API on the MSW worker.
 * - real mode (`E2E_MODE=real`, `npm run test:e2e:real`): a real-mode build against the reference
 *   server on a fresh store (tests/e2e/referenceServer.ts). The app and the API are then two origins
 *   (localhost:A → localhost:B: cross-origin but same-site), so the session cookie travels with
 *   `credentials: 'include'` under CORS.
 *
 * Each run takes free ports and a build folder of its own, so two runs on one machine never serve
 * each other's build. Two workers by default (E2E_WORKERS): a journey spends much of its time
 * waiting on its pages, and each test has contexts of its own; in real mode each works on its own
 * account or dispute, so the order never matters (tests/e2e/journeys.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/kit/chromium';
import { freePort } from './tests/kit/freePort';

const mode = process.env.E2E_MODE === 'real' ? 'real' : 'mock';
const COUNTED = 'refreshes.e2e.ts';
const RESTART = 'serverRestart.e2e.ts';
const CLOCK = 'clock.e2e.ts';

// The config is read again in every worker: the ports chosen first travel in the environment.
process.env.E2E_APP_PORT ||= String(Number(process.env.E2E_PORT) || (await freePort()));
if (mode === 'real') {
  const taken = new Set([process.env.E2E_APP_PORT]);
  for (const name of ['E2E_API_PORT', 'E2E_CONTROL_PORT', 'E2E_OWN_API_PORT', 'E2E_OWN_PROXY_PORT']) {
    while (!process.env[name] || taken.has(process.env[name])) process.env[name] = String(await freePort());
    taken.add(process.env[name]);
  }
  process.env.E2E_SERVER_CONTROL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT}`;
  // Where the shared reference server writes its mail (.eml files, docs/server.md#mail), one folder
  // per run like the ports: a journey reads a reset link from it (passwordReset.e2e.ts).
  process.env.E2E_MAIL_DIR ||= join(tmpdir(), `dispute-centre-e2e-mail-${process.env.E2E_APP_PORT}`);
}
const appUrl = `http://localhost:${process.env.E2E_APP_PORT}`;
const apiUrl = `http://localhost:${process.env.E2E_API_PORT}`;
/**
 * A build made beforehand (E2E_PREBUILT, a folder as scripts/build-app.ts writes it): CI builds each
 * mode once and serves it to every suite that needs it (.ci/run). A real-mode one must name the API
 * at http://localhost:$E2E_API_PORT. Otherwise each run builds into a folder of its own, inside
 * the project (the prerender imports the server build it writes there) and removed afterwards.
 */
const prebuilt = process.env.E2E_PREBUILT;
process.env.E2E_BUILD_DIR = prebuilt ? '' : `dist-e2e/${mode}-${process.env.E2E_APP_PORT}`;
const buildDir = prebuilt ?? process.env.E2E_BUILD_DIR;

/**
 * How long any wait of a journey (an element, a navigation, a poll) may take before it fails: far
 * past what a quiet machine needs, since a busy one can take many seconds to build a page.
 */
const WAIT_MS = 120_000;

type TraceMode = 'off' | 'on' | 'retain-on-failure' | 'on-first-retry' | 'retain-on-first-failure';
function traceMode(asked: string | undefined): TraceMode {
  const modes: readonly TraceMode[] = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'];
  const mode = modes.find((candidate) => candidate === asked);
  if (asked && !mode) throw new Error(`E2E_TRACE=${asked}: expected one of ${modes.join(', ')}`);
  return mode ?? 'off';
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '*.e2e.ts',
  workers: Number(process.env.E2E_WORKERS) || 2,
  // A journey's limit only says "it hangs": on two cores shared with other work a journey of many
  // steps took over a minute and was right.
  timeout: 300_000,
  expect: { timeout: WAIT_MS },
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }]],
  outputDir: `test-results/e2e-${mode}`,
  globalTeardown: './tests/e2e/removeBuild.ts',
  // Against the reference server every journey shares one server and its store, but for two kinds
  // that each get one of their own (tests/e2e/referenceServer.ts), one test at a time, beside the
  // rest: those that count what a change refreshes (refreshes.e2e.ts), since an admin's lists follow
  // every change anyone makes, the one that restarts the server (serverRestart.e2e.ts), since
  // any call made meanwhile would fail, and the one that moves the server's clock (clock.e2e.ts),
  // since every other journey's times would move with it. Their browser contexts go through a proxy that sends the
  // build's API origin to that server. They are listed first: they are the longest. In mock mode
  // each browser has a store of its own, and they run with the rest.
  projects:
    mode === 'real'
      ? [
          {
            name: 'own server',
            testMatch: [COUNTED, RESTART, CLOCK],
            workers: 1,
            use: { proxy: { server: `http://127.0.0.1:${process.env.E2E_OWN_PROXY_PORT}` } },
          },
          { name: 'journeys', testIgnore: [COUNTED, RESTART, CLOCK] },
        ]
      : [{ name: 'journeys' }],
  use: {
    baseURL: appUrl,
    viewport: { width: 1280, height: 900 },
    actionTimeout: WAIT_MS,
    navigationTimeout: WAIT_MS,
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS] },
    screenshot: 'only-on-failure',
    // A trace records every action's page and a screencast: it nearly doubled each journey's CPU
    // time, for a file only read after a failure. Ask for one when a journey fails:
    // E2E_TRACE=retain-on-failure (docs/testing.md#finding-why-a-journey-failed).
    trace: traceMode(process.env.E2E_TRACE),
  },
  webServer: [
    ...(mode === 'real'
      ? [
          {
            name: 'reference server',
            command: 'node --import tsx tests/e2e/referenceServer.ts',
            url: `${apiUrl}/api/auth/me`,
            env: {
              MOCK_SERVER_PORT: process.env.E2E_API_PORT ?? '',
              MOCK_SERVER_ORIGIN: appUrl,
              MOCK_MAIL_DIR: process.env.E2E_MAIL_DIR ?? '',
              E2E_OWN_API_PORT: process.env.E2E_OWN_API_PORT ?? '',
              E2E_OWN_PROXY_PORT: process.env.E2E_OWN_PROXY_PORT ?? '',
            },
            stdout: 'pipe' as const,
            timeout: 120_000,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
          },
        ]
      : []),
    {
      name: `${mode}-mode app`,
      command: [
        ...(prebuilt
          ? []
          : [`node --import tsx scripts/build-app.ts --dir ${buildDir}${mode === 'real' ? ` --api ${apiUrl}` : ''}`]),
        `node --import tsx scripts/serve-build.ts --dir ${buildDir}/client --port ${process.env.E2E_APP_PORT}`,
      ].join(' && '),
      url: appUrl,
      stdout: 'pipe',
      timeout: 600_000,
    },
  ],
});
