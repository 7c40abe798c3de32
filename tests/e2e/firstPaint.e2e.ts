/**
 * Presses made the moment a prerendered page paints, before its code has run (src/firstPaint,
 * docs/performance.md#first-visit). Each page loads over a slow 3G-like network, and its scripts are
 * held back until the test lets the app run, so the HTML is on screen and the app cannot hydrate
 * before the test has pressed, however busy the machine (a slow network alone raced the test's
 * typing and sometimes lost). The held scripts decide the order, not the phone's speed: a 4x CPU
 * slowdown on top added nothing the test checks and cost CPU time, which on two cores is the
 * suite's time. A test presses as soon as the control
 * shows, checks that the app had not hydrated yet (else it would test nothing), lets the app run
 * (its scripts then load at full speed: the slow download would only be waited out), then checks
 * that the press acted. Its own pages: the journeys' `freshPage` (./browser.ts) waits for the app.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { staticPages } from '../../scripts/vite/routeChains';
import { expect, test as base } from './browser';
import { enterSignInCode, fillRegistration } from './journeys';

/** Slow 3G-like: 400 ms round trips, 500 kbit/s each way. */
const SLOW_NETWORK = { offline: false, latency: 400, downloadThroughput: 500_000 / 8, uploadThroughput: 500_000 / 8 };
const FULL_SPEED = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
const HYDRATED = 'html[data-hydrated]';
const DEMO = { email: 'demo@example.com', password: 'Password123!' };
const ADMIN = { email: 'admin@example.com', password: 'Admin123!' };
// A 1×1 PNG, for the report's evidence picker.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A new, empty browser profile (no session, no stored data) on a slow network. */
async function slowPageIn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
  await holdScripts(page, () => cdp.send('Network.emulateNetworkConditions', FULL_SPEED));
  return page;
}

/** `slowPage()`: a page of its own on a slow network (./browser.ts closes its context). */
const test = base.extend<{ slowPage: () => Promise<Page> }>({
  slowPage: async ({ newContext }, use) => {
    await use(async () => slowPageIn(await newContext()));
  },
});

/** Per page, what lets its held scripts load. */
const releases = new WeakMap<Page, () => Promise<void>>();

/**
 * Holds back every script file the page asks for (the first-paint script is inline) until
 * `letAppRun`, which first calls `fullSpeed`: once the test has pressed, the order is decided, and
 * the scripts' download over the slow network would only keep the test waiting.
 */
async function holdScripts(page: Page, fullSpeed: () => Promise<unknown>): Promise<void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  releases.set(page, async () => {
    await fullSpeed();
    release();
  });
  await page.route(
    (url) => /\.m?js$/.test(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
}

/** Lets the page's scripts load, at full speed, now and on every later page of the tab. */
async function letAppRun(page: Page): Promise<void> {
  await releases.get(page)?.();
}

/** Opens `url` and returns as soon as the response starts: nothing waits for the page or the app. */
async function openAtFirstPaint(slowPage: () => Promise<Page>, url: string): Promise<Page> {
  const page = await slowPage();
  await page.goto(url, { waitUntil: 'commit' });
  return page;
}

const hydrated = (page: Page) => page.evaluate((selector) => document.querySelector(selector) !== null, HYDRATED);

/** Presses `control` once it shows; the app has not hydrated yet, and the control says it waits. */
async function pressAtFirstPaint(control: Locator): Promise<void> {
  await control.click();
  const state = await control.evaluate(
    (element, selector) => ({
      hydrated: document.querySelector(selector) !== null,
      busy: element.getAttribute('aria-busy'),
    }),
    HYDRATED,
  );
  expect(state, 'pressed before the app hydrated, and shown as waiting').toEqual({ hydrated: false, busy: 'true' });
}

/** Lets the app run and waits for it to hydrate. */
async function untilHydrated(page: Page): Promise<void> {
  await letAppRun(page);
  await page.waitForSelector(HYDRATED, { state: 'attached' });
}

const inViewport = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top < window.innerHeight && box.bottom > 0;
  });

const afterTwoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test('no built page makes a control inert, and each carries the first-paint script', async ({ request }) => {
  const pages = [...(await staticPages()), '/__spa-fallback.html'];
  for (const page of pages) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const html = await response.text();
    expect(html.match(/<[^>]*\sinert(?=[\s=/>])[^>]*>/gi) ?? [], page).toEqual([]);
    expect(html, page).toContain('data-first-paint-pending');
  }
});

