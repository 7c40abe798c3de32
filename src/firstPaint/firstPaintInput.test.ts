// @vitest-environment jsdom
// jsdom: its implicit form submission (Enter in a form's only field) follows the HTML standard.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  FIRST_PAINT_INPUT_SCRIPT,
  FIRST_PAINT_OPTIONS,
  installFirstPaintInput,
  type FirstPaintInput,
} from './firstPaintInput';

const PENDING = FIRST_PAINT_OPTIONS.pendingAttribute;
let input: FirstPaintInput | null = null;

function install(): FirstPaintInput {
  input = installFirstPaintInput(window, FIRST_PAINT_OPTIONS);
  return input;
}

function element<T extends Element>(selector: string, type: new () => T): T {
  const found = document.querySelector(selector);
  if (!(found instanceof type)) throw new Error(`no ${type.name} at ${selector}`);
  return found;
}

const button = (selector: string) => element(selector, HTMLButtonElement);

/** What the app saw, once it listens: the kind of event and the control's text. */
function appLog(): string[] {
  const log: string[] = [];
  document.addEventListener('click', (event) => {
    if (event.target instanceof HTMLElement && event.target.matches('button, [role="button"], input'))
      log.push(`click ${event.target.textContent || event.target.id}`);
  });
  document.addEventListener('submit', (event) => {
    event.preventDefault();
    log.push(`submit ${event.target instanceof HTMLFormElement ? event.target.getAttribute('aria-label') : '?'}`);
  });
  return log;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** What root.tsx does once the app has hydrated; then waits for the replay to finish. */
async function hydrate(): Promise<void> {
  document.documentElement.setAttribute(FIRST_PAINT_OPTIONS.hydratedAttribute, 'true');
  // The observer answers in a microtask; `replay()` then returns the replay under way.
  await Promise.resolve();
  await input?.replay();
}

beforeEach(() => {
  document.documentElement.removeAttribute(FIRST_PAINT_OPTIONS.hydratedAttribute);
  document.body.innerHTML = `
    <a href="#steps" id="steps-link">How It Works</a>
    <button type="button" id="chat">Open support chat</button>
    <button type="button">Details</button>
    <button type="button">Details</button>
    <div role="button" aria-label="Dismiss">x</div>
    <span id="mode-label">Switch to dark mode</span>
    <button type="button" aria-labelledby="mode-label"><svg></svg></button>
    <button type="button" disabled>Disabled</button>
    <button type="button" aria-disabled="true">Not now</button>
    <form aria-label="Sign in" id="sign-in">
      <input name="email" />
      <label><input type="checkbox" name="remember" id="remember" /> Remember me</label>
      <button type="submit">Sign in</button>
    </form>
    <form aria-label="Search"><input name="q" /></form>`;
});

afterEach(async () => {
  // Ends the capture, so the next test's script is the only one listening.
  await input?.replay();
  input = null;
});

describe('the locator', () => {
  test('names a control by its id, its accessible name and its place among controls of that name', () => {
    const first = install();
    expect(first.locatorOf(button('#chat'))).toEqual({
      kind: 'control',
      id: 'chat',
      name: 'Open support chat',
      index: 0,
    });
    const details = document.querySelectorAll('button')[2];
    if (!details) throw new Error('no second Details button');
    expect(first.locatorOf(details)).toEqual({ kind: 'control', id: '', name: 'Details', index: 1 });
    expect(first.locatorOf(element('[role="button"]', HTMLDivElement))).toMatchObject({ name: 'Dismiss', index: 0 });
    expect(first.locatorOf(button('[aria-labelledby]'))).toMatchObject({ name: 'Switch to dark mode' });
    expect(first.locatorOf(element('#remember', HTMLInputElement))).toMatchObject({
      kind: 'toggle',
      name: 'Remember me',
    });
    expect(first.locatorOf(element('#sign-in', HTMLFormElement))).toMatchObject({ kind: 'form', name: 'Sign in' });
    expect(first.locatorOf(element('#steps-link', HTMLAnchorElement))).toBeNull();
  });

  test('finds the control again by name and place when the page was rendered anew without its id', () => {
    const first = install();
    const details = document.querySelectorAll('button')[2];
    if (!details) throw new Error('no second Details button');
    const locator = first.locatorOf(details);
    const chat = first.locatorOf(button('#chat'));
    if (!locator || !chat) throw new Error('no locator');
    document.body.innerHTML =
      '<button type="button">Details</button><button type="button">Details</button><button>Open support chat</button>';
    expect(first.find(locator)).toBe(document.querySelectorAll('button')[1]);
    expect(first.find(chat)).toBe(document.querySelectorAll('button')[2]);
  });
});

describe('before the app has hydrated', () => {
  test('a press waits, marked busy, and reaches no other listener', () => {
    const log = appLog();
    install();
    button('#chat').click();
    expect(log).toEqual([]);
    expect(button('#chat')).toHaveAttribute('aria-busy', 'true');
    expect(button('#chat')).toHaveAttribute(PENDING);
  });

  test('a link is left to work as HTML', () => {
    const first = install();
    const link = element('#steps-link', HTMLAnchorElement);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(first.pending()).toEqual([]);
  });

  test('a disabled control is not captured', () => {
    const first = install();
    button('[aria-disabled]').click();
    button('[disabled]').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(first.pending()).toEqual([]);
  });

  test('a submit button does not send the form natively; a checkbox does not tick natively', () => {
    let nativeSubmits = 0;
    document.addEventListener('submit', () => (nativeSubmits += 1));
    install();
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    button('[type="submit"]').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    element('#remember', HTMLInputElement).click();
    expect(element('#remember', HTMLInputElement).checked).toBe(false);
    expect(element('label', HTMLLabelElement)).toHaveAttribute(PENDING);
    expect(nativeSubmits).toBe(0);
  });

  test('a form submitted without a button (Enter in its only field) is held too', () => {
    const first = install();
    const form = element('form[aria-label="Search"]', HTMLFormElement);
    form.requestSubmit();
    expect(first.pending()).toEqual([
      { type: 'submit', form: expect.objectContaining({ kind: 'form', name: 'Search' }), submitter: null },
    ]);
    expect(form).toHaveAttribute('aria-busy', 'true');
  });
});

describe('once the app has hydrated', () => {
  test('each press happens again, once and in order, and the marks go', async () => {
    install();
    button('#chat').click();
    element('[role="button"]', HTMLDivElement).click();
    // A second tap on a control that waits adds nothing.
    button('#chat').click();
    button('[type="submit"]').click();
    const log = appLog();
    await hydrate();
    expect(log).toEqual(['click Open support chat', 'click x', 'click Sign in', 'submit Sign in']);
    expect(document.querySelectorAll(`[${PENDING}], [aria-busy]`)).toHaveLength(0);
  });

  test('every press of a checkbox counts, so it ends as the visitor left it', async () => {
    install();
    const remember = element('#remember', HTMLInputElement);
    remember.click();
    remember.click();
    remember.click();
    await hydrate();
    expect(remember.checked).toBe(true);
  });

  test("the next press waits for the app's answer to the previous one, even one made in a microtask", async () => {
    // Like Chakra's checkbox: the tick reaches the form's state a microtask after the click.
    let accepted = false;
    const remember = element('#remember', HTMLInputElement);
    remember.addEventListener('change', () => queueMicrotask(() => (accepted = remember.checked)));
    const submittedWith: boolean[] = [];
    element('#sign-in', HTMLFormElement).addEventListener('submit', (event) => {
      event.preventDefault();
      submittedWith.push(accepted);
    });
    install();
    remember.click();
    button('[type="submit"]').click();
    await hydrate();
    expect(submittedWith).toEqual([true]);
  });

  test('a form held without a button is submitted with requestSubmit', async () => {
    install();
    element('form[aria-label="Search"]', HTMLFormElement).requestSubmit();
    const log = appLog();
    await hydrate();
    expect(log).toEqual(['submit Search']);
  });

  test('presses are replayed only once, and later ones are left to the app', async () => {
    install();
    button('#chat').click();
    const log = appLog();
    await hydrate();
    document.documentElement.setAttribute(FIRST_PAINT_OPTIONS.hydratedAttribute, 'again');
    await nextTask();
    button('#chat').click();
    expect(log).toEqual(['click Open support chat', 'click Open support chat']);
    expect(button('#chat')).not.toHaveAttribute('aria-busy');
  });

  test('an aria-busy the page had before is put back', async () => {
    button('#chat').setAttribute('aria-busy', 'false');
    install();
    button('#chat').click();
    expect(button('#chat')).toHaveAttribute('aria-busy', 'true');
    await hydrate();
    expect(button('#chat')).toHaveAttribute('aria-busy', 'false');
  });

  test('a press whose control is gone is dropped; the others still happen', async () => {
    install();
    const details = document.querySelectorAll('button')[1];
    if (!details) throw new Error('no Details button');
    details.click();
    button('#chat').click();
    details.remove();
    document.querySelectorAll('button')[1]?.remove();
    const log = appLog();
    await hydrate();
    expect(log).toEqual(['click Open support chat']);
  });

  test('nothing is captured when the script runs on a page that has already hydrated', () => {
    document.documentElement.setAttribute(FIRST_PAINT_OPTIONS.hydratedAttribute, 'true');
    const log = appLog();
    const first = install();
    button('#chat').click();
    expect(first.pending()).toEqual([]);
    expect(log).toEqual(['click Open support chat']);
  });
});

describe('the inline script', () => {
  test('runs on its own, without the module around it', async () => {
    // `new Function` sees only globals: a reference to anything the module imports would throw.
    new Function(FIRST_PAINT_INPUT_SCRIPT)();
    const log = appLog();
    button('#chat').click();
    expect(button('#chat')).toHaveAttribute('aria-busy', 'true');
    document.documentElement.setAttribute(FIRST_PAINT_OPTIONS.hydratedAttribute, 'true');
    await nextTask();
    expect(log).toEqual(['click Open support chat']);
  });

  test('cannot end the script element early', () => {
    expect(FIRST_PAINT_INPUT_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});
