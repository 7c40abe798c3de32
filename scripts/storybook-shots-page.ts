/**
 * One story in headless Chromium for `npm run storybook:shots` (./storybook-shots.ts): a page that
 * waits for Storybook's preview to say the story has finished (rendered, play function and
 * afterEach done), lets the page settle and takes a full-page screenshot.
 *
 * The code that runs in the page is plain JavaScript in strings: tsx compiles functions with a
 * `__name` helper the page does not have, so a function handed to Playwright would throw there.
 */
import { writeFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import {
  PLAY_FUNCTION_THREW_EXCEPTION,
  STORY_ERRORED,
  STORY_FINISHED,
  STORY_MISSING,
  STORY_RENDER_PHASE_CHANGED,
  STORY_THREW_EXCEPTION,
  UNHANDLED_ERRORS_WHILE_PLAYING,
} from 'storybook/internal/core-events';
import type { Size } from './storybook-shots-viewports';

/** Play functions wait up to ten seconds per query; a story still busy after this is stuck. */
const FINISH_TIMEOUT_MS = 45_000;

/** What the page's init script records from the preview's channel (see INIT_SCRIPT). */
interface PageRecord {
  phase: string;
  finished: boolean;
  errors: string[];
  playErrors: string[];
  a11y: string[];
}

export interface Shot {
  file: string;
  size: Size;
  /** The story did not render or threw (in a loader, its render or afterEach), is missing, or timed out. */
  renderErrors: string[];
  playErrors: string[];
  /** Uncaught errors outside the play function (the preview reports those during play itself). */
  pageErrors: string[];
  /** Axe violations the a11y addon reported after the story, as `rule (nodes)`. */
  a11y: string[];
  ms: number;
}

const INIT_SCRIPT = `(() => {
  const EVENTS = ${JSON.stringify({
    phase: STORY_RENDER_PHASE_CHANGED,
    finished: STORY_FINISHED,
    errored: STORY_ERRORED,
    threw: STORY_THREW_EXCEPTION,
    missing: STORY_MISSING,
    playThrew: PLAY_FUNCTION_THREW_EXCEPTION,
    unhandled: UNHANDLED_ERRORS_WHILE_PLAYING,
  })};
  // Storage starts empty for every story, as in a fresh browser: Mock Service Worker keeps its
  // cookie jar (the session) in localStorage, and the pages of one context share it.
  localStorage.clear();
  sessionStorage.clear();
  const record = { phase: 'loading the preview', finished: false, errors: [], playErrors: [], a11y: [] };
  window.__storybookShots = record;
  const text = (error) => {
    if (!error || typeof error !== 'object') return String(error);
    const name = error.name && error.name !== 'Error' ? error.name + ': ' : '';
    return (name + (error.message || error.title || '') + (error.description ? ' ' + error.description : '')).trim();
  };
  const listen = (channel) => {
    channel.on(EVENTS.phase, (event) => { record.phase = event.newPhase; });
    // The preview normally reports the end of an errored story too; should it not, the error is the end.
    const endSoon = () => setTimeout(() => { record.finished = true; }, 3000);
    channel.on(EVENTS.errored, (event) => { record.errors.push('render error: ' + text(event)); endSoon(); });
    channel.on(EVENTS.threw, (event) => { record.errors.push('threw: ' + text(event)); endSoon(); });
    // A story that cannot be loaded ends here: no render follows, so nothing else would finish it.
    channel.on(EVENTS.missing, (id) => { record.errors.push('Storybook could not load the story ' + (id || '')); record.finished = true; });
    channel.on(EVENTS.playThrew, (event) => { record.playErrors.push(text(event)); });
    channel.on(EVENTS.unhandled, (errors) => { record.playErrors.push(...errors.map((error) => 'Uncaught while playing: ' + text(error))); });
    channel.on(EVENTS.finished, (event) => {
      for (const report of event.reporters || []) {
        if (report.type !== 'a11y' || !report.result) continue;
        if (report.result.error) record.a11y.push('could not run: ' + text(report.result.error));
        for (const violation of report.result.violations || []) record.a11y.push(violation.id + ' (' + violation.nodes.length + ')');
      }
      record.finished = true;
    });
  };
  // The preview assigns its channel to this global as it starts; listening from that moment on
  // catches every event of the first (and only) render.
  let current;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => current,
    set: (channel) => { if (channel && channel !== current) listen(channel); current = channel; },
  });
})()`;

/**
 * After the story: fonts, then a scroll to the bottom and back, so that parts that render or load
 * as they near the viewport (the landing page's report form) are in the picture, then a quiet DOM.
 * `content-visibility: auto` bands off screen are not painted in a full-page capture (Chromium
 * captures beyond the viewport without scrolling), so they are made visible for the shot.
 */
const SETTLE_SCRIPT = `(async () => {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
  const quiet = async (forMs, capMs) => {
    let last = performance.now();
    const observer = new MutationObserver(() => { last = performance.now(); });
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    const start = performance.now();
    while (performance.now() - last < forMs && performance.now() - start < capMs) await sleep(50);
    observer.disconnect();
  };
  await document.fonts.ready;
  const root = document.scrollingElement || document.documentElement;
  const step = Math.max(200, innerHeight - 100);
  for (let y = step; y < root.scrollHeight; y += step) {
    scrollTo(0, y);
    await frame();
    await sleep(40);
  }
  await quiet(300, 5000);
  const style = document.createElement('style');
  style.textContent = '*, *::before, *::after { content-visibility: visible !important; }';
  document.head.append(style);
  const pending = [...document.images].filter((image) => !image.complete);
  await Promise.race([sleep(5000), Promise.all(pending.map((image) => new Promise((resolve) => { image.onload = image.onerror = resolve; })))]);
  await document.fonts.ready;
  scrollTo(0, 0);
  await frame();
  await frame();
  return document.body.className.split(' ').find((name) => name.startsWith('sb-show-')) || '';
})()`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Storybook's expect colours its messages for a terminal; the report is no terminal. */
// eslint-disable-next-line no-control-regex
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function pageRecordOf(value: unknown): PageRecord {
  const strings = (list: unknown) => (Array.isArray(list) ? list.map((item) => plain(String(item))) : []);
  if (!isRecord(value)) return { phase: 'no record (the init script did not run)', finished: false, errors: [], playErrors: [], a11y: [] };
  return {
    phase: String(value.phase),
    finished: value.finished === true,
    errors: strings(value.errors),
    playErrors: strings(value.playErrors),
    a11y: strings(value.a11y),
  };
}

/** A PNG's size, from its header. */
function pngSize(png: Buffer): Size {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * One story in one colour mode, in a new page of `context`. A context serves one story at a time:
 * its cookies go before and its storage is emptied as the page starts, while the HTTP cache and the
 * registered service worker stay, which saves seconds a story.
 */
export async function shootStory(context: BrowserContext, storyUrl: string, viewport: Size, file: string): Promise<Shot> {
  const started = performance.now();
  await context.clearCookies();
  const page = await context.newPage();
  const renderErrors: string[] = [];
  const pageErrors: string[] = [];
  try {
    await page.setViewportSize(viewport);
    page.on('pageerror', (error) => pageErrors.push(plain(error.message)));
    await page.addInitScript(INIT_SCRIPT);
    await page.goto(storyUrl);
    const finished = await page
      .waitForFunction('window.__storybookShots && window.__storybookShots.finished', undefined, { timeout: FINISH_TIMEOUT_MS, polling: 100 })
      .then(() => true, () => false);
    const record = pageRecordOf(await page.evaluate('window.__storybookShots'));
    renderErrors.push(...record.errors);
    if (!finished) renderErrors.push(`did not finish within ${FINISH_TIMEOUT_MS / 1000} s (last phase: ${record.phase})`);
    const shown = String(await page.evaluate(SETTLE_SCRIPT));
    if (shown !== 'sb-show-main' && record.errors.length === 0) renderErrors.push(`Storybook still shows ${shown || 'no story'} instead of the story`);
    const png = await page.screenshot({ fullPage: true, animations: 'disabled' });
    await writeFile(file, png);
    return {
      file,
      size: pngSize(png),
      renderErrors,
      playErrors: record.playErrors,
      // What the preview reported already (uncaught while playing, or failed by the project's
      // afterEach) is not repeated; the rest is the page's own.
      pageErrors: pageErrors.filter((message) => ![...renderErrors, ...record.playErrors].some((error) => error.includes(message))),
      a11y: record.a11y,
      ms: performance.now() - started,
    };
  } finally {
    await page.close();
  }
}
