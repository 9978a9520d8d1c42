import { Button, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { FollowersListPaginationQuery } from '../../__generated__/FollowersListPaginationQuery.graphql.ts';
import type { FollowersList_viewer$key } from '../../__generated__/FollowersList_viewer.graphql.ts';
import type { FollowersPageQuery } from '../../__generated__/FollowersPageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { UserCardGrid, UserCardGridSkeleton } from '../../components/cards/UserCardGrid.tsx';
import { EndlessListFooter } from '../../components/pagination/EndlessList.tsx';
import { useEndlessList } from '../../components/pagination/useEndlessList.ts';
import { FOLLOWERS_PAGE_SIZE } from './constants.ts';

/** What the page says when nobody follows the viewer yet. */
export const NO_FOLLOWERS_TEXT = 'No followers yet.';

export const followersPageQuery = graphql`
  query FollowersPageQuery($first: Int!) {
    viewer {
      ...FollowersList_viewer @arguments(count: $first)
    }
  }
`;

function NoFollowers() {
  return (
    <Stack gap="3" align="flex-start">
      <Text color="fg.muted">{NO_FOLLOWERS_TEXT} People who follow you will be listed here.</Text>
      <Button asChild colorPalette="brand" size="sm">
        <RouterLink to="/jot/create">Create a Jot</RouterLink>
      </Button>
    </Stack>
  );
}

function FollowersList({ viewer }: { viewer: FollowersList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<FollowersListPaginationQuery, FollowersList_viewer$key>(
    graphql`
      fragment FollowersList_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" })
      @refetchable(queryName: "FollowersListPaginationQuery") {
        followers(first: $count, after: $cursor) @connection(key: "FollowersList_followers") {
          totalCount
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
  const edges = data.followers.edges;
  const { listRef, footer } = useEndlessList({ hasNext, isLoadingNext, loadNext }, FOLLOWERS_PAGE_SIZE, edges.length);

  if (edges.length === 0) return <NoFollowers />;
  return (
    <Stack ref={listRef} gap="6">
      <Text color="fg.muted">{data.followers.totalCount === 1 ? '1 person follows you.' : `${data.followers.totalCount} people follow you.`}</Text>
      <UserCardGrid label="Followers" users={edges.map(({ node }) => node)} />
      <EndlessListFooter {...footer} itemsName="people" />
    </Stack>
  );
}

function FollowersContent({ queryRef }: { queryRef: PreloadedQuery<FollowersPageQuery> }) {
  const { viewer } = usePreloadedQuery<FollowersPageQuery>(followersPageQuery, queryRef);
  if (!viewer) return <NoFollowers />;
  return <FollowersList viewer={viewer} />;
}

/** `/followers` (signed-in only): the people following the viewer, most recent first, with Follow back. */
export function FollowersPage() {
  const queryRef = useRouteQuery<FollowersPageQuery>();
  return (
    <Stack gap="6">
      <title>Followers · Jotpod</title>
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Followers
        </Heading>
        <Link asChild color="brand.fg">
          <RouterLink to="/following">People you follow</RouterLink>
        </Link>
      </HStack>
      <Suspense fallback={<UserCardGridSkeleton label="Loading followers" />}>
        <FollowersContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
