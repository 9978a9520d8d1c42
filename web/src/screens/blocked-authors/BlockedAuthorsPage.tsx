import { Button, Card, Heading, HStack, Link, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { BlockedAuthorsPageQuery } from '../../__generated__/BlockedAuthorsPageQuery.graphql.ts';
import { BlockButton } from '../../components/block-list/BlockButton.tsx';
import { MuteButton } from '../../components/block-list/MuteButton.tsx';
import { avatarImgProps } from '../../components/media/responsive-image.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { PersonAvatar } from '../../components/media/PersonAvatar.tsx';

export const NO_BLOCKED_TEXT = 'You have not blocked anyone.';
export const NO_MUTED_TEXT = 'You have not muted anyone.';

export const blockedAuthorsPageQuery = graphql`
  query BlockedAuthorsPageQuery($blocked: [ID!]!) {
    blocked: nodes(ids: $blocked) {
      __typename
      ... on User {
        id
        databaseId
        name
        isExpert
        avatar {
          url
          width
          height
          srcSet
        }
      }
    }
    viewer {
      mutedAuthors {
        id
        databaseId
        name
        avatar {
          url
          width
          height
          srcSet
        }
        ...MuteButton_user
      }
    }
  }
`;

interface Person {
  databaseId: number;
  name: string;
  avatar: { url: string; width: number | null | undefined; height: number | null | undefined; srcSet: string | null | undefined } | null | undefined;
}

function PersonRow({ person, action }: { person: Person; action: ReactNode }) {
  return (
    <Card.Root as="li" size="sm">
      <Card.Body>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <HStack gap="3" minW="0">
            <PersonAvatar size="md" colorPalette="brand" name={person.name} image={person.avatar ? avatarImgProps(person.avatar, 40) : null} alt={`Avatar of ${person.name}`} />
            <Link asChild fontWeight="semibold" color="fg">
              <RouterLink to={`/author/${person.databaseId}`}>{person.name}</RouterLink>
            </Link>
          </HStack>
          {action}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function BlockedAuthorsContent({ queryRef }: { queryRef: PreloadedQuery<BlockedAuthorsPageQuery> }) {
  const { blocked, viewer } = usePreloadedQuery<BlockedAuthorsPageQuery>(blockedAuthorsPageQuery, queryRef);
  // Ids of accounts that no longer exist answer null: nothing to show or unblock.
  const blockedUsers = blocked.flatMap((node) => (node?.__typename === 'User' ? [node] : []));
  return (
    <Stack gap="8">
      <Stack as="section" gap="3" aria-labelledby="blocked-heading">
        <Heading as="h2" size="lg" id="blocked-heading">
          Blocked
        </Heading>
        <Text color="fg.muted">
          Their jots are hidden everywhere, their jot pages included.{' '}
          {viewer ? 'The list is kept on your account, so it applies on every device you sign in on.' : 'The list is kept on this device; sign in to keep it on your account.'}
        </Text>
        {blockedUsers.length === 0 ? (
          <Text>{NO_BLOCKED_TEXT}</Text>
        ) : (
          <Stack as="ul" aria-label="Blocked authors" listStyleType="none" m="0" p="0" gap="2">
            {blockedUsers.map((user) => (
              <PersonRow key={user.id} person={user} action={<BlockButton userId={user.id} name={user.name} isExpert={user.isExpert} size="sm" named />} />
            ))}
          </Stack>
        )}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="muted-heading">
        <Heading as="h2" size="lg" id="muted-heading">
          Muted
        </Heading>
        <Text color="fg.muted">Their jots leave your feeds, lists and search, but their jot pages still open.</Text>
        {!viewer ? (
          <HStack gap="3" wrap="wrap">
            <Text>Sign in to mute authors.</Text>
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <RouterLink to="/login">Login</RouterLink>
            </Button>
          </HStack>
        ) : viewer.mutedAuthors.length === 0 ? (
          <Text>{NO_MUTED_TEXT}</Text>
        ) : (
          <Stack as="ul" aria-label="Muted authors" listStyleType="none" m="0" p="0" gap="2">
            {viewer.mutedAuthors.map((user) => (
              <PersonRow key={user.id} person={user} action={<MuteButton user={user} size="sm" named />} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function BlockedAuthorsSkeleton() {
  return (
    <Stack gap="2" aria-busy="true" aria-label="Loading blocked and muted authors">
      {[0, 1].map((n) => (
        <HStack key={n} gap="3" borderWidth="1px" rounded="lg" p="3">
          <SkeletonCircle size="10" />
          <Skeleton height="4" flex="1" />
        </HStack>
      ))}
    </Stack>
  );
}

/** `/blocked-authors`: the block list with Unblock, and a signed-in reader's muted authors with Unmute. */
export function BlockedAuthorsPage() {
  const queryRef = useRouteQuery<BlockedAuthorsPageQuery>();
  return (
    <Stack gap="6">
      <title>Blocked and muted authors · Jotpod</title>
      <Heading as="h1" size="2xl">
        Blocked and muted authors
      </Heading>
      <Suspense fallback={<BlockedAuthorsSkeleton />}>
        <BlockedAuthorsContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
