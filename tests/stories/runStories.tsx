/**
 * Every story renders in jsdom over the same mock backend as in Storybook (msw/node instead of the
 * service worker), runs its play function if it has one, and passes an axe check. One test per story.
 * The stories are split over a few test files by area, so Vitest's workers share them.
 */
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, describe, expect, test } from 'vitest';
import preview from '../../.storybook/preview';
import { getStoryBackend, storyBackendLoader, type StoryMsw } from '../../.storybook/storyBackend';

let server: SetupServer | undefined;

/** The node twin of `startStoryWorker`: the backend's handlers on an msw/node server. */
async function startStoryServer(): Promise<StoryMsw> {
  const { handlers } = await getStoryBackend();
  const started = setupServer(...handlers);
  started.listen({ onUnhandledRequest: 'error' });
  server = started;
  // msw-storybook-addon only calls `resetHandlers` and `use`, which both APIs share.
  return started as unknown as StoryMsw;
}

afterAll(() => server?.close());

setProjectAnnotations({ ...preview, loaders: [storyBackendLoader(startStoryServer)] });

export type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const AXE_OPTIONS: axe.RunOptions = {
  rules: {
    // jsdom does no layout or painting, so axe cannot compute colours; contrast is checked in the browser.
    'color-contrast': { enabled: false },
  },
};

/** A loading text in a live region ("Loading ...", docs/texts.md#loading-texts), or a region marked busy. */
function isLoading(root: HTMLElement): boolean {
  return Array.from(root.querySelectorAll('[role="status"], [aria-busy="true"]')).some(
    (element) => element.getAttribute('aria-busy') === 'true' || /loading/i.test(element.textContent ?? ''),
  );
}

/** Registers one test per story of the given modules (an `import.meta.glob` result). */
export function runStories(modules: Record<string, StoriesModule>): void {
  for (const [file, module] of Object.entries(modules)) {
    describe(file.replace(/^(\.\.\/)+src\//, ''), () => {
      // The glob loses each module's own export names, so the composed stories are typed by hand.
      const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];
      for (const [name, Story] of stories) {
        test(name, async () => {
          await Story.load();
          const { container } = render(<Story />);
          const slow = Story.parameters.pageState === 'slow';
          if (slow) {
            // Nothing will answer: let the first render and effects run, then check what shows.
            await new Promise((resolve) => setTimeout(resolve, 50));
          } else {
            await waitFor(() => expect(container.firstChild).not.toBeNull());
            await waitFor(() => expect(isLoading(container)).toBe(false), { timeout: 5_000 });
          }
          if (Story.play) await Story.play({ canvasElement: container });
          const results = await axe.run(container, AXE_OPTIONS);
          const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
          expect(violations).toEqual([]);
        });
      }
    });
  }
}
