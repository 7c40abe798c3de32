/**
 * Renders `children` once their place on the page comes near the viewport, and `placeholder` until
 * then. For heavy parts far down a page (docs/performance.md#heavy-parts-load-when-needed): their
 * code is fetched as the visitor scrolls towards them, not with the first paint. Without
 * IntersectionObserver (old browsers, jsdom) the children render at once.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

const subscribeToNothing = () => () => {};
const observerMissing = () => typeof IntersectionObserver === 'undefined';

interface WhenNearViewportProps {
  children: ReactNode;
  placeholder: ReactNode;
  /** How far outside the viewport counts as near: the code has that much scrolling to arrive. */
  rootMargin?: string;
}

export function WhenNearViewport({ children, placeholder, rootMargin = '1200px 0px' }: WhenNearViewportProps) {
  const anchor = useRef<HTMLDivElement>(null);
  // Without an observer the children show at once, but not in the first render of a prerendered
  // page, which must match its HTML (the server has no observer either): hence the server snapshot.
  const withoutObserver = useSyncExternalStore(subscribeToNothing, observerMissing, () => false);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (near || withoutObserver || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, withoutObserver, rootMargin]);

  return <Box ref={anchor}>{near || withoutObserver ? children : placeholder}</Box>;
}
