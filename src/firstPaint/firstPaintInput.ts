/**
 * Presses made on a prerendered page before the app has hydrated (docs/performance.md#first-visit).
 *
 * The HTML of a prerendered page is on screen before its JavaScript has run. Until React listens,
 * a press on a button does nothing and a form would submit itself as a GET (the password in the
 * URL); React replays only the events that come after `hydrateRoot`. So the document's head runs
 * this before the body is parsed: it takes the presses on buttons (and `role="button"`), on
 * checkboxes and radios, and the form submissions, shows the pressed control as pending, and does
 * each press again, once and in order, on the live page when root.tsx marks `<html data-hydrated>`.
 *
 * Left alone: links (`<a href>` works as HTML) and what is typed into fields (React keeps a field's
 * value on hydration and react-hook-form keeps a value edited before it was ready).
 *
 * The function is inlined as source (FIRST_PAINT_INPUT_SCRIPT), so its body must use nothing from
 * outside it but the window and the options it is given.
 */

export interface FirstPaintOptions {
  /** The attribute root.tsx sets on <html> once the app has hydrated. */
  hydratedAttribute: string;
  /** The attribute that marks a pressed control (and its labels) as pending, for the CSS. */
  pendingAttribute: string;
}

/** How a captured element is found again, in the hydrated page. */
export interface FirstPaintLocator {
  /** `control`: a button or `role="button"`; `toggle`: a checkbox or radio; `form`: a form. */
  kind: 'control' | 'toggle' | 'form';
  /** Its id ('' for none): first choice. */
  id: string;
  /** Its accessible name, and its position among the elements of its kind with that name. */
  name: string;
  index: number;
}

export type FirstPaintAction =
  | { type: 'click'; target: FirstPaintLocator }
  | { type: 'submit'; form: FirstPaintLocator; submitter: FirstPaintLocator | null };

export interface FirstPaintInput {
  /** The presses waiting for the app, in order. */
  pending(): FirstPaintAction[];
  locatorOf(element: Element): FirstPaintLocator | null;
  find(locator: FirstPaintLocator): Element | null;
  /**
   * Stops capturing and replays what was captured (the hydrated mark calls it); only once. Settles
   * when the last press has been done again.
   */
  replay(): Promise<void>;
}

export const FIRST_PAINT_OPTIONS: FirstPaintOptions = {
  hydratedAttribute: 'data-hydrated',
  pendingAttribute: 'data-first-paint-pending',
};

