/**
 * The one toaster of the app and its viewport (docs/texts.md#toasts). Features import `toaster` to
 * show toasts; AppProviders renders `<Toaster />` once. Its view (`./ToasterView`, with Zag's toast
 * machine and store) is a chunk of its own, fetched once the page is idle, and mounted with the
 * first toast: most visits raise none, and mounting the machine costs a synchronous render of its
 * own at start-up (docs/performance.md#heavy-parts-load-when-needed). `toaster` here is a small
 * front for the store the view creates: a toast raised before the view is there waits in it, in
 * order, and goes to the store when the view arrives. Importing Chakra's `createToaster` here
 * instead would bring the whole toast machine into every page's first load.
 *
 * Exact: at most 1 visible (`max: 1`, later ones wait in the queue), 5000 ms default duration, F8
 * focuses the region (there from the first toast on), bottom-end, max width 420 px on md and up.
 * Not taken: the original design's 1,000,000 ms removal delay. In Chakra/Zag `removeDelay` is how
 * long a dismissed toast stays mounted (still role=status, still counted against `max`), so that
 * value would keep a dismissed toast in the DOM and block the queue for ~17 minutes. We keep Zag's
 * short exit delay instead. Swipe-to-dismiss (right, 50 px) has no Zag option; toasts have a close
 * button instead.
 */
import type { CreateToasterProps, CreateToasterReturn } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 200;

export const TOASTER_OPTIONS = {
  placement: 'bottom-end',
  max: 1,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
} satisfies CreateToasterProps;

type Store = CreateToasterReturn;
type ToastOptions = Parameters<Store['create']>[0];

/** The part of the store the app uses, in front of the store until the view brings it. */
function toasterFront() {
  let store: Store | null = null;
  let pending: ToastOptions[] = [];
  let lastId = 0;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    attrs: TOASTER_OPTIONS,
    /** Shows a toast (or queues it until the view is there); returns its id. */
    create(options: ToastOptions): string {
      if (store) return store.create(options);
      const id = options.id ?? `pending-toast-${(lastId += 1)}`;
      pending = [...pending, { ...options, id }];
      notify();
      return id;
    },
    /** Removes one toast, or every toast. */
    remove(id?: string): void {
      if (store) return void store.remove(id);
      pending = id === undefined ? [] : pending.filter((toast) => toast.id !== id);
      notify();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getCount: (): number => (store ? store.getCount() : pending.length),
    /** Called once by the view with the store it made: the waiting toasts go to it, in order. */
    attach(created: Store): void {
      if (store) return;
      store = created;
      created.subscribe(notify);
      for (const toast of pending) created.create(toast);
      pending = [];
    },
  };
}

export const toaster = toasterFront();

const loadToasterView = () => import('./ToasterView');
const ToasterView = lazy(loadToasterView);

/** Fetches the view's code when the browser is idle, so the first toast does not wait for the network. */
function usePrefetchWhenIdle(): void {
  useEffect(() => {
    const prefetch = () => void loadToasterView().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 2000);
    return () => clearTimeout(id);
  }, []);
}

/** True from the first toast on (also one raised before this mounted); it stays true. */
function useHasHadToast(): boolean {
  const [firstToast] = useState(() => {
    let seen = false;
    return {
      // The store tells its subscribers of a toast before counting it, hence `seen`.
      subscribe: (onChange: () => void) =>
        toaster.subscribe(() => {
          seen = true;
          onChange();
        }),
      getSnapshot: () => {
        seen ||= toaster.getCount() > 0;
        return seen;
      },
    };
  });
  return useSyncExternalStore(firstToast.subscribe, firstToast.getSnapshot, () => false);
}

export function Toaster() {
  usePrefetchWhenIdle();
  if (!useHasHadToast()) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
