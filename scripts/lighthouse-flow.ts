/**
 * The user flow of `npm run bench:lighthouse`, which Lighthouse CI cannot run: Lighthouse's `startFlow` on a
 * puppeteer-core page, mobile (a timespan cannot simulate throttling: Lighthouse applies 4× CPU and 562.5 ms a
 * request in the browser). Each run, two timespans, each a cold load in a fresh browser where the visitor acts at
 * first paint (first contentful paint reported, the control on screen), ending 2 s after the load has settled:
 * a tap on "Open support chat" on `/` (handled when the chat shows by then), and the prefilled Email on `/login`
 * deleted and another address typed (kept when the hydrated app holds it). A miss is tried again on the loaded
 * page, to tell the app's miss from the bench's. Printed, not enforced: INP ≤ 200 ms and every tap handled.
 */
import { startFlow } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../tests/kit/chromium';

type Kind = 'chat' | 'email';
type Run = { ok: boolean; again: boolean | null; inp: number; tbt: number };
const EMAIL = 'visitor@example.com';
const yes = (promise: Promise<unknown>) => promise.then(() => true).catch(() => false);

/** In the page: where to tap the control once painted (a field at its right end, after its text), else null. */
function painted(kind: Kind) {
  if (!performance.getEntriesByName('first-contentful-paint').length) return null;
  const element =
    kind === 'chat'
      ? [...document.querySelectorAll('button')].find((button) => button.textContent?.includes('Open support chat'))
      : document.querySelector<HTMLInputElement>('input[type="email"]');
  const box = element?.getBoundingClientRect();
  if (!element || !box?.width || !box.height) return null;
  const filled = element instanceof HTMLInputElement ? element.value.length : 0;
  return { x: filled ? box.right - 8 : box.left + box.width / 2, y: box.top + box.height / 2, filled };
}

/** The visitor: taps the opener, or taps the field, deletes its text and types an address as a quick typist does. */
async function visit(page: Page, kind: Kind): Promise<void> {
  const found = await page.waitForFunction(painted, { polling: 'raf', timeout: 30_000 }, kind).catch(() => null);
  const target = await found?.jsonValue();
  if (!target) throw new Error(`no ${kind} control painted on ${page.url()} within 30 s`);
  await page.touchscreen.tap(target.x, target.y);
  for (let i = 0; kind === 'email' && i < target.filled; i++) await page.keyboard.press('Backspace', { delay: 50 });
  if (kind === 'email') await page.keyboard.type(EMAIL, { delay: 100 });
}

/** Whether the chat shows (within `waitMs`), or the app, hydrated, holds the address typed. */
async function handled(page: Page, kind: Kind, waitMs = 0): Promise<boolean> {
  const shown = () => Boolean(document.querySelector('[role="dialog"] [role="log"]')?.getClientRects().length);
  if (kind === 'chat') return waitMs ? yes(page.waitForFunction(shown, { timeout: waitMs })) : page.evaluate(shown);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), { timeout: 30_000 });
  return (await page.evaluate(() => document.querySelector<HTMLInputElement>('input[type="email"]')?.value)) === EMAIL;
}

async function timespan(url: string, kind: Kind): Promise<Run> {
  // handleSIGINT: false, as ./bench-lighthouse.ts cleans up first; Lighthouse sets the (mobile) viewport.
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const options = { executablePath, args: [...CHROMIUM_ARGS], defaultViewport: null, handleSIGINT: false };
  const browser = await puppeteer.launch(options);
  try {
    const page = await browser.newPage();
    const flow = await startFlow(page, { flags: { logLevel: 'error', onlyCategories: ['performance'] } });
    await flow.startTimespan();
    const loaded = page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    loaded.catch(() => undefined); // awaited once the visitor is done
    await visit(page, kind);
    await loaded;
    await page.waitForNetworkIdle({ idleTime: 1_000, timeout: 60_000 });
    await new Promise((done) => setTimeout(done, 2_000));
    const ok = await handled(page, kind);
    await flow.endTimespan();
    const again = ok ? null : (await yes(visit(page, kind))) && (await handled(page, kind, 10_000));
    const audits = (await flow.createFlowResult()).steps[0]?.lhr.audits;
    const value = (id: string) => audits?.[id]?.numericValue ?? NaN;
    return { ok, again, inp: value('interaction-to-next-paint'), tbt: value('total-blocking-time') };
  } finally {
    await browser.close();
  }
}

/** Every run's figure and their median (the lower middle one for an even count); "—" where there is none. */
function figures(runs: Run[], id: 'inp' | 'tbt'): [string, number] {
  const known = runs.map((run) => run[id]).filter((value) => !Number.isNaN(value));
  known.sort((a, b) => a - b);
  const median = known[Math.floor((known.length - 1) / 2)] ?? NaN;
  const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
  return [`${runs.map((run) => ms(run[id])).join(' ')} (median ${ms(median)})`, median];
}

export async function runFlow(baseUrl: string, runs: number): Promise<void> {
  console.log(`\n[flow] ${runs} run(s): a tap on "Open support chat" (/) and an email typed (/login) at first paint`);
  const done: Record<Kind, Run[]> = { chat: [], email: [] };
  for (let i = 1; i <= runs; i++) {
    for (const kind of ['chat', 'email'] as const) {
      await timespan(`${baseUrl}/${kind === 'chat' ? '' : 'login'}`, kind)
        .then((run) => done[kind].push(run))
        .catch((error: unknown) => console.log(`[flow] ${kind} run ${i} failed: ${String(error)}`));
    }
  }
  let met = done.chat.length === runs && done.chat.every((run) => run.ok);
  for (const [kind, all] of Object.entries(done)) {
    const [[inp, medianInp], [tbt]] = [figures(all, 'inp'), figures(all, 'tbt')];
    met &&= medianInp <= 200;
    const label = `${kind === 'chat' ? 'tap handled' : 'keystrokes kept'} ${all.filter((run) => run.ok).length}/${all.length}`;
    const check = all.some((run) => run.again === false) ? ' (nor once loaded: is the bench broken?)' : '';
    console.log(`[flow] ${label}${check}; INP ${inp}; TBT ${tbt}`);
  }
  console.log(`[flow] target (not enforced) INP ≤ 200 ms and the tap handled in every run: ${met ? 'met' : 'NOT met'}`);
}
