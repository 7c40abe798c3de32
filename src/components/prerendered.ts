/**
 * A page prerendered at build time (scripts/vite-prerender.ts) sits in #root marked
 * `data-prerendered` until the app has adopted it. Until then, what only the app can answer is
 * `inert`, so nothing typed or pressed before then is lost: the whole page on the sign-in pages,
 * the controls marked `data-awaits-app` on the landing page (its links work without the app).
 * React adopts a page in parts: the root first, then each Suspense boundary in a later pass. So
 * the page itself says when it is adopted, from inside its boundary: src/app/layouts/PageOutlet.tsx
 * for the pages in a layout, LandingPage for the landing page. A page added to the prerendered
 * list must be one of those.
 */
import { useEffect } from 'react';

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
export const AWAITS_APP_ATTRIBUTE = 'data-awaits-app';
/** Marks the global style tags a built page carries (Chakra's preflight, global CSS and tokens). */
export const PRERENDERED_GLOBAL_STYLES_ATTRIBUTE = 'data-prerendered-globals';

/** Whether this document already holds the theme's global styles, so the app need not make them. */
export function documentHasGlobalStyles(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`style[${PRERENDERED_GLOBAL_STYLES_ATTRIBUTE}]`) !== null;
}

/** Makes the adopted page usable; a no-op when nothing was prerendered. */
export function usePrerenderedPageAdopted(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    // The attribute, which the `inert` property reflects (and which jsdom, without the property, has).
    root.removeAttribute('inert');
    for (const control of root.querySelectorAll(`[${AWAITS_APP_ATTRIBUTE}]`)) {
      control.removeAttribute(AWAITS_APP_ATTRIBUTE);
      control.removeAttribute('inert');
    }
  }, []);
}
