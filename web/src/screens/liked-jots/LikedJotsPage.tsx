import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LikedJotsGridPaginationQuery } from '../../__generated__/LikedJotsGridPaginationQuery.graphql.ts';
import type { LikedJotsGrid_viewer$key } from '../../__generated__/LikedJotsGrid_viewer.graphql.ts';
import type { LikedJotsPageQuery } from '../../__generated__/LikedJotsPageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { FeedGridSkeleton } from '../../components/cards/FeedGrid.tsx';
import { JotCard } from '../../components/cards/JotCard.tsx';
import { EndlessListFooter } from '../../components/pagination/EndlessList.tsx';
import { useEndlessList } from '../../components/pagination/useEndlessList.ts';
import { LIKED_JOTS_PAGE_SIZE } from './constants.ts';

/** The page's title, and what it says when the viewer has liked nothing. */
export const LIKED_JOTS_TITLE = 'Inspired Jots';
export const NO_LIKED_JOTS_TEXT = 'No favorite jots.';

export const likedJotsPageQuery = graphql`
  query LikedJotsPageQuery($first: Int!, $excludeAuthors: [ID!]) {
    viewer {
      ...LikedJotsGrid_viewer @arguments(count: $first, excludeAuthors: $excludeAuthors)
    }
  }
`;

function LikedJotsGrid({ viewer }: { viewer: LikedJotsGrid_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<LikedJotsGridPaginationQuery, LikedJotsGrid_viewer$key>(
    graphql`
      fragment LikedJotsGrid_viewer on Viewer
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 99 }
        cursor: { type: "String" }
        excludeAuthors: { type: "[ID!]" }
      )
      @refetchable(queryName: "LikedJotsGridPaginationQuery") {
        likedJots(first: $count, after: $cursor, excludeAuthors: $excludeAuthors) @connection(key: "LikedJotsGrid_likedJots") {
          edges {
            node {
              id
              ...JotCard_jot
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.likedJots.edges;
  const { listRef, footer } = useEndlessList({ hasNext, isLoadingNext, loadNext }, LIKED_JOTS_PAGE_SIZE, edges.length);

  if (edges.length === 0) return <Text color="fg.muted">{NO_LIKED_JOTS_TEXT}</Text>;
  return (
    <Stack ref={listRef} gap="6">
      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
        {edges.map(({ node }) => (
          <li key={node.id}>
            <JotCard jot={node} />
          </li>
        ))}
      </SimpleGrid>
      <EndlessListFooter {...footer} />
    </Stack>
  );
}

function LikedJotsContent({ queryRef }: { queryRef: PreloadedQuery<LikedJotsPageQuery> }) {
  const { viewer } = usePreloadedQuery<LikedJotsPageQuery>(likedJotsPageQuery, queryRef);
  // The guard let a signed-in viewer in; a session that ended since reads as an empty list.
  if (!viewer) return <Text color="fg.muted">{NO_LIKED_JOTS_TEXT}</Text>;
  return <LikedJotsGrid viewer={viewer} />;
}

/** `/liked-jots` (signed-in only): the jots the viewer liked, most recently liked first. */
export function LikedJotsPage() {
  const queryRef = useRouteQuery<LikedJotsPageQuery>();
  return (
    <Stack gap="6">
      <title>{`${LIKED_JOTS_TITLE} · Jotpod`}</title>
      <Heading as="h1" size="2xl">
        {LIKED_JOTS_TITLE}
      </Heading>
      <Suspense fallback={<FeedGridSkeleton />}>
        <LikedJotsContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
