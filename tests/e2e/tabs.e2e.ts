/**
 * Two tabs of one browser, as a person opens them: they share the session and, in mock mode, the
 * store in IndexedDB, so what one tab writes is never lost to the other, and a change made in one
 * shows in the other without a reload.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test, untilHydrated, type FreshPage } from './browser';
import {
  DEMO_ADMIN,
  DEMO_USER,
  E2E_MODE,
  completeSignIn,
  expectPath,
  expectSignedInAs,
  fileDispute,
  fillNewDispute,
  logOutFromMenu,
  openAnotherTab,
  openOtherSide,
  pathOf,
  signIn,
  submittedId,
} from './journeys';

/** Matches the answer to one kind of call, by method and path. */
const answerTo = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

/** Marks the document in the tab, so a later look tells whether the tab was reloaded since. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.assign(window, { e2eSameDocument: true });
  });
}

const sameDocument = (page: Page) => page.evaluate(() => 'e2eSameDocument' in window);

/**
 * Signs the demo user in on tab A, then opens tab B on the dashboard, signed in by the shared
 * session. Tab A is brought back to the front, as a person switches to the tab they work in: tab
 * B then watches from the background.
 */
async function twoSignedInTabs(freshPage: FreshPage): Promise<{ a: Page; b: Page }> {
  const a = await freshPage();
  await signIn(a, '/login');
  await expectPath(a, '/dashboard');
  const b = await openAnotherTab(a);
  await b.goto('/dashboard');
  await b.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
  await a.bringToFront();
  return { a, b };
}

const activeCount = async (page: Page): Promise<number> => {
  const tab = page.getByRole('tab', { name: /^Active \(\d+\)$/ });
  await tab.waitFor();
  return Number(/\((\d+)\)/.exec((await tab.textContent()) ?? '')?.[1]);
};

