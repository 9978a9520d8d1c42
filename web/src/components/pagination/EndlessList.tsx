import { Box, Button, HStack, Text } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { InfiniteScrollSentinel } from './InfiniteScrollSentinel.tsx';

/** The end text of the author page's endless list. */
export const END_OF_LIST_TEXT = 'End of list.';

interface EndlessListFooterProps {
  /** Items shown so far: remounts the sentinel after each page (see InfiniteScrollSentinel). */
  count: number;
  hasNext: boolean;
  isLoadingNext: boolean;
  failed: boolean;
  /** Asks for the next page (the scroll sentinel). */
  onNext: () => void;
  /** Asks for the next page from the Load more button (focus then goes to what it brought). */
  onLoadMore: () => void;
  onRetry: () => void;
  retryRef?: RefObject<HTMLButtonElement | null>;
  loadMoreRef?: RefObject<HTMLButtonElement | null>;
  /** Text at the end; none when omitted. */
  endText?: string;
  /** What the list holds, as the failure says it ("More people could not be loaded."). */
  itemsName?: string;
}

/**
 * Every list's Load more: the next page on demand, its spinner while it loads (the button keeps
 * its place, so the page does not jump).
 */
export function LoadMoreButton({
  loading,
  onClick,
  children = 'Load more',
  ref,
}: {
  loading: boolean;
  onClick: () => void;
  children?: string;
  ref?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Button ref={ref} alignSelf="center" variant="outline" colorPalette="brand" loading={loading} loadingText="Loading…" onClick={onClick}>
      {children}
    </Button>
  );
}

/**
 * The bottom of an endless list: the scroll sentinel plus a Load more button (keyboard and screen
 * reader users load the next page without scrolling) that spins while a page loads, a retry after
 * a failure, and the end text.
 */
export function EndlessListFooter({ count, hasNext, isLoadingNext, failed, onNext, onLoadMore, onRetry, retryRef, loadMoreRef, endText, itemsName = 'jots' }: EndlessListFooterProps) {
  if (failed) {
    return (
      <HStack role="alert" gap="3" justify="center">
        <Text>More {itemsName} could not be loaded.</Text>
        <Button ref={retryRef} size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </HStack>
    );
  }
  if (hasNext || isLoadingNext) {
    return (
      <>
        {isLoadingNext ? null : <InfiniteScrollSentinel key={count} onNext={onNext} />}
        <LoadMoreButton ref={loadMoreRef} loading={isLoadingNext} onClick={onLoadMore} />
        <Box role="status" srOnly>
          {isLoadingNext ? `Loading more ${itemsName}` : ''}
        </Box>
      </>
    );
  }
  return endText ? (
    <Text textAlign="center" color="fg.muted" py="4">
      {endText}
    </Text>
  ) : null;
}
