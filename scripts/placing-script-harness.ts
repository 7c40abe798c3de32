/**
 * Test harness for the page files of scripts/page-documents.ts: a build's index.html and a rendered
 * page to make them from, and `runPlacingScript`, which runs a page file's inline script against
 * fakes of the browser APIs it touches (a prerendered page's file, or with `shell` the loading
 * view's file of a page that is not prerendered).
 */
import { runInNewContext } from 'node:vm';
import { expect } from 'vitest';
import { SESSION_HINT_STORAGE_KEY } from '../src/features/auth/sessionHint';
import type { AppStart } from './first-visit-pages';
import { pageDocument, shellDocument } from './page-documents';

export const INDEX = [
  '<html><head><title>Dispute Centre</title>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  // As in a build: the route preloader comes after what Vite writes for the entry.
  '<script id="route-preload">(function(){preloadRoute()})();</script>',
  '</head><body><div id="root"></div></body></html>',
].join('');

export const PAGE = [
  '<title>Login · Dispute Centre</title>',
  '<style data-emotion="css-global g1">:root{--x:1}</style>',
  '<style data-emotion="css a1">.css-a1{color:red}</style><h1 class="css-a1">Sign in</h1>',
  '<style data-emotion="css b2">.css-b2{color:blue}</style><p class="css-b2">Welcome</p>',
].join('');

/** Just enough of an element for the failure notice and the preload links: id, attributes, text, children. */
class FakeElement {
  id = '';
  type = '';
  rel = '';
  href = '';
  crossOrigin: string | null = null;
  onclick: (() => void) | null = null;
  style = { cssText: '' };
  textContent = '';
  inert = false;
  readonly attributes = new Map<string, string>();
  readonly children: { textContent: string }[] = [];
  setAttribute(name: string, value: string) {
    this.attributes.set(name, value);
  }
  appendChild(child: { textContent: string }) {
    this.children.push(child);
  }
  get text(): string {
    return this.children.map((child) => child.textContent).join('');
  }
}

interface Scenario {
  paintTiming: boolean;
  loadingShell?: string;
  appStarts?: AppStart;
  /** The browser holds the signed-in hint (src/features/auth/sessionHint.ts). */
  signedIn?: boolean;
  /** The file is `shellDocument`'s, with this loading view, rather than a prerendered page's. */
  shell?: string;
}

export const PAGE_FILES = ['/assets/LandingPage-C.js', '/assets/card-D.js'];
const PATHS: Record<AppStart, string[]> = { 'after-first-paint': ['/login'], 'on-first-interaction': ['/', '/landing'] };

/**
 * Runs the placing script of a page file in a bare context with fakes of the browser APIs it touches:
 * `import(entry)` is recorded instead of loading, timers and frames wait until the test runs them,
 * events reach the listeners only when the test dispatches them.
 */
export function runPlacingScript(pathname: string, { paintTiming, loadingShell = '', appStarts = 'after-first-paint', signedIn = false, shell }: Scenario) {
  const options = { paths: PATHS[appStarts], base: '/', appStarts, pageFiles: PAGE_FILES, loadingShell };
  const file = shell === undefined ? pageDocument(INDEX, PAGE, options) : shellDocument(INDEX, shell, PAGE_FILES);
  const body = file.split('<body>')[1] ?? '';
  // The templates the document has; the fake root records which one's content it receives.
  const templateIds = [...body.matchAll(/<template id="([^"]+)">/g)].map((match) => match[1]);
  const removed: string[] = [];
  const placed: string[] = [];
  const source = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
  const started: string[] = [];
  const preloaded: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const listeners = new Map<string, () => void>();
  const notices: FakeElement[] = [];
  // The page's two buttons (the colour-mode toggle, the chat's), as the root's query finds them.
  const controls = [new FakeElement(), new FakeElement()];
  const root = {
    inert: false,
    emptied: false,
    attributes: new Map<string, string>(),
    appendChild: (content: { from: string }) => placed.push(content.from),
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
    querySelectorAll: (selector: string) => (selector.split(',').includes('button') ? controls : []),
    set innerHTML(html: string) {
      this.emptied = html === '';
    },
    parentNode: { insertBefore: (node: FakeElement) => notices.push(node) },
  };
  const template = (id: string) => (templateIds.includes(id) ? { content: { from: id }, remove: () => removed.push(id) } : null);
  let failImport: () => void = () => {};
  const context = {
    location: { pathname },
    localStorage: { getItem: (key: string) => (signedIn && key === SESSION_HINT_STORAGE_KEY ? '1' : null) },
    document: {
      getElementById: (id: string) => (id === 'root' ? root : (notices.find((notice) => notice.id === id) ?? template(id))),
      createElement: () => new FakeElement(),
      createTextNode: (text: string) => ({ textContent: text }),
      head: {
        appendChild: (link: FakeElement) => {
          expect([link.rel, link.crossOrigin]).toEqual(['modulepreload', '']);
          preloaded.push(link.href);
        },
      },
    },
    addEventListener: (type: string, listener: () => void, listenerOptions: { capture: boolean; passive: boolean }) => {
      // Capture, so a handler that stops the event cannot hide it; passive, so scrolling never waits.
      expect(listenerOptions).toEqual({ capture: true, passive: true });
      listeners.set(type, listener);
    },
    removeEventListener: (type: string, listener: () => void, capture: boolean) => {
      if (capture && listeners.get(type) === listener) listeners.delete(type);
    },
    setTimeout: (run: () => void, at: number) => timers.push({ at, run }),
    requestAnimationFrame: (run: () => void) => frames.push(run),
    startApp: (entry: string) => {
      started.push(entry);
      return new Promise((_resolve, reject) => {
        failImport = () => reject(new TypeError('Failed to fetch dynamically imported module'));
      });
    },
    PerformanceObserver: paintTiming
      ? Object.assign(
          function PerformanceObserver(this: object, callback: (typeof observers)[number]) {
            observers.push(callback);
            return { observe() {}, disconnect() {} };
          },
          { supportedEntryTypes: ['paint', 'navigation'] },
        )
      : undefined,
  };
  runInNewContext(source.replace(/\bimport\(/, 'startApp('), { ...context, window: context });
  const runTimers = (upTo: number) => timers.splice(0).forEach((timer) => (timer.at <= upTo ? timer.run() : timers.push(timer)));
  const paint = (name: string) => observers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{}] : []) }));
  const dispatch = (type: string) => listeners.get(type)?.();
  /** Rejects the app's import, as a failed fetch does, and lets the script's handler run. */
  const importFails = async () => {
    failImport();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, preloaded, root, controls, listeners, runTimers, frames, paint, dispatch, placed, removed, notices, importFails };
}
