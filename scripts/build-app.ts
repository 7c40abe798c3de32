/**
 * Builds the app with React Router's CLI (`react-router build`, as `npm run build` does) into a
 * folder of its own, for the browser suites and the bundle checks. The app's files land in
 * `<buildDir>/client` (./serve-build.ts serves them).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const REACT_ROUTER = fileURLToPath(new URL('../node_modules/@react-router/dev/bin.js', import.meta.url));

/**
 * Where the scripts put throwaway builds. A build folder must sit inside the project: the
 * prerender step imports the server build it writes there, which resolves `@react-router/node`
 * from the project's node_modules (a folder under the system's temp dir fails the build).
 */
export const SCRATCH_DIR = path.join(ROOT, 'node_modules', '.cache', 'dispute-centre-builds');

export type ApiEnv =
  { VITE_API_MODE: 'mock'; VITE_MOCK_LATENCY_MS?: string } | { VITE_API_MODE: 'real'; VITE_API_BASE_URL: string };

export interface BuildAppOptions {
  /** The build folder (react-router.config.ts reads it from REACT_ROUTER_BUILD_DIR); relative to the project. */
  buildDir: string;
  api: ApiEnv;
  /** `inherit` shows the CLI's output; `pipe` keeps it, and shows it only when the build fails. */
  output?: 'inherit' | 'pipe';
  /** Hidden source maps beside the files (vite.config.ts), for the bundle's breakdown by source. */
  sourceMaps?: boolean;
}

/** Resolves with `<buildDir>/client`, absolute. */
export function buildApp(options: BuildAppOptions): Promise<string> {
  const buildDir = path.resolve(ROOT, options.buildDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Vitest sets NODE_ENV=test, and a build that inherits it bundles React's development build:
    // the suites and the figures are about the production bundle people get.
    NODE_ENV: 'production',
    REACT_ROUTER_BUILD_DIR: buildDir,
    ...options.api,
  };
  if (options.sourceMaps) env.BUILD_SOURCE_MAPS = '1';
  else delete env.BUILD_SOURCE_MAPS;
  // Nothing of the other mode may leak into this build (an exported base URL in a mock build, say).
  if (options.api.VITE_API_MODE === 'mock') delete env.VITE_API_BASE_URL;
  // vite.config.ts leaves React Router's plugin out under Vitest and Storybook, and a suite's
  // global setup runs with VITEST set: the build must not inherit it.
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'STORYBOOK') delete env[name];
  const output = options.output ?? 'inherit';
  // --emptyOutDir: the folder is this build's alone, and Vite leaves one outside the project as it was.
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [REACT_ROUTER, 'build', '--logLevel', 'warn', '--emptyOutDir'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', output, output],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(path.join(buildDir, 'client'));
      else
        reject(
          new Error(
            `react-router build (${options.api.VITE_API_MODE} mode, into ${options.buildDir}) exited with ${code}${log ? `:\n${log}` : ''}`,
          ),
        );
    });
  });
}

// As a command, for Playwright's webServer (playwright.config.ts): `--dir <buildDir>` builds in
// mock mode, with `--api <url>` in real mode against that server.
if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, api: { type: 'string' } } });
  const api: ApiEnv = values.api
    ? { VITE_API_MODE: 'real', VITE_API_BASE_URL: values.api }
    : { VITE_API_MODE: 'mock', VITE_MOCK_LATENCY_MS: '0' };
  buildApp({ buildDir: values.dir ?? 'build', api }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