test.describe('the landing page, pressed as it paints', () => {
  test('Open support chat opens the chat', async ({ slowPage }) => {
    const page = await openAtFirstPaint(slowPage, '/');
    await pressAtFirstPaint(page.getByRole('button', { name: 'Open support chat' }));
    await untilHydrated(page);
    await page.getByRole('dialog', { name: 'Support chat' }).waitFor();
    expect(await page.locator('[data-first-paint-pending]').count()).toBe(0);
  });

  test('the colour-mode switch switches to dark', async ({ slowPage }) => {
    const page = await openAtFirstPaint(slowPage, '/');
    await pressAtFirstPaint(page.getByRole('button', { name: 'Switch to dark mode' }));
    await untilHydrated(page);
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  });

  test("the header's How It Works scrolls to the four steps, which stay in view once the app runs", async ({
    slowPage,
  }) => {
    const page = await openAtFirstPaint(slowPage, '/');
    // A link: it works as HTML, nothing holds it.
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'How It Works' }).click();
    expect(await hydrated(page)).toBe(false);
    const steps = page.locator('#how-it-works');
    // 'commit': the page's load event waits for its held scripts.
    await page.waitForURL((url) => url.hash === '#how-it-works', { waitUntil: 'commit' });
    expect(await inViewport(steps)).toBe(true);
    await untilHydrated(page);
    await afterTwoFrames(page);
    expect(await inViewport(steps)).toBe(true);
  });

  test("the hero's How It Works opens its page", async ({ slowPage }) => {
    const page = await openAtFirstPaint(slowPage, '/');
    await page.getByRole('main').getByRole('link', { name: 'How It Works' }).click();
    expect(await hydrated(page)).toBe(false);
    // The next page is the app's not-found page: it needs the app.
    await letAppRun(page);
    await page.waitForURL((url) => url.pathname === '/how-it-works');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
  });

  test("the report form's controls act the moment they show", async ({ slowPage }) => {
    const page = await openAtFirstPaint(slowPage, '/');
    // The form is not in the prerendered HTML: it loads with the app as its section nears the viewport.
    await letAppRun(page);
    await page.locator('#report-a-scam').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Report a scam' });
    const submit = form.getByRole('button', { name: 'Submit report' });

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      form.getByRole('button', { name: 'Choose files' }).click(),
    ]);
    await chooser.setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await form.getByRole('button', { name: 'Remove receipt.png' }).click();
    await form.getByText('receipt.png').waitFor({ state: 'detached' });

    expect(await submit.isDisabled()).toBe(true);
    await form.getByText(/I confirm the information is accurate/).click();
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();
    await form.getByText('Please choose the platform involved').waitFor();

    await form.getByLabel('Platform').selectOption({ index: 1 });
    await form.getByLabel('Affected wallet address').fill('0x71c7656ec7ab88b098defb751b7401b5f6d8976f');
    await form.getByLabel('Amount lost').fill('1.5');
    await form
      .getByLabel('Description')
      .fill('A fake support agent on Telegram made me send 1.5 ETH to verify my wallet.');
    await submit.click();
    // Signed out, the report goes on to /new-dispute through sign-in.
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/new-dispute');
  });
});

test.describe('the sign-in forms, used as they paint', () => {
  test('/login keeps every keystroke typed before the app hydrated, in the fields and in the form', async ({
    slowPage,
  }) => {
    const page = await openAtFirstPaint(slowPage, '/login');
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    // In mock mode the form arrives filled with the demo account: a person selects it and types over it.
    await email.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('someone.else@example.org');
    await password.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Not-the-password-1');
    await page.getByText('Remember me').click();
    expect(await hydrated(page)).toBe(false);

    await untilHydrated(page);
    expect(await email.inputValue()).toBe('someone.else@example.org');
    expect(await password.inputValue()).toBe('Not-the-password-1');
    // The tick shows in the app's own box, not only in the hidden native input.
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    expect(await page.locator('label:has-text("Remember me") [data-part="control"]').getAttribute('data-state')).toBe(
      'checked',
    );
    // The form holds the typed values too (not the demo account it prefills): they are refused.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Invalid email or password. Please try again.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('/login: Sign in pressed before the app hydrated signs in once it has, without a GET of the form', async ({
    slowPage,
  }) => {
    const page = await slowPage();
    const addresses: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && addresses.push(frame.url()));
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await pressAtFirstPaint(page.getByRole('button', { name: 'Sign in', exact: true }));
    await untilHydrated(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(addresses.filter((address) => new URL(address).search !== '')).toEqual([]);
  });

  test('/admin/login: Enter pressed before the app hydrated signs the admin in once it has', async ({ slowPage }) => {
    const page = await openAtFirstPaint(slowPage, '/admin/login');
    // On a slow network the HTML paints as it arrives: the fields can show before the form's button,
    // and until it has, Enter in a form of two fields submits nothing (HTML's implicit submission).
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.getByLabel('Username').fill(ADMIN.email);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill(ADMIN.password);
    await password.press('Enter');
    expect(await hydrated(page)).toBe(false);
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).getAttribute('aria-busy')).toBe('true');
    await untilHydrated(page);
    // The second step (docs/server.md#two-step-sign-in) follows once the password went through.
    await enterSignInCode(page, ADMIN.email);
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
  });

  test('/register: Create account pressed before the app hydrated creates the account once it has', async ({
    slowPage,
  }) => {
    const page = await openAtFirstPaint(slowPage, '/register');
    const email = `first-paint.${Date.now()}@example.com`;
    await fillRegistration(page, email);
    await pressAtFirstPaint(page.getByRole('button', { name: 'Create account' }));
    await untilHydrated(page);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText(email, { exact: true }).first().waitFor();
  });
});
