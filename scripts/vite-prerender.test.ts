import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_DID_NOT_LOAD, fileForPath, hoistStyles, pageDocument } from './vite-prerender';

const INDEX = [
  '<html><head><title>Dispute Centre</title>',
  '<script id="route-preload">(function(){preloadRoute()})();</script>',
  '<script type="module" crossorigin src="/assets/index-A.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-B.js">',
  '</head><body><div id="root"></div></body></html>',
].join('');

const PAGE = [
  '<title>Login · Dispute Centre</title>',
  '<style data-emotion="css-global g1">:root{--x:1}</style>',
  '<style data-emotion="css a1">.css-a1{color:red}</style><h1 class="css-a1">Sign in</h1>',
  '<style data-emotion="css b2">.css-b2{color:blue}</style><p class="css-b2">Welcome</p>',
].join('');

describe('fileForPath', () => {
  it('maps the landing page to index.html and other pages to a .html file of their path', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/login')).toBe('login.html');
    expect(fileForPath('/admin/login')).toBe('admin/login.html');
  });
});

describe('hoistStyles', () => {
  it('merges the class styles into one emotion sheet naming every id, keeps global styles, and marks all as in place', () => {
    const { styles, body } = hoistStyles(PAGE);
    expect(styles).toBe(
      '<style data-s="" data-emotion="css-global g1">:root{--x:1}</style>' +
        '<style data-s="" data-emotion="css a1 b2">.css-a1{color:red}.css-b2{color:blue}</style>',
    );
    expect(body).toBe('<title>Login · Dispute Centre</title><h1 class="css-a1">Sign in</h1><p class="css-b2">Welcome</p>');
  });

  it('keeps a style that two renders share once', () => {
    expect(hoistStyles(PAGE + PAGE).styles).toBe(hoistStyles(PAGE).styles);
  });
});

