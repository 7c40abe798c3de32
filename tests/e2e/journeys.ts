/** Steps the journeys share, written against what a person sees: labels, button names, the address bar. */
import type { BrowserContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, untilHydrated, waitingForHydration, type FreshPage } from './browser';

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits for the address bar to show `path` (redirects happen in the client). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  expect(pathOf(page)).toBe(path);
}

/** The signed-in header shows the account's email. */
export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await page.getByText(email, { exact: true }).first().waitFor({ state: 'visible' });
}

/** Which build this run drives (playwright.config.ts): the MSW worker, or the reference server over HTTP. */
export const E2E_MODE = process.env.E2E_MODE === 'real' ? 'real' : 'mock';

/** The seeded accounts; the reference server seeds the same data as the in-browser mock. */
export const DEMO_USER = { email: 'demo@example.com', password: 'Password123!' } as const;
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin123!' } as const;
/**
 * The seeded admins' TOTP secrets and recovery codes (mocks/db/seed.ts, README): admins sign in with
 * a code too (docs/server.md#two-step-sign-in), which the journeys compute as an app would.
 */
export const ADMIN_SECRETS: Readonly<Record<string, string>> = {
  'admin@example.com': 'DSPUTECENTREDEMOADMINTOTPSECRET2',
  'support@example.com': 'DSPUTECENTREDEMOSUPPORTTOTPKEY23',
};
export const DEMO_ADMIN_RECOVERY_CODES = Array.from(
  { length: 10 },
  (_, i) => `rescue-sam-${String(i + 1).padStart(2, '0')}`,
);

const STEP_MS = 30_000;
/** Per browser (one store in mock mode), the last step whose code each account used: a step signs in once. */
const usedSteps = new WeakMap<BrowserContext, Map<string, number>>();

/** The code `email`'s app shows now, or the next one when this browser already used it. */
export function signInCode(page: Page, email: string): string {
  const secret = ADMIN_SECRETS[email];
  if (!secret) throw new Error(`${email} has no seeded second step`);
  const used = usedSteps.get(page.context()) ?? new Map<string, number>();
  usedSteps.set(page.context(), used);
  const step = Math.max(Math.floor(Date.now() / STEP_MS), (used.get(email) ?? 0) + 1);
  used.set(email, step);
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: step * STEP_MS,
  });
}

