/**
 * The one toaster of SPEC.md §9 and its viewport. Features import `toaster` to show toasts;
 * AppProviders renders `<Toaster />` once. Its view (`./ToasterView`, with Zag's toast machine) is a
 * chunk of its own, fetched after the first render: a toast raised before it arrives waits in
 * `toaster` and shows when the view mounts.
 *
 * Exact: at most 1 visible (`max: 1`, later ones wait in the queue), 5000 ms default duration,
 * F8 focuses the region, bottom-end, max width 420 px on md and up.
 * Not taken: the spec's 1,000,000 ms removal delay. In Chakra/Zag `removeDelay` is how long a
 * dismissed toast stays mounted (still role=status, still counted against `max`), so that value
 * would keep a dismissed toast in the DOM and block the queue for ~17 minutes. We keep Zag's
 * short exit delay instead. Swipe-to-dismiss (right, 50 px) has no Zag option; toasts have a
 * close button instead.
 */
import { createToaster } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 200;

export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

const ToasterView = lazy(() => import('./ToasterView'));

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
