/**
 * Renders `children` once their place on the page comes near the viewport, and `placeholder`
 * until then. For heavy parts far down a page (issue 7): their code is fetched as the visitor
 * scrolls towards them, not with the first paint. Without IntersectionObserver (old browsers,
 * jsdom) the children render at once.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

interface WhenNearViewportProps {
  children: ReactNode;
  placeholder: ReactNode;
  /** How far outside the viewport counts as near: the code has that much scrolling to arrive. */
  rootMargin?: string;
}

export function WhenNearViewport({ children, placeholder, rootMargin = '1200px 0px' }: WhenNearViewportProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return <Box ref={anchor}>{near ? children : placeholder}</Box>;
}
