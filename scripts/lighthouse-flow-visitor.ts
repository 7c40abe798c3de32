/**
 * The visitor of the user flow in `npm run bench:lighthouse` (./lighthouse-flow.ts): opens a page and
 * uses it at its first paint, as a person does who taps what they see, without waiting for the app.
 *
 * "At first paint": the control is on the page with a size, and the browser has reported the first
 * contentful paint (the paint entry arrives once that frame is on screen, so the visitor cannot have
 * acted on a frame that was never shown). Checked at every animation frame.
 *
 * Nothing here knows how the app starts: the outcome is read from what the visitor sees (the chat
 * panel, the field's value), so the same visitor measures today's first load and a later one.
 */
import { TimeoutError, type Page } from 'puppeteer-core';

/** The landing page's chat opener, by its visible text. */
export const CHAT_OPENER_TEXT = 'Open support chat';
/** What the visitor types on /login. */
export const TYPED_EMAIL = 'visitor@example.com';
/** Between two keys: a quick typist on a phone (the address takes about two seconds to type). */
const KEY_DELAY_MS = 100;
/**
 * How long after the page's load has settled the chat may still open from the tap (the chat's own
 * chunk, fetched on the tap, then renders). Whether that wait is acceptable is for the time to
 * handled to show; this only ends the wait once nothing more is coming.
 */
export const HANDLED_AFTER_SETTLED_MS = 2_000;
/** The longest the chat is waited for at all. */
const HANDLED_CEILING_MS = 60_000;
const FIRST_PAINT_TIMEOUT_MS = 30_000;
const LOADED_TIMEOUT_MS = 45_000;

export interface TapOutcome {
  /** Whether the chat panel opened after the one tap, before the first load settled (plus `HANDLED_AFTER_SETTLED_MS`). */
  handled: boolean;
  /** From the tap to the panel's first frame on screen (observed at the next animation frame), when handled. */
  handledMs: number | null;
  /** From the start of the load to the tap: when the visitor could first see the opener. */
  tappedAtMs: number;
  /**
   * When the one tap was not handled: whether a second tap, once the page has loaded, opens the chat.
   * A check on the bench itself: if that fails too, the bench no longer finds the opener or the panel.
   */
  secondTapOpened: boolean | null;
}

export interface TypingOutcome {
  /** Whether the field holds exactly what was typed, once the app has loaded. */
  kept: boolean;
  typed: string;
  value: string;
  /** From the start of the load to the tap on the field. */
  tappedAtMs: number;
  /** When not kept: whether typing again on the loaded page is kept (the bench's check on itself, as for the tap). */
  typedAgainKept: boolean | null;
}

interface Target {
  /** Where the visitor taps: a button's centre; a field's right end, which puts the caret after its text. */
  x: number;
  y: number;
  /** The length of a field's text (it starts filled with the demo address), 0 for a button. */
  filled: number;
}

/** Runs in the page: where to tap the first matching element once it is painted, else null. */
function paintedTarget(kind: 'button' | 'labelled-input', text: string): Target | null {
  if (!performance.getEntriesByName('first-contentful-paint').length) return null;
  let element: Element | null | undefined;
  if (kind === 'button') {
    element = Array.from(document.querySelectorAll('button')).find((button) => (button.textContent ?? '').includes(text));
  } else {
    const label = Array.from(document.querySelectorAll('label')).find((each) => (each.textContent ?? '').replace(/\W+$/, '').trim() === text);
    element = label?.control;
  }
  if (!element) return null;
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return null;
  const y = box.top + box.height / 2;
  if (element instanceof HTMLInputElement) return { x: box.right - Math.min(8, box.width / 4), y, filled: element.value.length };
  return { x: box.left + box.width / 2, y, filled: 0 };
}