test.describe('two tabs of one browser', () => {
  test('a dispute filed in one tab and a reply sent in the other at the same moment both survive, in both tabs', async ({
    freshPage,
  }) => {
    const { a, b } = await twoSignedInTabs(freshPage);

    // Tab B opens one of the demo user's disputes and writes a reply.
    const details = b.getByRole('link', { name: /^View Details for / }).first();
    const existing = ((await details.getAttribute('aria-label')) ?? '').replace('View Details for ', '');
    expect(existing).toMatch(/\S/);
    await details.click();
    await expectPath(b, `/dispute/${existing}`);
    const reply = `Sent from the second tab at ${Date.now()}.`;
    await b.getByLabel('Reply').fill(reply);

    // Tab A fills in a new dispute.
    await a.goto('/new-dispute');
    const description = `Filed in the first tab at ${Date.now()}, while the second tab replies.`;
    await fillNewDispute(a, description);

    // Both sent together; the server (or each tab's mock backend on the shared store) accepts both.
    const [filed, replied] = await Promise.all([
      a.waitForResponse(answerTo('POST', /^\/api\/disputes$/)),
      b.waitForResponse(answerTo('POST', /^\/api\/disputes\/[^/]+\/messages$/)),
      a.getByRole('button', { name: 'Submit Dispute' }).click(),
      b.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(filed.status()).toBe(201);
    expect(replied.status()).toBe(201);
    const created = await submittedId(a);
    await b.getByText(reply).waitFor();

    // Reloaded, each tab still shows its own change and finds the other tab's.
    await Promise.all([a.reload(), b.reload()]);
    expect(await submittedId(a)).toBe(created);
    await b.getByText(reply).waitFor();
    await a.goto(`/dispute/${existing}`);
    await a.getByText(reply).waitFor();
    await b.goto(`/dispute/${created}`);
    await b.getByRole('region', { name: 'Description' }).getByText(description).waitFor();
  });

  test('a dispute filed in one tab appears in the other tab’s dashboard without a reload', async ({ freshPage }) => {
    const { a, b } = await twoSignedInTabs(freshPage);
    const before = await activeCount(b);
    await markDocument(b);

    const created = await fileDispute(a, `Filed in the first tab at ${Date.now()}, watched by the second.`);

    await b.getByRole('link', { name: `View Details for ${created}` }).waitFor();
    await b.getByRole('tab', { name: `Active (${before + 1})` }).waitFor();
    expect(pathOf(b)).toBe('/dashboard');
    expect(await sameDocument(b)).toBe(true);
  });

  test('signing out in one tab signs the other out without a reload', async ({ freshPage }) => {
    const { a, b } = await twoSignedInTabs(freshPage);
    await markDocument(b);

    await logOutFromMenu(a);
    await expectPath(a, '/login');

    await expectPath(b, '/login');
    await b.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    expect(await sameDocument(b)).toBe(true);
  });

  test('signing in in one tab signs the other in without a reload', async ({ freshPage }) => {
    const a = await freshPage();
    await a.goto('/login');
    // Mock mode: the first tab's service worker is in charge before the second tab loads. A tab that
    // loads while it is still installing is reloaded once by MSW to come under it, a reload this
    // test would take for the sign-in's.
    if (E2E_MODE === 'mock') await a.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const b = await openAnotherTab(a);
    await b.goto('/login');
    await b.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await markDocument(b);
    await a.bringToFront();

    await completeSignIn(a, '/login');
    await expectPath(a, '/dashboard');

    // An in-app move in tab B (the router follows the history, no new document): it is signed in.
    await b.evaluate(() => {
      history.pushState({}, '', '/dashboard');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await b.getByRole('heading', { level: 1, name: /^Welcome back, / }).waitFor();
    expect(pathOf(b)).toBe('/dashboard');
    expect(await sameDocument(b)).toBe(true);
  });

  // The demo's reset exists in mock mode only; a real-mode build has no such control.
  test('Reset demo data in one tab signs the other out, which then finds the sample data', async ({ freshPage }) => {
    test.skip(E2E_MODE === 'real', 'a real-mode build has no demo reset');
    const { a, b } = await twoSignedInTabs(freshPage);
    const created = await fileDispute(a, `Filed in the first tab at ${Date.now()}, then reset away.`);
    await b.getByRole('link', { name: `View Details for ${created}` }).waitFor();
    await markDocument(b);

    await a.getByRole('banner').getByRole('button', { name: 'Reset demo data' }).click();
    await a.getByRole('alertdialog').getByRole('button', { name: 'Reset demo data' }).click();
    await expectPath(a, '/login');

    await expectPath(b, '/login');
    expect(await sameDocument(b)).toBe(true);
    await completeSignIn(b, '/login');
    await expectPath(b, '/dashboard');
    await b.getByRole('tab', { name: 'Active (9)' }).waitFor();
    expect(await b.getByRole('link', { name: `View Details for ${created}` }).count()).toBe(0);
  });

  // The link and the tab's own session exist in mock mode only (docs/server.md#sessions-and-cookies).
  test("the admin side opened from the user's header keeps its own session beside the user's, over the same data", async ({
    freshPage,
  }) => {
    test.skip(E2E_MODE === 'real', 'a real-mode build has no two-sides link');
    const a = await freshPage();
    await signIn(a, '/login');
    await expectPath(a, '/dashboard');

    // The header's link opens the admin sign-in in a new tab.
    const b = await openOtherSide(a, 'Open the admin side in a new tab');
    await untilHydrated(b);
    await expectPath(b, '/admin/login');
    await completeSignIn(b, '/admin/login');
    await expectPath(b, '/admin/dashboard');
    await expectSignedInAs(b, DEMO_ADMIN.email);
    await b.getByRole('banner').getByRole('link', { name: 'Open the user side in a new tab' }).waitFor();

    // The first tab is still the user's.
    await a.reload();
    await untilHydrated(a);
    expect(pathOf(a)).toBe('/dashboard');
    await expectSignedInAs(a, DEMO_USER.email);

    // One store: what the user files shows on the admin side without a reload.
    await markDocument(b);
    const created = await fileDispute(a, `Filed on the user side at ${Date.now()}, watched by support.`);
    await b.getByRole('link', { name: `Review ${created}` }).waitFor();
    expect(await sameDocument(b)).toBe(true);

    // The admin tab keeps its session over a reload; signing it out leaves the user signed in.
    await b.reload();
    await untilHydrated(b);
    await expectSignedInAs(b, DEMO_ADMIN.email);
    await logOutFromMenu(b);
    await b.waitForURL((url) => url.pathname === '/login' || url.pathname === '/admin/login');
    await a.reload();
    await untilHydrated(a);
    await expectPath(a, '/dispute-submitted');
    await expectSignedInAs(a, DEMO_USER.email);
  });
});
