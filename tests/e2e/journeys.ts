/** Steps the journeys share, written against what a person sees: labels, button names, the address bar. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Waits for the address bar to show `path` (redirects happen in the client). */
export async function expectPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path, { timeout: 15_000 });
  expect(pathOf(page)).toBe(path);
}

/** The signed-in header shows the account's email. */
export async function expectSignedInAs(page: Page, email: string): Promise<void> {
  await page.getByText(email, { exact: true }).first().waitFor({ state: 'visible', timeout: 15_000 });
}

/** Signs in on /login or /admin/login with the prefilled demo credentials (mock mode). */
export async function signInWithPrefill(page: Page, path: '/login' | '/admin/login'): Promise<void> {
  await page.goto(path);
  const identity = page.getByLabel(path === '/login' ? 'Email' : 'Username', { exact: true });
  await identity.waitFor();
  expect(await identity.inputValue()).not.toBe('');
  expect(await page.getByLabel('Password', { exact: true }).inputValue()).not.toBe('');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs out through the header's menu (SPEC §2: the mobile menu contains Log Out), so the journey
 * runs at a phone's width, where the menu is the way out.
 */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
}
