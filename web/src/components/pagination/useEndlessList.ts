import { useCallback, useState } from 'react';

interface Pagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number, options: { onComplete: (error: Error | null) => void }) => unknown;
}

/**
 * EndlessListFooter's props for a Relay pagination fragment's list of `count` items: the next
 * `pageSize` on demand, and after a failed page nothing more until Try again, so the scroll
 * sentinel does not ask a failing server in a loop.
 */
export function useEndlessList({ hasNext, isLoadingNext, loadNext }: Pagination, pageSize: number, count: number) {
  const [failed, setFailed] = useState(false);
  const onNext = useCallback(() => {
    if (!hasNext || isLoadingNext || failed) return;
    loadNext(pageSize, { onComplete: (error) => error && setFailed(true) });
  }, [hasNext, isLoadingNext, failed, loadNext, pageSize]);
  const onRetry = useCallback(() => setFailed(false), []);
  return { count, hasNext, isLoadingNext, failed, onNext, onRetry };
}
