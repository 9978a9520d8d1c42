import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

interface InfiniteScrollSentinelProps {
  /** Called when the sentinel comes near the viewport. */
  onNext: () => void;
  /** How far below the viewport loading starts, so the next page is usually there before the reader. */
  rootMargin?: string;
}

/**
 * An invisible marker after the last card (artsy/force's InfiniteScrollSentinel): when it scrolls
 * into view, the next page loads. An IntersectionObserver reports a crossing, not a state, so the
 * parent remounts it (key = item count) after each page: if the new page is still too short to
 * push it out of view, the fresh observer fires again at once.
 */
export function InfiniteScrollSentinel({ onNext, rootMargin = '0px 0px 600px 0px' }: InfiniteScrollSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback without re-creating the observer on every render.
  const onNextRef = useRef(onNext);
  useEffect(() => {
    onNextRef.current = onNext;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNextRef.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [rootMargin]);

  return <Box ref={ref} h="1px" aria-hidden="true" data-testid="infinite-scroll-sentinel" />;
}