/** Runs in the page: whether the support chat's panel (its conversation) is on screen. */
function chatPanelShown(): boolean {
  const log = document.querySelector('[role="dialog"] [role="log"]');
  if (!log) return false;
  const box = log.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** Runs in the page: the value of the input labelled `text`, or null when there is none. */
function labelledValue(text: string): string | null {
  const label = Array.from(document.querySelectorAll('label')).find((each) => (each.textContent ?? '').replace(/\W+$/, '').trim() === text);
  const control = label?.control;
  return control instanceof HTMLInputElement ? control.value : null;
}

/** Counts the page's requests in flight, from before its load starts (see `settle`). */
async function trackNetwork(page: Page) {
  const cdp = await page.createCDPSession();
  const inFlight = new Set<string>();
  let changedAt = performance.now();
  const started = ({ requestId }: { requestId: string }) => {
    inFlight.add(requestId);
    changedAt = performance.now();
  };
  const ended = ({ requestId }: { requestId: string }) => {
    inFlight.delete(requestId);
    changedAt = performance.now();
  };
  cdp.on('Network.requestWillBeSent', started);
  cdp.on('Network.loadingFinished', ended);
  cdp.on('Network.loadingFailed', ended);
  await cdp.send('Network.enable');
  return {
    /** Resolves once nothing has been in flight for `idleMs`. */
    async quiet(idleMs: number, timeoutMs: number): Promise<void> {
      const deadline = performance.now() + timeoutMs;
      while (inFlight.size > 0 || performance.now() - changedAt < idleMs) {
        if (performance.now() > deadline) throw new Error(`${inFlight.size} request(s) still in flight after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    detach: () => cdp.detach(),
  };
}

type Network = Awaited<ReturnType<typeof trackNetwork>>;

/**
 * Starts loading `url` without waiting for it; `loaded` settles when it has loaded. A failed load
 * rejects there, not as an unhandled rejection while the visitor is busy.
 */
async function startLoad(page: Page, url: string): Promise<{ loaded: Promise<unknown>; network: Network }> {
  const network = await trackNetwork(page);
  const loaded = page.goto(url, { waitUntil: 'load', timeout: LOADED_TIMEOUT_MS });
  loaded.catch(() => undefined);
  return { loaded, network };
}

async function waitForPainted(page: Page, kind: 'button' | 'labelled-input', text: string): Promise<Target> {
  const handle = await stage(`waiting for "${text}" at first paint`, page.waitForFunction(paintedTarget, { polling: 'raf', timeout: FIRST_PAINT_TIMEOUT_MS }, kind, text));
  const target = await handle.jsonValue();
  await handle.dispose();
  if (!target) throw new Error(`"${text}" was not found on ${page.url()}`);
  return target;
}

/**
 * The end of the visitor's visit: the page has loaded and its network has been quiet for a second,
 * so the timespan holds the whole first load whatever the visitor's outcome (its blocking time is
 * then comparable between runs and commits). Counted from the protocol's own events: Puppeteer's
 * `waitForNetworkIdle` never resolved on /login after the origin's data had been cleared, while the
 * protocol showed nothing in flight (puppeteer-core 24.43, Chromium 156).
 */
async function settle(page: Page, { loaded, network }: { loaded: Promise<unknown>; network: Network }): Promise<void> {
  try {
    await stage(`loading ${page.url()}`, loaded);
    await stage(`waiting for the network to go quiet on ${page.url()}`, network.quiet(1_000, LOADED_TIMEOUT_MS));
  } finally {
    await network.detach();
  }
}

/** Names the step of the visit a timeout or failure happened in (Puppeteer's own messages do not). */
async function stage<T>(what: string, promise: Promise<T>): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    throw new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/** Opens `url` (the landing page) and taps the chat opener at first paint, once. */
export async function tapChatAtFirstPaint(page: Page, url: string): Promise<TapOutcome> {
  const started = performance.now();
  const loading = await startLoad(page, url);
  const opener = await waitForPainted(page, 'button', CHAT_OPENER_TEXT);
  const tappedAt = performance.now();
  await page.touchscreen.tap(opener.x, opener.y);
  const giveUp = new AbortController();
  const opened = chatOpensWithin(page, HANDLED_CEILING_MS, giveUp.signal).then((yes) => (yes ? performance.now() - tappedAt : null));
  try {
    await settle(page, loading);
    const lastChance = new Promise<null>((resolve) => setTimeout(() => resolve(null), HANDLED_AFTER_SETTLED_MS));
    const handledMs = await Promise.race([opened, lastChance]);
    return { handled: handledMs !== null, handledMs, tappedAtMs: tappedAt - started, secondTapOpened: null };
  } finally {
    giveUp.abort();
    await opened.catch(() => undefined);
  }
}

/** Whether the chat panel shows within `timeout`; false too when the wait is given up. */
async function chatOpensWithin(page: Page, timeout: number, signal?: AbortSignal): Promise<boolean> {
  try {
    await page.waitForFunction(chatPanelShown, { polling: 'raf', timeout, signal });
    return true;
  } catch (error) {
    if (error instanceof TimeoutError || signal?.aborted) return false;
    throw error;
  }
}

/** After the timespan, on the loaded page: taps the opener again (see `TapOutcome.secondTapOpened`). */
export async function tapChatAgain(page: Page): Promise<boolean> {
  const opener = await waitForPainted(page, 'button', CHAT_OPENER_TEXT);
  await page.touchscreen.tap(opener.x, opener.y);
  return chatOpensWithin(page, 10_000);
}

/**
 * Opens `url` (/login) and, at first paint, taps the Email field at the end of the demo address it
 * is prefilled with, deletes that address key by key and types another, as a person on a phone
 * does (no select-all shortcut: a phone has none, and after keys lost to the page Chromium's
 * Ctrl+A no longer selected the field's text). Read once the app has loaded (`appLoaded`).
 */
/**
 * In the page: the app has taken over the prerendered HTML. A framework-mode build (React Router's
 * context on the window) marks `<html data-hydrated>`; the pipeline before it marked the page
 * `data-prerendered` until the app had adopted it.
 */
function appLoaded(): boolean {
  if ('__reactRouterContext' in window) return document.documentElement.hasAttribute('data-hydrated');
  return !document.querySelector('[data-prerendered]');
}

export async function typeEmailAtFirstPaint(page: Page, url: string): Promise<TypingOutcome> {
  const started = performance.now();
  const loading = await startLoad(page, url);
  const field = await waitForPainted(page, 'labelled-input', 'Email');
  const tappedAt = performance.now();
  await typeEmail(page, field);
  await settle(page, loading);
  await stage('waiting for the app to take over /login', page.waitForFunction(appLoaded, undefined, { timeout: LOADED_TIMEOUT_MS }));
  const value = (await page.evaluate(labelledValue, 'Email')) ?? '';
  return { kept: value === TYPED_EMAIL, typed: TYPED_EMAIL, value, tappedAtMs: tappedAt - started, typedAgainKept: null };
}

/** After the timespan, on the loaded page: types the address again (see `TypingOutcome.typedAgainKept`). */
export async function typeEmailAgain(page: Page): Promise<boolean> {
  await typeEmail(page, await waitForPainted(page, 'labelled-input', 'Email'));
  return (await page.evaluate(labelledValue, 'Email')) === TYPED_EMAIL;
}

async function typeEmail(page: Page, field: Target): Promise<void> {
  await page.touchscreen.tap(field.x, field.y);
  // Deleting goes quicker than typing: the key is pressed again and again, not looked for.
  for (let i = 0; i < field.filled; i++) {
    await page.keyboard.press('Backspace');
    await new Promise((resolve) => setTimeout(resolve, KEY_DELAY_MS / 2));
  }
  await page.keyboard.type(TYPED_EMAIL, { delay: KEY_DELAY_MS });
}
