/**
 * The mock backend behind every story: the app's own handlers and store (mocks/backend.ts) over an
 * in-memory driver, reset to the seed before each story. The same module serves Storybook (an MSW
 * service worker) and the Vitest story suite (msw/node), so a story answers the same in both.
 */
import type { SetupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { LoaderFunction } from 'storybook/internal/types';
import { createMockBackend, type MockBackend } from '../mocks/backend';
import { memoryDriver } from '../mocks/db/drivers';

/**
 * Stories sign the demo accounts in many times over; full-strength PBKDF2 would only slow every
 * story switch (the hash format carries its iteration count, so verification is unchanged).
 */
const STORY_HASH_ITERATIONS = 1_000;

let backend: Promise<MockBackend> | undefined;

export function getStoryBackend(): Promise<MockBackend> {
  backend ??= createMockBackend({ driver: memoryDriver(), hashIterations: STORY_HASH_ITERATIONS });
  return backend;
}

/** What msw-storybook-addon needs of the MSW instance: a worker in Storybook, a server in Vitest. */
export type StoryMsw = SetupWorker;

/** Storybook: a service worker over the backend's handlers, served from `staticDirs` (public/). */
export async function startStoryWorker(): Promise<StoryMsw> {
  const { handlers } = await getStoryBackend();
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    // Relative to iframe.html, so a built Storybook works under any sub-path.
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
}

/**
 * The project-level loader: resets the store to the seed, then lets msw-storybook-addon restore the
 * backend's handlers and prepend the story's `parameters.msw.handlers`. One loader, so the reset
 * finishes before any story-level loader (a sign-in, say) runs: Storybook runs the loaders of one
 * level in parallel and the levels one after another.
 */
export function storyBackendLoader(setup: () => Promise<StoryMsw> = startStoryWorker): LoaderFunction {
  const msw = mswLoader(setup);
  return async (context) => {
    const { resetDemoData } = await getStoryBackend();
    await resetDemoData();
    return msw(context);
  };
}
