import { SimpleGrid, Stack } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { FeedGridPaginationQuery } from '../../__generated__/FeedGridPaginationQuery.graphql.ts';
import type { FeedGrid_query$key } from '../../__generated__/FeedGrid_query.graphql.ts';
import { PodCard } from './PodCard.tsx';
import { JotCard } from './JotCard.tsx';
import { JotCardSkeleton } from './JotCardSkeleton.tsx';
import { EndlessListFooter } from '../pagination/EndlessList.tsx';
import { useEndlessList } from '../pagination/useEndlessList.ts';
import { FEED_PAGE_SIZE } from '../../screens/feeds/tags.ts';

/** Spec: the text at the end of the feed. */
export const FEED_END_TEXT = 'Click on a category to view more.';

const gridColumns = { base: 1, sm: 2, lg: 3 } as const;

/**
 * The feed's cards (pods on TRENDING and NEW, jots on PERSONAL), 21 a page, the next page loading
 * when the sentinel after the last card scrolls into view.
 */
export function FeedGrid({ query }: { query: FeedGrid_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FeedGridPaginationQuery, FeedGrid_query$key>(
    graphql`
      fragment FeedGrid_query on Query
      @argumentDefinitions(
        tag: { type: "FeedTag!" }
        count: { type: "Int", defaultValue: 21 }
        cursor: { type: "String" }
        excludeAuthors: { type: "[ID!]" }
      )
      @refetchable(queryName: "FeedGridPaginationQuery") {
        feed(tag: $tag, first: $count, after: $cursor, excludeAuthors: $excludeAuthors) @connection(key: "FeedGrid_feed") {
          edges {
            cursor
            node {
              # Aliased spreads: each is null unless the card is of that type (Relay's typed union).
              ...PodCard_pod @alias(as: "pod")
              ...JotCard_jot @alias(as: "jot")
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.feed.edges;
  // The bottom is reached when a page returns fewer items than the page size
  // (as well as when the server says there is no next page).
  const more = hasNext && edges.length % FEED_PAGE_SIZE === 0;
  const { listRef, footer } = useEndlessList({ hasNext: more, isLoadingNext, loadNext }, FEED_PAGE_SIZE, edges.length);

  return (
    <Stack ref={listRef} gap="6">
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={gridColumns} gap="5">
        {edges.map(({ cursor, node }) =>
          node.pod ? (
            <li key={cursor}>
              <PodCard pod={node.pod} />
            </li>
          ) : node.jot ? (
            <li key={cursor}>
              <JotCard jot={node.jot} />
            </li>
          ) : null,
        )}
      </SimpleGrid>

      <EndlessListFooter {...footer} endText={FEED_END_TEXT} itemsName="cards" />
    </Stack>
  );
}

export function FeedGridSkeleton() {
  return (
    <SimpleGrid columns={gridColumns} gap="5" aria-busy="true" aria-label="Loading cards">
      {Array.from({ length: 6 }, (_, i) => (
        <JotCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}
