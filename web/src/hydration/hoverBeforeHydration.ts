import { useLayoutEffect, type RefObject } from 'react';

/**
 * Widgets learn that the pointer is over them from its mouseover (React's onMouseEnter): a
 * slider pauses under it, so a link does not move away under the reader. The pointer can come
 * over the server's page before the app has taken it over, and that event then came before
 * anything listened. Once the widget in `region` is running, the element under the pointer tells
 * it again (when: as useFocusBeforeHydrationTold).
 */
export function useHoverBeforeHydrationTold(region: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    queueMicrotask(() => {
      const element = region.current;
      if (!element?.matches(':hover')) return;
      const hovered = [...element.querySelectorAll(':hover')].at(-1) ?? element;
      // No relatedTarget: the pointer came from outside, so every element down to it is entered.
      hovered.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: null }));
    });
  }, [region]);
}
