/**
 * What a route error is, for the "Try again" of the error states in RouteErrorPage.tsx.
 *
 * A page's code arrives as a lazily loaded chunk. When that import fails (offline, or a deploy
 * replaced the chunk), the router caches the failed promise for the route and the browser its
 * failed module, so re-rendering cannot help: the honest retry is a full reload of the URL.
 * A render error, by contrast, is retried by rendering the route again.
 */

/** A page's chunk could not be loaded; thrown by the lazy loaders of the route table. */
export class PageLoadError extends Error {
  constructor(cause: unknown) {
    super('This page could not be loaded.', { cause });
    this.name = 'PageLoadError';
  }
}

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari) and Vite's preload. */
const CHUNK_FAILURE = /dynamically imported module|importing a module script failed|unable to preload css/i;

/** True for a failed page chunk, including one a page imports lazily itself (React.lazy). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof PageLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** A full reload of the current URL. Its own function so tests can replace it (jsdom cannot navigate). */
export function reloadPage(): void {
  window.location.reload();
}
