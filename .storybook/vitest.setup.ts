import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { configure } from 'storybook/test';
import { afterEach, inject } from 'vitest';
import { commands, page } from 'vitest/browser';
import preview from '../../.storybook/preview';

setProjectAnnotations([a11yAnnotations, preview]);

// In the test run a play function's waits are as long as a story may take to appear on a busy
// two-core machine (docs/performance.md#measured-never-asserted); the test's limit is longer still.
configure({ asyncUtilTimeout: 30_000 });

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by ./vitest.config.ts under STORY_SHOTS (npm run storybook:shots). */
    storyShots?: { dir: string; mode: string };
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

// npm run storybook:shots: after the story has rendered and played (its test passed or not), a
// picture of the whole page at the story's width, <dir>/<story id>--<light|dark>.png. The frame grows
// to the page's height until that stays, so what renders as it nears the viewport is in the picture.
const shots = inject('storyShots');
if (shots) {
  afterEach(async ({ task }) => {
    const { storyId } = task.meta;
    if (!storyId) return;
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
      path: `${shots.dir}/${storyId}--${shots.mode}.png`,
      element: document.documentElement,
      animations: 'disabled',
    });
  }, 60_000);
}
