import { useCallback, useRef, useState } from 'react';
import { useArrivalFocus } from './arrivalFocus.ts';

interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

/**
 * An endless list of `count` items from a Relay pagination fragment: EndlessListFooter's props
 * (`footer`), and `listRef` for the element holding the items. The next `pageSize` comes on
 * demand; after a failed page nothing more until Try again, so the scroll sentinel does not ask a
 * failing server in a loop. A press on Load more moves focus to the first item it brought.
 */
export function useEndlessList({ hasNext, isLoadingNext, loadNext }: Pagination, pageSize: number, count: number) {
  const [failed, setFailed] = useState(false);
  const { listRef, retryRef, awaitArrivals } = useArrivalFocus(count, failed);
  const loadMoreRef = useRef<HTMLButtonElement>(null);
  const canLoad = hasNext && !isLoadingNext && !failed;
  const onNext = useCallback(() => {
    if (!canLoad) return;
    // A keyboard user who tabbed to Load more scrolled it (and the sentinel) into view: they read
    // on from the new items too, as if they had pressed it.
    if (loadMoreRef.current !== null && loadMoreRef.current === document.activeElement) awaitArrivals();
    loadNext(pageSize, { onComplete: (error) => error && setFailed(true) });
  }, [canLoad, loadNext, pageSize, awaitArrivals]);
  const onLoadMore = useCallback(() => {
    if (!canLoad) return;
    awaitArrivals();
    onNext();
  }, [canLoad, awaitArrivals, onNext]);
  const onRetry = useCallback(() => setFailed(false), []);
  return { listRef, footer: { count, hasNext, isLoadingNext, failed, onNext, onLoadMore, onRetry, retryRef, loadMoreRef } };
}
