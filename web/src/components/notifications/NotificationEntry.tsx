import { Box, Circle, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuAward, LuFilePlus, LuHeart, LuUserPlus } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { NotificationEntry_notification$key } from '../../__generated__/NotificationEntry_notification.graphql.ts';
import { formatMonthDay } from '../dates/calendarDate.ts';

const ICONS = { FOLLOW: LuUserPlus, LIKE: LuHeart, JOT: LuFilePlus, ACHIEVEMENT: LuAward } as const;

/** "Ana Ruiz", "Ana Ruiz and Bo Li", "Ana Ruiz and 3 others". */
function Actors({ actors, count }: { actors: readonly { readonly databaseId: number; readonly name: string }[]; count: number }) {
  const [first, second] = actors;
  if (!first) return <>Someone</>;
  const person = (actor: { databaseId: number; name: string }) => (
    <Link asChild display="inline" fontWeight="semibold" color="fg">
      <RouterLink to={`/author/${actor.databaseId}`}>{actor.name}</RouterLink>
    </Link>
  );
  if (count <= 1) return person(first);
  if (count === 2 && second) return (
    <>
      {person(first)} and {person(second)}
    </>
  );
  return (
    <>
      {person(first)} and {count - 1} others
    </>
  );
}

function JotLink({ jot }: { jot: { readonly slug: string; readonly title: string } | null | undefined }): ReactNode {
  if (!jot) return <>a jot</>;
  return (
    <>
      “
      <Link asChild display="inline" fontWeight="semibold" color="brand.fg">
        <RouterLink to={`/jot/${jot.slug}`}>{jot.title}</RouterLink>
      </Link>
      ”
    </>
  );
}

/**
 * One notification as a sentence with links to the people and the jot (or the achievements on the
 * profile), when it happened, and whether it is unread.
 */
export function NotificationEntry({ notification, compact = false }: { notification: NotificationEntry_notification$key; compact?: boolean }) {
  const data = useFragment(
    graphql`
      fragment NotificationEntry_notification on Notification {
        id
        kind
        isRead
        createdAt
        actorCount
        actors {
          id
          databaseId
          name
        }
        jot {
          id
          slug
          title
        }
        achievement {
          id
          title
        }
      }
    `,
    notification,
  );
  const Icon = ICONS[data.kind];
  let sentence: ReactNode;
  switch (data.kind) {
    case 'FOLLOW':
      sentence = (
        <>
          <Actors actors={data.actors} count={data.actorCount} /> followed you.
        </>
      );
      break;
    case 'LIKE':
      sentence = (
        <>
          <Actors actors={data.actors} count={data.actorCount} /> liked <JotLink jot={data.jot} />.
        </>
      );
      break;
    case 'JOT':
      sentence = (
        <>
          <Actors actors={data.actors} count={data.actorCount} /> shared <JotLink jot={data.jot} />.
        </>
      );
      break;
    default:
      sentence = (
        <>
          You earned{' '}
          <Link asChild display="inline" fontWeight="semibold" color="brand.fg">
            <RouterLink to="/profile">{data.achievement?.title ?? 'an achievement'}</RouterLink>
          </Link>
          .
        </>
      );
  }
  return (
    <HStack align="start" gap="3" py={compact ? '2' : '3'} px={compact ? '0' : '3'} rounded="md" bg={data.isRead || compact ? undefined : 'brand.subtle'}>
      <Circle size={compact ? '8' : '10'} bg="brand.muted" color="brand.fg" flexShrink={0} aria-hidden>
        <Icon />
      </Circle>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontSize="sm">{sentence}</Text>
        <Text fontSize="xs" color="fg.muted">
          <time dateTime={data.createdAt}>{formatMonthDay(data.createdAt)}</time>
        </Text>
      </Stack>
      {data.isRead ? null : (
        <Box pt="1.5">
          <Circle size="2.5" bg="brand.solid" aria-hidden />
          <VisuallyHidden>Unread</VisuallyHidden>
        </Box>
      )}
    </HStack>
  );
}
