/**
 * A page prerendered at build time (scripts/vite-prerender.ts) sits in #root marked
 * `data-prerendered` and `inert` until the app has adopted it, so nothing typed or pressed before
 * then is lost. React adopts a page in parts: the root first, then each Suspense boundary in a
 * later pass. So the page itself says when it is adopted, from inside its boundary: src/app/layouts/PageOutlet.tsx for
 * the pages in a layout, LandingPage for the landing page. A page added to the prerendered list
 * must be one of those.
 */
import { useEffect } from 'react';

export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** Makes the adopted page usable; a no-op when nothing was prerendered. */
export function usePrerenderedPageAdopted(): void {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    root.inert = false;
  }, []);
}
