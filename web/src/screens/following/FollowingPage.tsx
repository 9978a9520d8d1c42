import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { FollowingListPaginationQuery } from '../../__generated__/FollowingListPaginationQuery.graphql.ts';
import type { FollowingList_viewer$key } from '../../__generated__/FollowingList_viewer.graphql.ts';
import type { FollowingPageQuery } from '../../__generated__/FollowingPageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { UserCardGrid, UserCardGridSkeleton } from '../../components/cards/UserCardGrid.tsx';
import { EndlessListFooter } from '../../components/pagination/EndlessList.tsx';
import { useEndlessList } from '../../components/pagination/useEndlessList.ts';
import { FOLLOWING_PAGE_SIZE } from './constants.ts';

/** What the page says when the viewer follows nobody. */
export const NOT_FOLLOWING_TEXT = 'Not following anyone.';

export const followingPageQuery = graphql`
  query FollowingPageQuery($first: Int!) {
    viewer {
      ...FollowingList_viewer @arguments(count: $first)
    }
  }
`;

function FollowingList({ viewer }: { viewer: FollowingList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FollowingListPaginationQuery, FollowingList_viewer$key>(
    graphql`
      fragment FollowingList_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "FollowingListPaginationQuery") {
        following(first: $count, after: $cursor) @connection(key: "FollowingList_following") {
          edges {
            node {
              id
              ...UserCard_user
            }
          }
        }
      }
    `,
    viewer,
  );
  const edges = data.following.edges;
  const { listRef, footer } = useEndlessList({ hasNext, isLoadingNext, loadNext }, FOLLOWING_PAGE_SIZE, edges.length);

  if (edges.length === 0) return <Text color="fg.muted">{NOT_FOLLOWING_TEXT}</Text>;
  return (
    <Stack ref={listRef} gap="6">
      <UserCardGrid label="Followed users" users={edges.map(({ node }) => node)} />
      <EndlessListFooter {...footer} itemsName="people" />
    </Stack>
  );
}

function FollowingContent({ queryRef }: { queryRef: PreloadedQuery<FollowingPageQuery> }) {
  const { viewer } = usePreloadedQuery<FollowingPageQuery>(followingPageQuery, queryRef);
  if (!viewer) return <Text color="fg.muted">{NOT_FOLLOWING_TEXT}</Text>;
  return <FollowingList viewer={viewer} />;
}

/** `/following` (signed-in only): the users the viewer follows, most recently followed first. */
export function FollowingPage() {
  const queryRef = useRouteQuery<FollowingPageQuery>();
  return (
    <Stack gap="6">
      <title>Following · Jotpod</title>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Following
        </Heading>
        <Link asChild color="brand.fg">
          <RouterLink to="/followers">Your followers</RouterLink>
        </Link>
      </HStack>
      <Suspense fallback={<UserCardGridSkeleton label="Loading followed users" />}>
        <FollowingContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
