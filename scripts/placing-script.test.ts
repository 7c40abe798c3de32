import { describe, expect, it } from 'vitest';
import { INDEX, PAGE, PAGE_FILES, runPlacingScript } from './placing-script-harness';
import { APP_DID_NOT_LOAD, pageDocument } from './page-documents';

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

describe('a page that starts the app on the first interaction (the landing page)', () => {
  const landing = { paths: ['/', '/landing'], base: '/', appStarts: 'on-first-interaction', pageFiles: PAGE_FILES } as const;
  const html = pageDocument(INDEX, PAGE, landing);
  const head = html.slice(0, html.indexOf('</head>'));

  it('preloads no code from the head; the route preloader still runs for the other addresses', () => {
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('<script type="module"');
    expect(head).toContain('preloadRoute()');
  });

  it('places the page with its links usable and its controls inert, and fetches nothing while the visitor only looks', () => {
    const page = runPlacingScript('/', { paintTiming: true, appStarts: 'on-first-interaction' });
    expect(page.placed).toEqual(['prerendered']);
    expect(page.root.attributes.has('data-prerendered')).toBe(true);
    expect(page.root.inert).toBe(false);
    expect(page.controls.map((control) => [control.inert, control.attributes.get('data-awaits-app')])).toEqual([
      [true, ''],
      [true, ''],
    ]);
    page.paint('first-contentful-paint');
    page.frames.forEach((frame) => frame());
    page.runTimers(60_000);
    expect(page.started).toEqual([]);
    expect(page.preloaded).toEqual([]);
  });

  it.each(['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel', 'scroll'])(
    'on the first %s, preloads the app and the page together and starts the app, once',
    (interaction) => {
      const page = runPlacingScript('/landing', { paintTiming: true, appStarts: 'on-first-interaction' });
      page.dispatch(interaction);
      expect(page.started).toEqual(['/assets/index-A.js']);
      expect(page.preloaded).toEqual(['/assets/index-A.js', '/assets/react-B.js', ...PAGE_FILES]);
      expect(page.listeners.size).toBe(0);
      page.dispatch('scroll');
      expect(page.started).toHaveLength(1);
    },
  );

  it('for a visitor the app knows as signed in, starts after the first paint with the page inert, as the sign-in pages do', () => {
    const page = runPlacingScript('/', { paintTiming: true, appStarts: 'on-first-interaction', signedIn: true });
    expect(page.root.inert).toBe(true);
    expect(page.controls.every((control) => !control.inert)).toBe(true);
    expect(page.listeners.size).toBe(0);
    page.paint('first-contentful-paint');
    page.runTimers(0);
    expect(page.started).toEqual(['/assets/index-A.js']);
    expect(page.preloaded).toEqual(['/assets/index-A.js', '/assets/react-B.js', ...PAGE_FILES]);
  });

  it("on any other address (index.html is every route's fallback), starts at once over the loading view with the app's preloads", () => {
    const page = runPlacingScript('/dashboard', { paintTiming: true, appStarts: 'on-first-interaction', loadingShell: '<p role="status">Loading...</p>' });
    expect(page.placed).toEqual(['loading-shell']);
    expect(page.started).toEqual(['/assets/index-A.js']);
    // The dashboard's own chunks come from the route preloader in the head.
    expect(page.preloaded).toEqual(['/assets/index-A.js', '/assets/react-B.js']);
    expect(page.listeners.size).toBe(0);
  });

  it('when the app cannot be fetched, says so and keeps the page readable with its controls inert', async () => {
    const page = runPlacingScript('/', { paintTiming: true, appStarts: 'on-first-interaction' });
    page.dispatch('touchstart');
    await page.importFails();
    expect(page.notices.map((notice) => notice.attributes.get('role'))).toEqual(['alert']);
    expect(page.root.emptied).toBe(false);
    expect(page.controls.every((control) => control.inert)).toBe(true);
  });
});
