import { useEffect, useRef } from 'react';

/**
 * Calls `onTick` every `delayMs` while the page is visible: the timer stops while the tab is
 * hidden (document.visibilityState), starts again with a full interval when it shows, and is
 * cleared on unmount. The latest `onTick` is always the one called.
 */
export function useVisibleInterval(onTick: () => void, delayMs: number): void {
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      timer ??= setInterval(() => tick.current(), delayMs);
    };
    const stop = () => {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
    };
    const sync = () => (document.visibilityState === 'hidden' ? stop() : start());
    sync();
    document.addEventListener('visibilitychange', sync);
    return () => {
      document.removeEventListener('visibilitychange', sync);
      stop();
    };
  }, [delayMs]);
}
