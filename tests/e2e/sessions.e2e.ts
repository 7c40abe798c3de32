/**
 * Signed-in devices (docs/routes.md#account-page, docs/server.md#signed-in-devices): a person signed
 * in on two devices signs the other one out from their account page, and the other device, left
 * open on a page, is sent to sign in without touching anything (its live stream closes, and the
 * session it then asks for is gone).
 *
 * Real mode: two browser contexts, two cookie jars, over the reference server. Mock mode: two
 * contexts would each have a store of their own (IndexedDB is per context), so the second device is
 * a tab with a session of its own (`?tab-session=1`, docs/server.md#sessions-and-cookies) in the
 * same browser: one store, two sessions, as the demo shows both sides at once.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitingForHydration, type FreshPage } from './browser';
import { completeSignIn, E2E_MODE, expectPath, expectSignedInAs, registerNewUser } from './journeys';

const PASSWORD = 'Sup3r-secret!';

/** The other device: a second browser (real mode), or a tab of this one with a session of its own (mock mode). */
async function otherDevice(first: Page, freshPage: FreshPage): Promise<Page> {
  if (E2E_MODE === 'real') {
    const page = await freshPage();
    await page.goto('/login');
    return page;
  }
  const page = waitingForHydration(await first.context().newPage());
  await page.goto('/login?tab-session=1');
  return page;
}

test('a person signs their other device out from the account page, and that device is sent to sign in', async ({
  freshPage,
}) => {
  const email = `devices-${Date.now()}@example.com`;
  const laptop = await freshPage();
  await registerNewUser(laptop, email);

  const phone = await otherDevice(laptop, freshPage);
  await completeSignIn(phone, '/login', { email, password: PASSWORD });
  await expectPath(phone, '/dashboard');
  await expectSignedInAs(phone, email);

  await laptop.bringToFront();
  await laptop.getByRole('banner').getByRole('link', { name: 'Account' }).click();
  await expectPath(laptop, '/account');
  await expect(laptop.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const devices = laptop.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first().getByText('This device')).toBeVisible();
  // Both are this Chromium; only the other one can be signed out here.
  const signOut = devices.getByRole('button', { name: 'Sign out Chrome on Linux' });
  await expect(signOut).toHaveCount(1);

  await signOut.click();
  await expect(laptop.getByText('Signed out of Chrome on Linux.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(laptop.getByText('Only this device is signed in')).toBeVisible();

  // The phone, left on its dashboard, is refused and lands on sign-in by itself.
  await expectPath(phone, '/login');
  await expect(phone.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  // The laptop is still signed in.
  await laptop.reload();
  await expectSignedInAs(laptop, email);
  await expect(laptop.getByText('Only this device is signed in')).toBeVisible();
});
