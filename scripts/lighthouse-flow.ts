/**
 * The user-flow run of `npm run bench:lighthouse`: what a person meets at first load, measured with
 * Lighthouse's `startFlow` on a Puppeteer page (puppeteer-core, the copy Lighthouse itself depends
 * on) in Debian's Chromium. Mobile profile: Lighthouse's default mobile emulation and throttling.
 * Navigations are throttled by simulation, as the page audits are; a timespan cannot simulate, so
 * Lighthouse applies its throttling in the browser instead (devtools throttling: 4× CPU slowdown,
 * 562.5 ms added to each request, 1.5 Mbit/s down), and the interaction metrics are measured under it.
 *
 * Four steps, in one browser started for this run alone (a first visitor has no profile):
 *   1. navigation of `/`, cold;
 *   2. timespan: a first visitor loads `/` and taps "Open support chat" at first paint;
 *   3. navigation of `/login`, cold;
 *   4. timespan: a first visitor loads `/login` and types an email at first paint.
 * A navigation step returns only once the page has loaded and gone quiet, long after its first
 * paint (and after the app has started on /login), so each timespan opens with its own cold load of
 * the page: the origin's storage, service workers and the HTTP cache are cleared first. Lighthouse
 * warns that a timespan holding a navigation is better audited as a navigation; here the load is
 * what the visitor's interaction lands in, so that warning is expected and not printed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateReport, startFlow, type FlowResult, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../tests/utils/chromium';
import { onCleanup } from './lighthouse-cleanup';
import { tapChatAgain, tapChatAtFirstPaint, typeEmailAgain, typeEmailAtFirstPaint, type TapOutcome, type TypingOutcome } from './lighthouse-flow-visitor';

export interface NavigationFigures {
  performance: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  warnings: string[];
}

export interface TimespanFigures {
  /** Interaction to Next Paint of the timespan: its slowest interaction (fewer than 50 of them). */
  inpMs: number | null;
  tbtMs: number | null;
  warnings: string[];
}

export interface FlowRun {
  landing: NavigationFigures;
  landingTap: TimespanFigures & TapOutcome;
  login: NavigationFigures;
  loginTyping: TimespanFigures & TypingOutcome;
  result: FlowResult;
}

/** Target of the first-load work, printed beside the figures and not enforced yet. */
export const FLOW_TARGET = { inpMs: 200, tapHandled: true } as const;

/** The warning every timespan here earns on purpose (see above). */
const NAVIGATION_IN_TIMESPAN = /page navigation was detected during the run/i;

const numeric = (lhr: Result, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

function checked(lhr: Result | undefined, step: string): Result {
  if (!lhr) throw new Error(`the flow has no ${step} step`);
  if (lhr.runtimeError) throw new Error(`${step}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

function navigationFigures(lhr: Result): NavigationFigures {
  const value = lhr.categories.performance?.score;
  return {
    performance: value === null || value === undefined ? null : Math.round(value * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    warnings: lhr.runWarnings,
  };
}

function timespanFigures(lhr: Result): TimespanFigures {
  return {
    inpMs: numeric(lhr, 'interaction-to-next-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    warnings: lhr.runWarnings.filter((warning) => !NAVIGATION_IN_TIMESPAN.test(warning)),
  };
}

/** Leaves the page on about:blank with nothing of `origin` left in the browser: a first visit follows. */
async function forgetOrigin(page: Page, origin: string): Promise<void> {
  await page.goto('about:blank');
  const cdp = await page.createCDPSession();
  try {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
}

/** One run of the flow against the app served at `baseUrl`. */
export async function runFlow(baseUrl: string, chromePath: string): Promise<FlowRun> {
  // A profile of our own: Puppeteer deletes its temporary one only when it closes the browser itself,
  // which it cannot after Ctrl-C has already ended Chromium.
  const profile = await mkdtemp(join(tmpdir(), 'bench-lighthouse-profile-'));
  const removeProfile = onCleanup('flow browser profile', () => rm(profile, { recursive: true, force: true }));
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    userDataDir: profile,
    args: [...CHROMIUM_ARGS],
    // Lighthouse sets the mobile viewport; Puppeteer's own default (800×600) would only compete with it.
    defaultViewport: null,
    // Puppeteer's own handlers would end the process on Ctrl-C before ./lighthouse-cleanup.ts has run.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const close = onCleanup('flow browser', () => browser.close());
  try {
    const page = await browser.newPage();
    const origin = new URL(baseUrl).origin;
    const flow = await startFlow(page, {
      name: 'First load',
      // `clearStorageTypes`: a navigation step's reset then leaves nothing of the origin (by default
      // it keeps IndexedDB and localStorage, which the app fills as soon as it starts).
      flags: { logLevel: 'error', onlyCategories: ['performance'], clearStorageTypes: ['all'] },
    });

    await flow.navigate(`${baseUrl}/`, { name: 'Landing, cold load' });
    await forgetOrigin(page, origin);
    await flow.startTimespan({ name: 'Landing: tap "Open support chat" at first paint' });
    const tap = await tapChatAtFirstPaint(page, `${baseUrl}/`);
    await flow.endTimespan();
    if (!tap.handled) tap.secondTapOpened = await tapChatAgain(page);

    // Cold like the first: a flow's later navigations skip the reset unless told otherwise.
    await flow.navigate(`${baseUrl}/login`, { name: 'Login, cold load', disableStorageReset: false });
    await forgetOrigin(page, origin);
    await flow.startTimespan({ name: 'Login: type an email at first paint' });
    const typing = await typeEmailAtFirstPaint(page, `${baseUrl}/login`);
    await flow.endTimespan();
    if (!typing.kept) typing.typedAgainKept = await typeEmailAgain(page);

    const result = await flow.createFlowResult();
    const [landingNav, landingSpan, loginNav, loginSpan] = result.steps.map((step) => step.lhr);
    return {
      landing: navigationFigures(checked(landingNav, 'landing navigation')),
      landingTap: { ...timespanFigures(checked(landingSpan, 'landing timespan')), ...tap },
      login: navigationFigures(checked(loginNav, 'login navigation')),
      loginTyping: { ...timespanFigures(checked(loginSpan, 'login timespan')), ...typing },
      result,
    };
  } finally {
    await close();
    await removeProfile();
  }
}

/** The flow's report, for the Lighthouse flow viewer (LIGHTHOUSE_REPORTS). */
export const flowReportHtml = (result: FlowResult): string => generateReport(result, 'html');
