import { Box, Button, Heading, HStack, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { Suspense, useEffect, useRef } from 'react';
import { LuBell, LuCheckCheck } from 'react-icons/lu';
import { graphql, useMutation, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { NotificationsList_viewer$key } from '../../__generated__/NotificationsList_viewer.graphql.ts';
import type { NotificationsListPaginationQuery } from '../../__generated__/NotificationsListPaginationQuery.graphql.ts';
import type { NotificationsPageMarkAllReadMutation } from '../../__generated__/NotificationsPageMarkAllReadMutation.graphql.ts';
import type { NotificationsPageQuery } from '../../__generated__/NotificationsPageQuery.graphql.ts';
import { useBlockedUsers } from '../../components/block-list/blockList.ts';
import { NotificationEntry } from '../../components/notifications/NotificationEntry.tsx';
import { NO_NOTIFICATIONS_TEXT } from '../../components/notifications/NotificationsBell.tsx';
import { setUnreadCount, useLiveNotifications } from '../../components/notifications/liveNotifications.ts';
import { EndlessListFooter } from '../../components/pagination/EndlessList.tsx';
import { useEndlessList } from '../../components/pagination/useEndlessList.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './constants.ts';

export const MARK_ALL_FAILED = 'Your notifications could not be marked as read.';

export const notificationsPageQuery = graphql`
  query NotificationsPageQuery($first: Int!, $excludeAuthors: [ID!]) {
    viewer {
      ...NotificationsList_viewer @arguments(count: $first, excludeAuthors: $excludeAuthors)
    }
  }
`;

const markAllReadMutation = graphql`
  mutation NotificationsPageMarkAllReadMutation($excludeAuthors: [ID!]) {
    markNotificationsRead(input: { all: true, excludeAuthors: $excludeAuthors }) {
      __typename
      ... on MarkNotificationsReadPayload {
        unreadNotificationCount
      }
      ... on Error {
        message
      }
    }
  }
`;

function NotificationsList({ viewer }: { viewer: NotificationsList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<NotificationsListPaginationQuery, NotificationsList_viewer$key>(
    graphql`
      fragment NotificationsList_viewer on Viewer
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, excludeAuthors: { type: "[ID!]" })
      @refetchable(queryName: "NotificationsListPaginationQuery") {
        unreadNotificationCount(excludeAuthors: $excludeAuthors)
        notifications(first: $count, after: $cursor, excludeAuthors: $excludeAuthors) @connection(key: "NotificationsList_notifications") {
          edges {
            node {
              id
              isRead
              ...NotificationEntry_notification
            }
          }
        }
      }
    `,
    viewer,
  );
  const excludeAuthors = useBlockedUsers();
  const [commitMarkAll, marking] = useMutation<NotificationsPageMarkAllReadMutation>(markAllReadMutation);
  const edges = data.notifications.edges;
  const { unreadCount, version } = useLiveNotifications();

  // News from the stream (a follow, a like, another tab marking read): the list shows it.
  const seenVersion = useRef(version);
  useEffect(() => {
    if (version === seenVersion.current) return;
    seenVersion.current = version;
    refetch({ excludeAuthors: [...excludeAuthors] }, { fetchPolicy: 'network-only' });
  }, [version, refetch, excludeAuthors]);

  const { listRef, footer } = useEndlessList({ hasNext, isLoadingNext, loadNext }, NOTIFICATIONS_PAGE_SIZE, edges.length);

  const markAllRead = () =>
    commitMarkAll({
      variables: { excludeAuthors: [...excludeAuthors] },
      // Every entry shown is read now; the stream brings the count to the other tabs.
      optimisticUpdater: (store) => {
        for (const { node } of edges) store.get(node.id)?.setValue(true, 'isRead');
      },
      updater: (store, response) => {
        const result = response?.markNotificationsRead;
        if (result?.__typename !== 'MarkNotificationsReadPayload') return;
        for (const { node } of edges) store.get(node.id)?.setValue(true, 'isRead');
      },
      onCompleted: (response) => {
        const result = response.markNotificationsRead;
        if (result.__typename === 'MarkNotificationsReadPayload') setUnreadCount(result.unreadNotificationCount ?? 0);
        else toaster.create({ title: MARK_ALL_FAILED, description: result.__typename === '%other' ? undefined : result.message, type: 'error' });
      },
      onError: (error) => toaster.create({ title: MARK_ALL_FAILED, description: error.message, type: 'error' }),
    });

  const unread = unreadCount ?? data.unreadNotificationCount;
  if (edges.length === 0) return <NoNotifications />;
  return (
    <Stack ref={listRef} gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted">{unread === 0 ? 'All caught up.' : `${unread} unread`}</Text>
        <Button variant="outline" colorPalette="brand" size="sm" onClick={markAllRead} loading={marking} loadingText="Marking…" disabled={unread === 0}>
          <LuCheckCheck aria-hidden /> Mark all as read
        </Button>
      </HStack>
      <Stack as="ul" aria-label="Notifications" listStyleType="none" m="0" p="0" gap="1">
        {edges.map(({ node }) => (
          <Box as="li" key={node.id} borderBottomWidth="1px" pb="1" _last={{ borderBottomWidth: '0' }}>
            <NotificationEntry notification={node} />
          </Box>
        ))}
      </Stack>
      <EndlessListFooter {...footer} itemsName="notifications" />
    </Stack>
  );
}

function NotificationsContent({ queryRef }: { queryRef: PreloadedQuery<NotificationsPageQuery> }) {
  const { viewer } = usePreloadedQuery<NotificationsPageQuery>(notificationsPageQuery, queryRef);
  if (!viewer) return <NoNotifications />;
  return <NotificationsList viewer={viewer} />;
}

/** The empty state: what will come here, about the height of the skeleton it replaces. */
function NoNotifications() {
  return (
    <Stack align="center" textAlign="center" gap="2" py="8" px="4" borderWidth="1px" borderStyle="dashed" rounded="lg">
      <Box color="fg.muted" fontSize="2xl">
        <LuBell aria-hidden />
      </Box>
      <Text fontWeight="medium">{NO_NOTIFICATIONS_TEXT}</Text>
      <Text fontSize="sm" color="fg.muted" maxW="sm">
        When someone follows you or likes one of your jots, or someone you follow shares a jot, it shows up here.
      </Text>
    </Stack>
  );
}

function NotificationsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true" aria-label="Loading notifications">
      {Array.from({ length: 3 }, (_, i) => (
        <HStack key={i} gap="3" p="3">
          <SkeletonCircle size="10" />
          <Stack flex="1" gap="2">
            <Skeleton height="4" />
            <Skeleton height="3" width="24" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  );
}

/** `/notifications` (signed-in only): every notification, newest first, with "Mark all as read". */
export function NotificationsPage() {
  const queryRef = useRouteQuery<NotificationsPageQuery>();
  return (
    <Stack gap="6" maxW="3xl">
      <title>Notifications · Jotpod</title>
      <Heading as="h1" size="2xl">
        Notifications
      </Heading>
      <Suspense fallback={<NotificationsSkeleton />}>
        <NotificationsContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
