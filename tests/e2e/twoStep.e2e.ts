/**
 * Two-step sign-in (docs/server.md#two-step-sign-in), as the demo admin: the password, then the
 * code an app would show, computed here from the seeded secret; then, in another browser, a
 * recovery code, which works once and is refused the next time. In mock mode the code step also
 * shows the demo's own code; a real-mode build never does.
 */
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './browser';
import {
  ADMIN_SECRETS,
  DEMO_ADMIN,
  DEMO_ADMIN_RECOVERY_CODES,
  E2E_MODE,
  expectPath,
  expectSignedInAs,
  logOutFromMenu,
} from './journeys';

const codeNow = () =>
  TOTP.generate({
    secret: Secret.fromBase32(ADMIN_SECRETS[DEMO_ADMIN.email] ?? ''),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: Date.now(),
  });

test('the demo admin signs in with a code from the app, then elsewhere with a recovery code that works once', async ({
  freshPage,
}, testInfo) => {
  // A retry on the same reference server needs a code not spent by the try before.
  const recoveryCode = DEMO_ADMIN_RECOVERY_CODES[testInfo.retry] ?? '';

  const page = await freshPage();
  await page.goto('/admin/login');
  await page.getByLabel('Username', { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const form = page.getByRole('form', { name: 'Two-step sign-in' });
  const code = form.getByLabel('Authentication code', { exact: true });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  // The presenter's help: mock mode only.
  if (E2E_MODE === 'mock') await expect(form.getByText('Demo', { exact: true })).toBeVisible();
  else expect(await form.getByText('Demo', { exact: true }).count()).toBe(0);
  await code.fill('000000' === codeNow() ? '111111' : '000000');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right. Check your authenticator app and try again.')).toBeVisible();
  await code.fill(codeNow());
  await form.getByRole('button', { name: 'Verify' }).click();
  await expectPath(page, '/admin/dashboard');
  await expectSignedInAs(page, DEMO_ADMIN.email);

  // Another browser: the phone is not at hand, a recovery code is.
  const elsewhere = await freshPage();
  const withRecoveryCode = async () => {
    await elsewhere.goto('/admin/login');
    await elsewhere.getByLabel('Username', { exact: true }).fill(DEMO_ADMIN.email);
    await elsewhere.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
    await elsewhere.getByRole('button', { name: 'Sign in', exact: true }).click();
    await elsewhere.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await elsewhere.getByLabel('Recovery code', { exact: true }).fill(recoveryCode);
    await elsewhere.getByRole('button', { name: 'Verify' }).click();
  };
  await withRecoveryCode();
  await expectPath(elsewhere, '/admin/dashboard');
  await expectSignedInAs(elsewhere, DEMO_ADMIN.email);
  await logOutFromMenu(elsewhere);
  await elsewhere.waitForURL((url) => url.pathname === '/login' || url.pathname === '/admin/login');
  await withRecoveryCode();
  await expect(
    elsewhere.getByText('That code is not right. Check your authenticator app and try again.'),
  ).toBeVisible();
  expect(new URL(elsewhere.url()).pathname).toBe('/admin/login');
});