export function installFirstPaintInput(win: Window & typeof globalThis, options: FirstPaintOptions): FirstPaintInput {
  const doc = win.document;
  const root = doc.documentElement;
  const LINK = 'a[href]';
  const SELECTORS = {
    control:
      'button, [role="button"], input[type="submit"], input[type="button"], input[type="reset"], input[type="image"]',
    toggle: 'input[type="checkbox"], input[type="radio"]',
    form: 'form',
  } as const;
  const actions: FirstPaintAction[] = [];
  // A control waits once, whatever the number of presses: a second tap on "Sign in" that seemed to
  // do nothing must not sign in twice. Checkboxes and radios are the exception (each press counts).
  const waiting = new Set<Element>();
  // What each marked element had as aria-busy before, to put it back.
  const marked = new Map<Element, string | null>();
  let replaying: Promise<void> | null = null;

  const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

  function nameOf(element: Element): string {
    const label = squash(element.getAttribute('aria-label'));
    if (label) return label;
    const ids = squash(element.getAttribute('aria-labelledby'));
    if (ids) {
      const text = squash(
        ids
          .split(' ')
          .map((id) => doc.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      if (text) return text;
    }
    if (element instanceof win.HTMLInputElement) {
      const labels = Array.from(element.labels ?? []).map((labelElement) => labelElement.textContent);
      return squash(labels.join(' ')) || squash(element.value) || squash(element.title);
    }
    if (element instanceof win.HTMLFormElement) return squash(element.getAttribute('name'));
    return squash(element.textContent) || squash(element.getAttribute('title'));
  }

  function kindOf(element: Element): FirstPaintLocator['kind'] | null {
    if (element.matches(SELECTORS.form)) return 'form';
    if (element.matches(SELECTORS.toggle)) return 'toggle';
    if (element.matches(SELECTORS.control)) return 'control';
    return null;
  }

  function sameName(kind: FirstPaintLocator['kind'], name: string): Element[] {
    return Array.from(doc.querySelectorAll(SELECTORS[kind])).filter((element) => nameOf(element) === name);
  }

  function locatorOf(element: Element): FirstPaintLocator | null {
    const kind = kindOf(element);
    if (!kind) return null;
    const name = nameOf(element);
    return { kind, id: element.id, name, index: sameName(kind, name).indexOf(element) };
  }

  // By id first; by name and position when the id is gone (a client render after a failed
  // hydration gives useId's ids another form).
  function find(locator: FirstPaintLocator): Element | null {
    const byId = locator.id ? doc.getElementById(locator.id) : null;
    if (byId && byId.matches(SELECTORS[locator.kind])) return byId;
    return sameName(locator.kind, locator.name)[locator.index] ?? null;
  }

  const isDisabled = (element: Element) =>
    element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';

  function mark(element: Element): void {
    const targets: Element[] = [element];
    if (element instanceof win.HTMLInputElement) targets.push(...Array.from(element.labels ?? []));
    for (const target of targets) {
      if (!marked.has(target)) marked.set(target, target.getAttribute('aria-busy'));
      target.setAttribute(options.pendingAttribute, '');
    }
    element.setAttribute('aria-busy', 'true');
  }

  function unmarkAll(): void {
    for (const [element, busy] of marked) {
      element.removeAttribute(options.pendingAttribute);
      if (busy === null) element.removeAttribute('aria-busy');
      else element.setAttribute('aria-busy', busy);
    }
    marked.clear();
  }

  function onClick(event: MouseEvent): void {
    const target = event.target;
    if (!(target instanceof win.Element)) return;
    const hit = target.closest(`${LINK}, ${SELECTORS.control}, ${SELECTORS.toggle}`);
    // A link works as HTML; a disabled control would ignore the press once live too.
    if (!hit || hit.matches(LINK) || isDisabled(hit)) return;
    const locator = locatorOf(hit);
    if (!locator) return;
    // Only this script answers until the app has hydrated: React, once `hydrateRoot` has run,
    // would handle the press too, and the replay would do it a second time.
    event.stopImmediatePropagation();
    if (locator.kind === 'toggle') {
      // The native tick would not show (the app draws its own box) and would disagree with the
      // app's state once live: the replayed click ticks it through the app.
      event.preventDefault();
    } else {
      // A submit or reset button's default is the form's native submission or reset.
      const formButton =
        (hit instanceof win.HTMLButtonElement || hit instanceof win.HTMLInputElement) && hit.form !== null;
      if (formButton && ['submit', 'reset', 'image'].includes(hit.type)) event.preventDefault();
      if (waiting.has(hit)) return;
      waiting.add(hit);
    }
    actions.push({ type: 'click', target: locator });
    mark(hit);
  }

  function onSubmit(event: SubmitEvent): void {
    const form = event.target;
    if (!(form instanceof win.HTMLFormElement)) return;
    // Submitted natively, the form would go out as a GET with its fields (a password too) in the URL.
    event.preventDefault();
    event.stopImmediatePropagation();
    const locator = locatorOf(form);
    if (!locator || waiting.has(form)) return;
    waiting.add(form);
    const submitter = event.submitter ? locatorOf(event.submitter) : null;
    actions.push({ type: 'submit', form: locator, submitter });
    mark(event.submitter ?? form);
  }

  function replayOne(action: FirstPaintAction): void {
    if (action.type === 'click') {
      const element = find(action.target);
      if (element instanceof win.HTMLElement && !isDisabled(element)) element.click();
      return;
    }
    const form = find(action.form);
    if (!(form instanceof win.HTMLFormElement)) return;
    const submitter = action.submitter ? find(action.submitter) : null;
    if (submitter instanceof win.HTMLElement && submitter.matches(SELECTORS.control) && form.contains(submitter)) {
      form.requestSubmit(submitter);
    } else {
      form.requestSubmit();
    }
  }

  let observer: MutationObserver | null = null;

  function replay(): Promise<void> {
    if (replaying) return replaying;
    observer?.disconnect();
    win.removeEventListener('click', onClick, true);
    win.removeEventListener('submit', onSubmit, true);
    const queue = actions.splice(0);
    waiting.clear();
    // Unmarked first: what the app renders in answer to a replayed press is then its own.
    unmarkAll();
    // One press a task: the app may answer a press in a later microtask (Chakra's state machines
    // do), and the next press (say, submitting a form whose box was just ticked) must see it.
    replaying = queue.reduce<Promise<void>>(
      (previous, action) =>
        previous.then(
          () =>
            new Promise<void>((resolve) => {
              try {
                replayOne(action);
              } catch (error) {
                // One press that cannot be done again must not hold back the others.
                win.console.error(error);
              }
              win.setTimeout(resolve, 0);
            }),
        ),
      Promise.resolve(),
    );
    return replaying;
  }

  if (root.hasAttribute(options.hydratedAttribute)) {
    replaying = Promise.resolve();
  } else {
    // Capture phase on the window: ahead of every other listener, React's on the document included.
    win.addEventListener('click', onClick, true);
    win.addEventListener('submit', onSubmit, true);
    observer = new win.MutationObserver(() => {
      if (root.hasAttribute(options.hydratedAttribute)) void replay();
    });
    observer.observe(root, { attributes: true, attributeFilter: [options.hydratedAttribute] });
  }

  return { pending: () => actions.slice(), locatorOf, find, replay };
}

/** The script's text, for `<script dangerouslySetInnerHTML>` at the top of the document's head. */
export const FIRST_PAINT_INPUT_SCRIPT = `(${installFirstPaintInput.toString()})(window, ${JSON.stringify(FIRST_PAINT_OPTIONS)});`;

/**
 * A pressed control waits visibly. `:root` outweighs the one class of Chakra's generated styles,
 * which come later in the document.
 */
export const FIRST_PAINT_PENDING_CSS = `:root [${FIRST_PAINT_OPTIONS.pendingAttribute}]{cursor:progress;opacity:.7}`;
