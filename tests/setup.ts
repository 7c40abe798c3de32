// Global test setup, shared by the jsdom ("dom") and node ("node") projects.
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
