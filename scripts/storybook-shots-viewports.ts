/**
 * The viewport each story asks for, for `npm run storybook:shots` (./storybook-shots.ts): the
 * index.json of a build carries no globals or parameters, so they are read from the preview's own
 * story store, in one page.
 */
import type { Browser } from 'playwright-core';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';

export interface Size {
  width: number;
  height: number;
}

export const DEFAULT_VIEWPORT: Size = { width: 1280, height: 800 };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function pxOf(value: unknown): number | null {
  const match = typeof value === 'string' ? /^(\d+(?:\.\d+)?)px$/.exec(value.trim()) : null;
  return match ? Math.round(Number(match[1])) : null;
}

/**
 * The size a story's viewport global names, from the viewport options in its parameters (Storybook's
 * minimal set when there are none); the default size when it names none or a size that is not in px.
 */
export function viewportOf(globalValue: unknown, parameters: unknown): Size {
  const viewportParameters = isRecord(parameters) ? parameters : {};
  const key = isRecord(globalValue) ? globalValue.value : typeof globalValue === 'string' ? globalValue : viewportParameters.defaultViewport;
  const rotated = isRecord(globalValue) && globalValue.isRotated === true;
  const options: unknown = viewportParameters.options ?? MINIMAL_VIEWPORTS;
  const option = typeof key === 'string' && isRecord(options) ? options[key] : undefined;
  const styles = isRecord(option) ? option.styles : undefined;
  const width = isRecord(styles) ? pxOf(styles.width) : null;
  const height = isRecord(styles) ? pxOf(styles.height) : null;
  if (width === null || height === null) return DEFAULT_VIEWPORT;
  return rotated ? { width: height, height: width } : { width, height };
}

/** Each story's viewport; a story the store cannot load gets the default size (and its shot shows why). */
export async function storyViewports(browser: Browser, iframeUrl: string, ids: string[]): Promise<Map<string, Size>> {
  const page = await browser.newPage();
  try {
    // Without a story id the preview loads its store and shows "no preview", rendering nothing.
    await page.goto(iframeUrl);
    await page.waitForFunction('window.__STORYBOOK_PREVIEW__ !== undefined');
    const found: unknown = await page.evaluate(`(async (ids) => {
      const preview = window.__STORYBOOK_PREVIEW__;
      await preview.ready();
      const out = {};
      for (const id of ids) {
        try {
          const { globals, parameters } = preview.getStoryContext(await preview.loadStory({ storyId: id }));
          out[id] = JSON.parse(JSON.stringify({ global: globals.viewport, parameters: parameters.viewport }));
        } catch {
          out[id] = null;
        }
      }
      return out;
    })(${JSON.stringify(ids)})`);
    const sizes = new Map<string, Size>();
    for (const id of ids) {
      const entry = isRecord(found) ? found[id] : undefined;
      sizes.set(id, isRecord(entry) ? viewportOf(entry.global, entry.parameters) : DEFAULT_VIEWPORT);
    }
    return sizes;
  } finally {
    await page.close();
  }
}