describe('pageDocument', () => {
  const html = pageDocument(INDEX, PAGE, ['/login'], '/');
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body>'));

  it('takes the page title and puts the styles in the head', () => {
    expect(head).toContain('<title>Login · Dispute Centre</title>');
    expect(head).not.toContain('<title>Dispute Centre</title>');
    expect(head).toContain('<style data-s="" data-emotion="css a1 b2">');
    expect(body).not.toContain('<title>');
  });

  it('puts the page in a template next to the root, for a script that places it on its own paths only', () => {
    expect(body).toContain('<div id="root"></div><template id="prerendered"><h1 class="css-a1">Sign in</h1>');
    const script = body.slice(body.indexOf('<script>'));
    expect(script).toContain('["/login"].indexOf(p)>=0');
    expect(script).toContain("r.setAttribute('data-prerendered','');r.inert=true;");
  });

  it('preloads the entry at once and imports it from the placing script', () => {
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/index-A.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/react-B.js">');
    expect(head).toContain('preloadRoute()');
    expect(body).toContain('import("/assets/index-A.js")');
  });

  it('puts a loading shell in a template of its own, with its styles in the head', () => {
    const shell = '<style data-emotion="css s3">.css-s3{margin:auto}</style><p class="css-s3" role="status">Loading...</p>';
    const withShell = pageDocument(INDEX, PAGE, ['/'], '/', shell);
    expect(withShell).toContain('<template id="loading-shell"><p class="css-s3" role="status">Loading...</p></template>');
    expect(withShell.slice(0, withShell.indexOf('</head>'))).toContain('<style data-s="" data-emotion="css a1 b2 s3">');
    expect(html).not.toContain('<template id="loading-shell">');
  });

  it('refuses an index.html it does not recognise rather than writing a page that never starts', () => {
    expect(() => pageDocument(INDEX.replace('<div id="root"></div>', '<main></main>'), PAGE, ['/'], '/')).toThrow(/#root|root/);
    expect(() => pageDocument(INDEX.replace(/<script type="module"[^>]*><\/script>/, ''), PAGE, ['/'], '/')).toThrow(/entry/);
  });
});

/** Just enough of an element for the failure notice: its id, attributes, text and children. */
class FakeElement {
  id = '';
  type = '';
  onclick: (() => void) | null = null;
  style = { cssText: '' };
  textContent = '';
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

/**
 * Runs the placing script of a page file in a bare context with fakes of the browser APIs it touches:
 * `import(entry)` is recorded instead of loading, timers and frames wait until the test runs them.
 */
function runPlacingScript(pathname: string, { paintTiming, loadingShell = '' }: { paintTiming: boolean; loadingShell?: string }) {
  const body = pageDocument(INDEX, PAGE, ['/login'], '/', loadingShell).split('<body>')[1] ?? '';
  // The templates the document has; the fake root records which one's content it receives.
  const templateIds = [...body.matchAll(/<template id="([^"]+)">/g)].map((match) => match[1]);
  const removed: string[] = [];
  const placed: string[] = [];
  const source = /<script>([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
  const started: string[] = [];
  const timers: { at: number; run: () => void }[] = [];
  const frames: (() => void)[] = [];
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  const notices: FakeElement[] = [];
  const root = {
    inert: false,
    emptied: false,
    attributes: new Map<string, string>(),
    appendChild: (content: { from: string }) => placed.push(content.from),
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
    set innerHTML(html: string) {
      this.emptied = html === '';
    },
    parentNode: { insertBefore: (node: FakeElement) => notices.push(node) },
  };
  const template = (id: string) => (templateIds.includes(id) ? { content: { from: id }, remove: () => removed.push(id) } : null);
  let failImport: () => void = () => {};
  const context = {
    location: { pathname },
    document: {
      getElementById: (id: string) => (id === 'root' ? root : (notices.find((notice) => notice.id === id) ?? template(id))),
      createElement: () => new FakeElement(),
      createTextNode: (text: string) => ({ textContent: text }),
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
  /** Rejects the app's import, as a failed fetch does, and lets the script's handler run. */
  const importFails = async () => {
    failImport();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { started, root, runTimers, frames, paint, placed, removed, notices, importFails };
}

describe('the placing script', () => {
  it("on the page's own path, places the page inert and starts the app only after the first contentful paint", () => {
    const page = runPlacingScript('/login', { paintTiming: true });
    expect(page.placed).toEqual(['prerendered']);
    expect(page.root.inert).toBe(true);
    expect(page.root.attributes.has('data-prerendered')).toBe(true);
    page.paint('first-paint');
    page.runTimers(0);
    expect(page.started).toEqual([]);
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.started).toEqual(['/assets/index-A.js']);
    page.runTimers(1000);
    expect(page.started).toHaveLength(1);
  });

  it('without paint timing, starts the app after the next frame', () => {
    const page = runPlacingScript('/login', { paintTiming: false });
    page.runTimers(0);
    expect(page.started).toEqual([]);
    page.frames.forEach((frame) => frame());
    page.runTimers(0);
    expect(page.started).toEqual(['/assets/index-A.js']);
  });

  it('starts the app after a second when no paint is reported (a hidden tab)', () => {
    const page = runPlacingScript('/login', { paintTiming: true });
    page.runTimers(1000);
    expect(page.started).toEqual(['/assets/index-A.js']);
  });

  it('on any other path, leaves the root empty and starts the app at once', () => {
    const page = runPlacingScript('/dashboard', { paintTiming: true });
    expect(page.started).toEqual(['/assets/index-A.js']);
    expect(page.placed).toEqual([]);
    expect(page.root.inert).toBe(false);
    expect(page.root.attributes.size).toBe(0);
  });

  it('with a loading shell (index.html), shows it on any other path and only there', () => {
    const elsewhere = runPlacingScript('/dashboard', { paintTiming: true, loadingShell: '<p role="status">Loading...</p>' });
    expect(elsewhere.placed).toEqual(['loading-shell']);
    expect(elsewhere.started).toEqual(['/assets/index-A.js']);
    expect(elsewhere.root.inert).toBe(false);
    expect(elsewhere.removed.sort()).toEqual(['loading-shell', 'prerendered']);

    const own = runPlacingScript('/login', { paintTiming: true, loadingShell: '<p role="status">Loading...</p>' });
    expect(own.placed).toEqual(['prerendered']);
    expect(own.removed.sort()).toEqual(['loading-shell', 'prerendered']);
  });

  it('when the app cannot be fetched, replaces the loading view by a notice with a Reload button', async () => {
    const page = runPlacingScript('/dashboard', { paintTiming: true, loadingShell: '<p role="status">Loading...</p>' });
    await page.importFails();
    expect(page.root.emptied).toBe(true);
    expect(page.notices).toHaveLength(1);
    const [notice] = page.notices;
    expect(notice?.attributes.get('role')).toBe('alert');
    expect(notice?.text).toBe(`${APP_DID_NOT_LOAD}Reload`);
  });

  it('when the app cannot be fetched on a prerendered page, keeps the page readable and inert under the notice', async () => {
    const page = runPlacingScript('/login', { paintTiming: true });
    page.paint('first-contentful-paint');
    page.runTimers(0);
    await page.importFails();
    expect(page.root.emptied).toBe(false);
    expect(page.root.inert).toBe(true);
    expect(page.notices.map((notice) => notice.attributes.get('role'))).toEqual(['alert']);
  });
});
