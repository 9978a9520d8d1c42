import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
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
  /** Text at the end; none when omitted. */
  endText?: string;
  /** What the list holds, as the failure says it ("More people could not be loaded."). */
  itemsName?: string;
}

/**
 * The bottom of an endless list: the scroll sentinel plus a Load more button (keyboard and screen
 * reader users load the next page without scrolling), a spinner while loading, a retry after a
 * failure, and the end text.
 */
export function EndlessListFooter({ count, hasNext, isLoadingNext, failed, onNext, onLoadMore, onRetry, retryRef, endText, itemsName = 'jots' }: EndlessListFooterProps) {
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
  if (isLoadingNext) {
    return (
      <HStack justify="center" gap="2" role="status">
        <Spinner size="sm" color="brand.fg" />
        <Text fontSize="sm">Loading more…</Text>
      </HStack>
    );
  }
  if (hasNext) {
    return (
      <>
        <InfiniteScrollSentinel key={count} onNext={onNext} />
        <Button alignSelf="center" variant="outline" size="sm" onClick={onLoadMore}>
          Load more
        </Button>
      </>
    );
  }
  return endText ? (
    <Text textAlign="center" color="fg.muted" py="4">
      {endText}
    </Text>
  ) : null;
}
