/**
 * The story suite's setup (npm run test:storybook, tests/storybook/vitest.config.ts). It sits in
 * .storybook because Storybook's Vitest addon applies the preview's annotations by itself unless a
 * setup file here does: this one does, to check every story in both colour modes.
 */
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import type { AfterEach } from 'storybook/internal/types';
import { waitForAnimations } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from './preview';
import { applyColorMode, type ColorMode } from '../src/theme';

// Every story of a worker shares one page and its modules (isolate: false, tests/storybook/vitest.config.ts),
// so a request a story leaves pending on purpose (a "Sending…" or loading state) must never settle
// in a later story: the client's 30 s limit (src/api/client.ts) would fail it then, and its page's
// refresh would reach a cache that story no longer has. No story waits for that limit (the timeout
// message has a story of its own), so in this run the limit never fires.
AbortSignal.timeout = () => new AbortController().signal;

// In the test run a play function's waits are as long as a story may take to appear on a busy
// two-core machine (docs/performance.md#measured-never-asserted); the test's limit is longer still.
configure({ asyncUtilTimeout: 30_000 });

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/storybook/vitest.config.ts under STORY_SHOTS (npm run storybook:shots): the pictures' folder. */
    storyShots?: string;
  }
  export interface TaskMeta {
    /** Set by Storybook's Vitest addon on each story's test. */
    storyId?: string;
  }
}
declare module 'vitest/browser' {
  interface BrowserCommands {
    growPage: (width: number, height: number) => Promise<void>;
  }
}

const modeShown = (): ColorMode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/** Resolves once the DOM has not changed for 300 ms, or after 5 s. */
const quiet = () =>
  new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(cap);
      resolve();
    };
    let timer = setTimeout(done, 300);
    const cap = setTimeout(done, 5_000);
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(done, 300);
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });

// npm run storybook:shots: after the story has rendered and played, a picture of the whole page at
// the story's width in each colour mode, <dir>/<story id>--<light|dark>.png. The frame grows to
// the page's height until that stays, so what renders as it nears the viewport is in the picture.
const shotsDir = inject('storyShots');
async function shoot(storyId: string, mode: ColorMode): Promise<void> {
  if (!shotsDir) return;
  await document.fonts.ready;
  const width = window.innerWidth;
  const fullHeight = () => Math.max(window.innerHeight, document.documentElement.scrollHeight);
  for (let height = 0, round = 0; fullHeight() !== height && round < 5; round++) {
    height = fullHeight();
    await commands.growPage(width, height);
    await page.viewport(width, height);
    await quiet();
  }
  await page.screenshot({
    path: `${shotsDir}/${storyId}--${mode}.png`,
    element: document.documentElement,
    animations: 'disabled',
  });
}

/**
 * Each story is rendered and played once, then checked in both colour modes on the same page:
 * axe in the mode it rendered in (light, unless the story asks for dark), then the app's own switch
 * to dark (`applyColorMode`, as the header's toggle does) and axe again
 * (docs/storybook.md#checked-in-a-real-browser). This replaces the addon's own afterEach, which
 * runs axe once. Storybook runs afterEach hooks last-registered first, so the preview's check for
 * stray errors and /api calls runs after both modes and covers them.
 */
const checkBothModes: AfterEach = async (context) => {
  const first = modeShown();
  await a11yAnnotations.afterEach(context);
  await shoot(context.id, first);
  if (first === 'dark') return;
  applyColorMode('dark');
  // React re-renders what follows the mode, and a motion still playing (an entrance) ends first.
  await waitForAnimations();
  try {
    await a11yAnnotations.afterEach(context);
  } catch (error) {
    if (error instanceof Error) error.message = `In dark mode: ${error.message}`;
    throw error;
  }
  await shoot(context.id, 'dark');
};

setProjectAnnotations([{ ...a11yAnnotations, afterEach: [] }, preview, { afterEach: checkBothModes }]);
