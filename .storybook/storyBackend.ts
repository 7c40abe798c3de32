/**
 * The mock backend behind every story: the app's own handlers and store (mocks/backend.ts) over an
 * in-memory driver, reset to the seed before each story, behind an MSW service worker. Storybook and
 * its browser test run (npm run test:storybook) load the same module, so a story answers the same in both.
 */
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { LoaderFunction } from 'storybook/internal/types';
import { createMockBackend, type MockBackend } from '../mocks/backend';
import { memoryDriver } from '../mocks/db/drivers';
import { NO_SUCH_ENDPOINT } from '../mocks/handlers';

/**
 * Stories sign the demo accounts in many times over; full-strength PBKDF2 would only slow every
 * story switch (the hash format carries its iteration count, so verification is unchanged).
 */
const STORY_HASH_ITERATIONS = 1_000;

let backend: Promise<MockBackend> | undefined;

/**
 * /api calls no endpoint answered since the story began: left to the network (a story must not
 * depend on a real server) or answered by the backend's catch-all 404 (a path the contract lacks).
 */
let unhandledApiCalls: string[] = [];

/** The unhandled /api calls of the current story, emptying the list. */
export function takeUnhandledApiCalls(): string[] {
  const calls = unhandledApiCalls;
  unhandledApiCalls = [];
  return calls;
}

export function getStoryBackend(): Promise<MockBackend> {
  backend ??= createMockBackend({
    driver: memoryDriver(),
    hashIterations: STORY_HASH_ITERATIONS,
    // Stories sign the demo admin in again and again within one code's window (./signInAdmin.ts).
    reusableTotpCodes: true,
  });
  return backend;
}

/** Storybook: a service worker over the backend's handlers, served from `staticDirs` (public/). */
export async function startStoryWorker(): Promise<SetupWorker> {
  const { handlers } = await getStoryBackend();
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({
    // Anything else (the app's modules, fonts) goes to the network as usual.
    onUnhandledRequest: (request, print) => {
      const { pathname } = new URL(request.url);
      if (!pathname.startsWith('/api/')) return;
      unhandledApiCalls.push(`${request.method} ${pathname}`);
      print.error();
    },
    quiet: true,
    // Relative to iframe.html, so a built Storybook works under any sub-path.
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  worker.events.on('response:mocked', async ({ request, response }) => {
    if (response.status !== 404) return;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (typeof body === 'object' && body !== null && 'message' in body && body.message === NO_SUCH_ENDPOINT) {
      unhandledApiCalls.push(`${request.method} ${new URL(request.url).pathname}`);
    }
  });
  return worker;
}

/**
 * The project-level loader: resets the store to the seed, then lets msw-storybook-addon restore the
 * backend's handlers and prepend the story's `parameters.msw.handlers`. One loader, so the reset
 * finishes before any story-level loader (a sign-in, say) runs: Storybook runs the loaders of one
 * level in parallel and the levels one after another.
 */
export function storyBackendLoader(): LoaderFunction {
  const msw = mswLoader(startStoryWorker);
  return async (context) => {
    const { resetDemoData } = await getStoryBackend();
    await resetDemoData();
    unhandledApiCalls = [];
    return msw(context);
  };
}
