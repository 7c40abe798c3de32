/**
 * Counting what a change makes each tab fetch again (./refreshes.e2e.ts), against the one table of
 * changes (src/api/changes.ts, docs/server.md#what-a-change-refreshes): a tab's reads on screen are
 * the ones it made on arrival; after a change, it must fetch again, once each, exactly those of
 * them that the table names for the kinds of change it heard of.
 */
import type { Page } from '@playwright/test';
import { keysChangedBy, type ChangeKind } from '../../src/api/changes';
import { expect } from './browser';

export interface WatchedTab {
  page: Page;
  /** The reads it made on arrival (`/api/…?query`): the reads on screen. */
  onScreen: Set<string>;
  /** The API calls since it was last counted (`GET /api/disputes/DSP-1`), the live stream aside. */
  calls: string[];
}

const apiCall = (url: URL) => url.pathname.startsWith('/api/') && url.pathname !== '/api/events';

/**
 * A refresh that came twice would be asked for right after the first (the calls are counted as
 * they are asked for, not answered): a pause of a few round trips lets a second one show before
 * the calls are counted. It can only miss a late duplicate, never fail a right run: the expected
 * calls are waited for first, however long they take.
 */
export const settle = (page: Page) => page.waitForTimeout(1_000);

/**
 * Opens `path` in `page` and waits for `arrived` and for its live stream to open; from then on
 * counts the tab's calls. The reads it made on the way are its reads on screen. A write made while
 * the stream is still opening refreshes its tab itself (docs/server.md#what-a-change-refreshes), and
 * its events may come too: counted from an open stream, each change is told once.
 */
export async function watch(page: Page, path: string, arrived: (page: Page) => Promise<unknown>): Promise<WatchedTab> {
  const tab: WatchedTab = { page, onScreen: new Set(), calls: [] };
  let arriving = true;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!apiCall(url)) return;
    if (arriving && request.method() === 'GET') tab.onScreen.add(url.pathname + url.search);
    if (!arriving) tab.calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto(path);
  await arrived(page);
  await streamOpen;
  await settle(page);
  arriving = false;
  return tab;
}

/** The reads on screen that changes of these kinds alter (about `disputeId`), each fetched once. */
function refreshesOf(tab: WatchedTab, heard: readonly ChangeKind[], disputeId: string): string[] {
  const changed = keysChangedBy(heard.map((kind) => ({ kind, disputeId })));
  return [...tab.onScreen].filter(changed).map((key) => `GET ${key}`);
}

export interface Heard {
  tab: WatchedTab;
  /** The kinds of change this tab is told of (by its live stream). */
  heard: readonly ChangeKind[];
  /** The write this tab made itself (`POST /api/…`), if it made it. */
  wrote?: string;
  /** Other calls it must make once, outside the table: asking who is signed in after a sign-in in another tab. */
  also?: readonly string[];
}

/** Tabs that each hear of the same kinds of change and made no write. */
export const hearing = (tabs: readonly WatchedTab[], heard: readonly ChangeKind[]): Heard[] =>
  tabs.map((tab) => ({ tab, heard }));

/**
 * After a change about `disputeId`: each tab fetched again exactly the reads the table names for
 * what it heard, once each (its own write aside), and nothing else. Then counting starts afresh.
 */
export async function expectRefreshed(step: string, disputeId: string, tabs: readonly Heard[]): Promise<void> {
  const expectedOf = ({ tab, heard, wrote, also = [] }: Heard) =>
    [...(wrote ? [wrote] : []), ...also, ...refreshesOf(tab, heard, disputeId)].sort();
  // However slow the machine, every expected call comes first; then a pause for any duplicate.
  for (const heard of tabs) {
    const missing = () => expectedOf(heard).filter((call) => !heard.tab.calls.includes(call));
    try {
      await expect.poll(missing, { message: step }).toEqual([]);
    } catch (error) {
      // One line that names the tab and what it did and did not fetch: the first line is what a
      // run's summary keeps.
      const fetched = heard.tab.calls.join(', ') || 'nothing';
      throw new Error(`${step}: ${heard.tab.page.url()} never fetched ${missing().join(', ')}; it fetched ${fetched}`, {
        cause: error,
      });
    }
  }
  const [firstTab] = tabs;
  if (firstTab) await settle(firstTab.tab.page);
  for (const heard of tabs) {
    const { tab } = heard;
    const expected = expectedOf(heard);
    // A read that only now came on screen (a control the change brought) is fetched for the first
    // time, once; from then on it is on screen.
    const arrived = tab.calls.filter((call) => call.startsWith('GET ') && !tab.onScreen.has(call.slice(4)));
    expect(new Set(arrived).size, `${step}: fetched twice on arrival: ${arrived.join(', ')}`).toBe(arrived.length);
    for (const call of arrived) tab.onScreen.add(call.slice(4));
    const actual = tab.calls.filter((call) => !arrived.includes(call)).sort();
    expect(actual, `${step}: ${tab.page.url()}`).toEqual(expected);
    tab.calls.length = 0;
  }
}