/** The code step of a sign-in: types the account's code and presses Verify. */
export async function enterSignInCode(page: Page, email: string): Promise<void> {
  const field = page.getByLabel('Authentication code', { exact: true });
  await field.waitFor();
  await field.fill(signInCode(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
}

export interface Account {
  email: string;
  password: string;
}

/**
 * Signs in on /login or /admin/login by typing the credentials, as a person would in either mode.
 * It also holds the prefill rule (docs/routes.md#after-sign-in): in mock mode the form arrives
 * filled with the demo account of that form; in a real-mode build it arrives empty.
 */
export async function signIn(page: Page, path: '/login' | '/admin/login', account?: Account): Promise<void> {
  await page.goto(path);
  await completeSignIn(page, path, account);
}

/** Fills and submits the sign-in form already on screen (after a guard's redirect, say); see `signIn`. */
export async function completeSignIn(page: Page, form: '/login' | '/admin/login', account?: Account): Promise<void> {
  const demo = form === '/login' ? DEMO_USER : DEMO_ADMIN;
  const identity = page.getByLabel(form === '/login' ? 'Email' : 'Username', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  await identity.waitFor();
  const prefilled = E2E_MODE === 'mock' ? demo : { email: '', password: '' };
  expect(await identity.inputValue()).toBe(prefilled.email);
  expect(await password.inputValue()).toBe(prefilled.password);
  await identity.fill((account ?? demo).email);
  await password.fill((account ?? demo).password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const email = (account ?? demo).email;
  if (ADMIN_SECRETS[email]) await enterSignInCode(page, email);
}

/** Fills /register's form for `email` and ticks the terms, as a person would; does not submit. */
export async function fillRegistration(page: Page, email: string): Promise<void> {
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Quill');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Wallet address').fill('0x71c7656ec7ab88b098defb751b7401b5f6d8976f');
  await page.getByLabel('Password', { exact: true }).fill('Sup3r-secret!');
  await page.getByLabel('Confirm password').fill('Sup3r-secret!');
  // Clicking the label ticks Chakra's checkbox (its input is visually hidden).
  await page.getByText(/I agree to the terms/).click();
}

/** Registers a new account on /register, as a person would, and lands on the dashboard signed in. */
export async function registerNewUser(page: Page, email: string): Promise<void> {
  await page.goto('/register');
  await fillRegistration(page, email);
  expect(await page.getByRole('checkbox', { name: /I agree to the terms/ }).isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectPath(page, '/dashboard');
  await expectSignedInAs(page, email);
}

/**
 * Signs out through the header's menu: below the `xl` breakpoint Log Out moves into a menu button
 * (docs/routes.md), so the journey runs at a phone's width, where the menu is the way out.
 */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}

/**
 * Another tab of the same browser as `page`: one cookie jar, one IndexedDB and one service worker,
 * so one session and, in mock mode, one store. Its `goto` and `reload` wait for the app to
 * hydrate, as a fresh page's do (tests/e2e/browser.ts).
 */
export async function openAnotherTab(page: Page): Promise<Page> {
  return waitingForHydration(await page.context().newPage());
}

/** Fills the New Dispute form on screen with a valid filing; `description` tells filings apart. */
export async function fillNewDispute(page: Page, description: string): Promise<void> {
  await page.getByLabel('Dispute type').selectOption('transaction_error');
  await page.getByLabel('Transaction ID').fill(`0x${Date.now().toString(16).padStart(64, '0')}`);
  await page.getByLabel('Transaction date').fill('2026-11-01');
  await page.getByLabel('Amount').fill('250.75');
  await page.getByLabel('Description').fill(description);
  await page.getByText('I confirm that the information provided is accurate').click();
}

/** The id of the dispute just filed, as the confirmation page shows it. */
export async function submittedId(page: Page): Promise<string> {
  await expectPath(page, '/dispute-submitted');
  const view = page.getByRole('link', { name: /^View Dispute / });
  await view.waitFor();
  const id = ((await view.getAttribute('aria-label')) ?? '').replace('View Dispute ', '');
  expect(id).toMatch(/\S/);
  return id;
}

/** Files a dispute through the form on `page` and returns its id. */
export async function fileDispute(page: Page, description: string): Promise<string> {
  await page.goto('/new-dispute');
  await fillNewDispute(page, description);
  await page.getByRole('button', { name: 'Submit Dispute' }).click();
  return submittedId(page);
}

/**
 * Presses the header's link to the other side (mock mode) and returns the tab it opens. The link is
 * drawn again when its tooltip's code arrives (src/app/layouts/OtherSideLink.tsx), and a click at
 * that moment lands on the link that is going away: it is pressed once the tooltip holds it.
 */
export async function openOtherSide(page: Page, name: string): Promise<Page> {
  const link = page.getByRole('banner').getByRole('link', { name });
  await expect(link).toHaveAttribute('data-part', 'trigger');
  const [opened] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  return opened;
}

/**
 * The desk, signed in beside the user: in real mode a second browser context (its own cookies);
 * in mock mode the tab the header's two-sides link opens, with a session of its own.
 */
export async function openDesk(user: Page, deskPage: FreshPage | null): Promise<Page> {
  let desk: Page;
  if (deskPage) {
    desk = await deskPage();
    await signIn(desk, '/admin/login');
  } else {
    desk = await openOtherSide(user, 'Open the admin side in a new tab');

    await untilHydrated(desk);
    await expectPath(desk, '/admin/login');
    await completeSignIn(desk, '/admin/login');
  }
  await expectPath(desk, '/admin/dashboard');
  await expectSignedInAs(desk, DEMO_ADMIN.email);
  return desk;
}

/** Marks the document; a reload would lose the mark. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.setAttribute('data-live-mark', 'kept'));
}
export const stillSameDocument = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-live-mark') === 'kept');

/** The unread count the header's bell names ("Notifications, 3 unread"; none: 0). */
export async function unreadCount(page: Page): Promise<number> {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications\b/ });
  const name = (await bell.getAttribute('aria-label')) ?? (await bell.innerText());
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

/** Sends `text` from the review page's composer as a reply to the user. */
export async function replyFromDesk(desk: Page, text: string): Promise<void> {
  const composer = desk.getByRole('form', { name: 'Write to the conversation' });
  const message = composer.getByRole('textbox', { name: 'Message', exact: true });
  await message.fill(text);
  await message.press('ControlOrMeta+Enter');
  await desk.getByRole('region', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: text }).waitFor();
}
