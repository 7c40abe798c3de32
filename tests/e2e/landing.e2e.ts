/** Landing journeys (docs/routes.md): the page reads before its code runs, the support chat answers, and a scam report becomes a prefilled dispute. */
import { CHAT_REPLIES } from '../../src/features/landing/content';
import { expect, test } from './browser';
import { completeSignIn, expectPath, pathOf } from './journeys';

const REPORT_TEXT = 'Someone posing as exchange support on Telegram made me send 1.5 ETH to "verify" my wallet.';

test.describe('landing', () => {
  test('the prerendered landing page reads, and its links work, before its code runs', async ({ freshPage }) => {
    const page = await freshPage();
    // A second tab, not waiting for the app (see tests/e2e/browser.ts), with the app's code blocked.
    const withoutCode = await page.context().newPage();
    const scripts: string[] = [];
    await withoutCode.route('**/assets/*.js', (route) => {
      scripts.push(route.request().url());
      return route.abort();
    });
    await withoutCode.goto('/', { waitUntil: 'networkidle' });
    // The HTML written at build time carries the page: its heading and its links, as plain links.
    await withoutCode.getByRole('heading', { level: 1, name: /Lost crypto to a scam/ }).waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(await withoutCode.locator('html').getAttribute('data-hydrated')).toBeNull();
    await withoutCode.getByRole('link', { name: 'Sign In', exact: true }).click();
    await withoutCode.waitForURL((url) => url.pathname === '/login');
    // The sign-in page is prerendered too: its form is on screen without the code.
    await withoutCode.getByLabel('Email', { exact: true }).waitFor();
    await withoutCode.close();

    await page.goto('/');
    expect(await page.getByRole('button', { name: 'Open support chat' }).isEnabled()).toBe(true);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await expectPath(page, '/login');
  });

  test('the support chat answers a message', async ({ freshPage }) => {
    const page = await freshPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Open support chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Support chat' });
    const log = chat.getByRole('log', { name: 'Conversation' });
    await log.getByText(/How can I help you today\?/).waitFor();

    const message = chat.getByLabel('Message');
    expect(await chat.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await message.fill('Hello');
    await message.press('Enter');
    // Each bubble names its author for screen readers ("You:", "Alex:").
    await log.getByText('You: Hello').waitFor();
    // Greeting, "Hello", then the canned reply about a second later.
    await log.locator(':scope > *').nth(2).waitFor();
    expect(await log.locator(':scope > *').count()).toBe(3);
    const reply = (await log.locator(':scope > *').nth(2).innerText()).replace(/^Alex:\s*/, '');
    expect(CHAT_REPLIES).toContain(reply);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Restore support chat' }).waitFor();
  });

  test('a scam report filed on the landing page arrives prefilled in /new-dispute after sign-in', async ({
    freshPage,
  }) => {
    const page = await freshPage();
    await page.goto('/');
    // The form's code arrives as the visitor scrolls towards it.
    await page.getByRole('heading', { name: 'Report a Scam', level: 2 }).scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Report a scam' });
    await form.getByLabel('Platform').selectOption('Binance');
    await form.getByLabel('Affected wallet address').fill('0x52908400098527886e0f7030069857d2e4169ee7');
    await form.getByLabel('Amount lost').fill('1.5');
    await form.getByLabel('Currency').selectOption('ETH');
    await form.getByLabel('Description').fill(REPORT_TEXT);
    const submit = form.getByRole('button', { name: 'Submit report' });
    expect(await submit.isDisabled()).toBe(true);
    // Clicking the label ticks Chakra's checkbox (its input is visually hidden).
    await form.getByText(/I confirm the information is accurate/).click();
    await submit.click();

    // Signed out: the guard sends the visitor to sign in, remembering /new-dispute.
    await expectPath(page, '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/new-dispute');
    await completeSignIn(page, '/login');
    await expectPath(page, '/new-dispute');
    expect(pathOf(page)).toBe('/new-dispute');

    // The /new-dispute prefill (another engineer's part) turns the draft into the description.
    const description = page.getByLabel('Description');
    await description.waitFor();
    await page.waitForFunction(
      (text) => Array.from(document.querySelectorAll('textarea')).some((area) => area.value.includes(text)),
      REPORT_TEXT,
    );
    expect(await description.inputValue()).toContain(REPORT_TEXT);
    expect(await description.inputValue()).toContain('Platform: Binance');

    // Signed in, the landing page's header offers the dashboard once the app has checked the
    // session, to a visitor who has not touched the page.
    await page.evaluate(() => window.location.assign('/'));
    await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
  });
});
