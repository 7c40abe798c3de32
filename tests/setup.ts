// Global test setup, shared by the DOM ("dom": happy-dom, or jsdom where a file asks) and node ("node") projects.
// No MSW server is started here: handler and page tests start their own through the helper in mocks/.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';

const isDom = typeof window !== 'undefined' && typeof Element !== 'undefined';

if (isDom) {
  // Chakra v3 measures elements; jsdom has neither API. Without these Vitest reports unhandled errors.
  if (typeof globalThis.ResizeObserver === 'undefined') {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    globalThis.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
  }
  if (typeof Element.prototype.scrollTo !== 'function') {
    Element.prototype.scrollTo = function scrollTo(): void {};
  }
  // happy-dom's Web Animations reject a cancelled animation's `finished` promise unhandled, where a
  // browser marks it handled; without `animate`, framer-motion animates by frames, as under jsdom.
  if ('animate' in Element.prototype && navigator.userAgent.includes('HappyDOM')) {
    delete (Element.prototype as Partial<Element>).animate;
  }
  // happy-dom has no print dialog; tests spy on it to see that Download PDF opens it.
  if (typeof window.print !== 'function') {
    window.print = function print(): void {};
  }

  // Files share their worker's document (vite.config.ts, `isolate: false`): each starts on a
  // clean one, as it would in a fresh worker. The <head> keeps the styles the theme inserted.
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // Loaded only in the DOM project, so node suites do not pay for react-dom.
  const { cleanup, configure } = await import('@testing-library/react');
  // On two busy cores a lazily loaded route and its reads can take many seconds to appear; a
  // wait that gives up first fails a test that is right. One wait for every findBy/waitFor (no
  // test sets a shorter one); a longer wait costs nothing when a test passes.
  configure({ asyncUtilTimeout: 30_000 });
  afterEach(() => {
    cleanup();
  });
}
