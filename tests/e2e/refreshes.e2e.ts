/**
 * What a change refreshes, counted (docs/server.md#what-a-change-refreshes): two tabs of one
 * browser show the same pages; a change made in one is fetched again in each tab exactly once, and
 * only the reads the table of changes names that are on screen. A message and a mark-as-read are
 * both carried by the live stream to every tab they concern, the writer's included; the tab channel
 * carries nothing for them.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './browser';
import { expectPath, fileDispute, openAnotherTab, registerNewUser, unreadCount } from './journeys';

/** The API calls a tab makes from now on ("GET /api/disputes/DSP-1"), the live stream aside. */
function callsOf(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events') {
      calls.push(`${request.method()} ${url.pathname}`);
    }
  });
  return calls;
}

/**
 * A refresh that came twice would come right after the first: a pause of a few round trips lets a
 * second one show before the calls are counted. (It can only miss a late duplicate, never fail a
 * right run.)
 */
const settle = (page: Page) => page.waitForTimeout(1_500);

test.describe('what a change refreshes', () => {
  test('a reply and a mark-as-read each refresh, in both tabs, once, only what they change', async ({ freshPage }) => {
    const a = await freshPage();
    await registerNewUser(a, `refresh-${Date.now()}@example.com`);
    const id = await fileDispute(a, 'Two tabs watch this dispute while its owner writes in one of them.');
    await a.goto(`/dispute/${id}`);
    const b = await openAnotherTab(a);
    await b.goto(`/dispute/${id}`);
    for (const tab of [a, b]) await tab.getByLabel('Reply').waitFor();
    // Both tabs' streams are live: a change made now reaches both.
    await settle(a);

    const callsOfA = callsOf(a);
    const callsOfB = callsOf(b);
    const reply = `Any news on ${id}?`;
    await a.getByLabel('Reply').fill(reply);
    await a.getByRole('button', { name: 'Send' }).click();
    for (const tab of [a, b]) await expect(tab.getByText(reply)).toBeVisible();
    await settle(a);
    // The message's reads on screen: the dispute itself, for this dispute only, once per tab.
    expect(callsOfA).toEqual([`POST /api/disputes/${id}/messages`, `GET /api/disputes/${id}`]);
    expect(callsOfB).toEqual([`GET /api/disputes/${id}`]);

    for (const tab of [a, b]) {
      await tab.goto('/dashboard');
      await expectPath(tab, '/dashboard');
      await expect.poll(() => unreadCount(tab)).toBeGreaterThan(0);
    }
    await a.bringToFront();
    await settle(a);
    callsOfA.length = 0;
    callsOfB.length = 0;
    await a
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications, \d+ unread$/ })
      .click();
    await a.getByRole('menuitem', { name: 'Mark all as read' }).click();
    for (const tab of [a, b]) await expect.poll(() => unreadCount(tab)).toBe(0);
    await settle(a);
    // `notification.read` reaches the reader's every tab: each fetches its notifications once.
    expect(callsOfA).toEqual(['POST /api/notifications/read-all', 'GET /api/notifications']);
    expect(callsOfB).toEqual(['GET /api/notifications']);
  });
});
