import { useCallback, useEffect, useRef } from 'react';

/** The links a reader can reach by Tab (a card's image link is kept out of the Tab order). */
const READER_LINKS = 'a[href]:not([tabindex="-1"])';

function linksIn(region: HTMLElement | null): HTMLElement[] {
  return region ? [...region.querySelectorAll<HTMLElement>(READER_LINKS)] : [];
}

/**
 * Where focus goes after a press on Load more: to the first link among the items it brought, so
 * a keyboard or screen-reader user reads on from there. The button is disabled while its page
 * loads (and gone after the last page), which would otherwise leave focus on the document and send
 * the next Tab back to the top. A failed page sends focus to its Try again button. Items brought
 * by scrolling leave focus where it is, unless focus was on Load more (useEndlessList).
 *
 * `listRef` goes on the element holding the items (a Stack around them), `retryRef` on Try
 * again; call `awaitArrivals` as the press asks for the next page. `count` is the number of items
 * shown.
 */
export function useArrivalFocus(count: number, failed: boolean) {
  const listRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  /** The links shown when Load more was pressed; null when no press awaits its items. */
  const linksBefore = useRef<Set<HTMLElement> | null>(null);

  const awaitArrivals = useCallback(() => {
    linksBefore.current = new Set(linksIn(listRef.current));
  }, []);

  useEffect(() => {
    const before = linksBefore.current;
    if (!before) return;
    if (failed) {
      linksBefore.current = null;
      retryRef.current?.focus();
      return;
    }
    const first = linksIn(listRef.current).find((link) => !before.has(link));
    if (!first) return;
    linksBefore.current = null;
    first.focus();
  }, [count, failed]);

  return { listRef, retryRef, awaitArrivals };
}
