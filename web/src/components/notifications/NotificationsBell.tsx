import { Badge, Box, Button, Float, IconButton, Popover, Skeleton, SkeletonCircle, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { popoverSlotRecipe } from '@chakra-ui/react/theme';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { graphql, useLazyLoadQuery, useSubscription } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { NotificationsBellSubscription } from '../../__generated__/NotificationsBellSubscription.graphql.ts';
import type { NotificationsMenuQuery } from '../../__generated__/NotificationsMenuQuery.graphql.ts';
import { useBlockedUsers } from '../block-list/blockList.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { NotificationEntry } from './NotificationEntry.tsx';
import { receiveUpdate, resetLiveNotifications, useLiveNotifications } from './liveNotifications.ts';

/** How many the bell's panel shows; "See all" leads to the rest. */
export const BELL_ENTRIES = 5;

export const NO_NOTIFICATIONS_TEXT = 'No notifications yet.';

const streamSubscription = graphql`
  subscription NotificationsBellSubscription($excludeAuthors: [ID!]) {
    notificationsChanged(excludeAuthors: $excludeAuthors, latest: 5) {
      unreadCount
      # Pushed with every update: the entries shown anywhere (the panel, /notifications) change at once.
      latest {
        id
        ...NotificationEntry_notification
      }
    }
  }
`;

const menuQuery = graphql`
  query NotificationsMenuQuery($excludeAuthors: [ID!]) {
    viewer {
      id
      notifications(first: 5, excludeAuthors: $excludeAuthors) {
        edges {
          node {
            id
            ...NotificationEntry_notification
          }
        }
      }
    }
  }
`;

/** The badge's number: "99+" past two digits. */
function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The tab's one notifications stream: every update it delivers goes to liveNotifications, where
 * the bell and the /notifications list read it. Reopened by the network layer when it breaks.
 */
function useNotificationStream(excludeAuthors: readonly string[]): void {
  const config = useMemo<GraphQLSubscriptionConfig<NotificationsBellSubscription>>(
    () => ({
      subscription: streamSubscription,
      variables: { excludeAuthors: [...excludeAuthors] },
      onNext: (response) => {
        if (response) receiveUpdate(response.notificationsChanged.unreadCount);
      },
    }),
    [excludeAuthors],
  );
  useSubscription(config);
  useEffect(() => resetLiveNotifications, []);
}

function MenuEntries({ excludeAuthors, version }: { excludeAuthors: readonly string[]; version: number }) {
  const { viewer } = useLazyLoadQuery<NotificationsMenuQuery>(
    menuQuery,
    { excludeAuthors: [...excludeAuthors] },
    // Each update of the stream while the panel is open shows the news.
    { fetchPolicy: 'store-and-network', fetchKey: version },
  );
  const edges = viewer?.notifications.edges ?? [];
  if (edges.length === 0) return <Text color="fg.muted" fontSize="sm">{NO_NOTIFICATIONS_TEXT}</Text>;
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" aria-label="Latest notifications">
      {edges.map(({ node }) => (
        <Box as="li" key={node.id} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
          <NotificationEntry notification={node} compact />
        </Box>
      ))}
    </Stack>
  );
}

function MenuSkeleton() {
  return (
    <Stack gap="3" aria-busy="true" aria-label="Loading notifications">
      {Array.from({ length: 3 }, (_, i) => (
        <HStack key={i} gap="3">
          <SkeletonCircle size="8" />
          <Skeleton height="4" flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}

/**
 * The header's bell: the unread count (announced politely to screen readers when it changes), and
 * a panel with the latest few and "See all".
 */
export function NotificationsBell() {
  const excludeAuthors = useBlockedUsers();
  useNotificationStream(excludeAuthors);
  const { unreadCount, version } = useLiveNotifications();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const [retry, setRetry] = useState(0);
  // Announce changes, not the first number the stream reports when the page opens.
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (unreadCount === null) return;
    if (previous.current !== null && previous.current !== unreadCount) {
      setAnnouncement(unreadCount === 0 ? 'No unread notifications.' : `${unreadCount} unread notification${unreadCount === 1 ? '' : 's'}.`);
    }
    previous.current = unreadCount;
  }, [unreadCount]);

  return (
    <>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      <Popover.Root
        recipe={popoverSlotRecipe}
        positioning={{ placement: 'bottom-end' }}
        open={open}
        onOpenChange={(details) => setOpen(details.open)}
        // The panel itself takes focus, not its first link: the entries may still be loading (the
        // first link would be See all, past them), and Tab from the panel reaches the first entry.
        initialFocusEl={() => panel.current}
        lazyMount
        unmountOnExit
      >
        <Popover.Trigger asChild>
          {/* Named by its text, so the badge's visible number is part of the name ("Notifications, 2 unread"). */}
          <IconButton variant="ghost" rounded="full" position="relative">
            <LuBell aria-hidden />
            {unreadCount ? (
              <>
                <VisuallyHidden>Notifications, </VisuallyHidden>
                <Float placement="top-end" offset="2">
                  <Badge colorPalette="red" variant="solid" rounded="full" size="xs">
                    {badgeText(unreadCount)}
                  </Badge>
                </Float>
                <VisuallyHidden> unread</VisuallyHidden>
              </>
            ) : (
              <VisuallyHidden>Notifications</VisuallyHidden>
            )}
          </IconButton>
        </Popover.Trigger>
        {/* Not portalled: the panel stays inside the header landmark (axe "region"). */}
        <Popover.Positioner>
          <Popover.Content ref={panel} w="sm" maxW="calc(100vw - 2rem)" aria-label="Notifications">
            <Popover.Arrow />
            <Popover.Body>
              <Popover.Title fontWeight="semibold" mb="2">
                Notifications
              </Popover.Title>
              <ErrorBoundary
                key={retry}
                fallback={
                  <HStack role="alert" gap="2" justify="space-between">
                    <Text fontSize="sm">Notifications could not be loaded.</Text>
                    <Button size="xs" variant="outline" onClick={() => setRetry((n) => n + 1)}>
                      Try again
                    </Button>
                  </HStack>
                }
              >
                <Suspense fallback={<MenuSkeleton />}>
                  <MenuEntries excludeAuthors={excludeAuthors} version={version} />
                </Suspense>
              </ErrorBoundary>
              <Box mt="3" textAlign="end">
                <Button asChild size="sm" variant="ghost" colorPalette="brand" onClick={() => setOpen(false)}>
                  <RouterLink to="/notifications">See all</RouterLink>
                </Button>
              </Box>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Popover.Root>
    </>
  );
}
