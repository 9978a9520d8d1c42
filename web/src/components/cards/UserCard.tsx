import { Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { UserCard_user$key } from '../../__generated__/UserCard_user.graphql.ts';
import { FollowButton } from '../actions/FollowButton.tsx';
import { avatarImgProps } from '../media/responsive-image.ts';
import { PersonAvatar } from '../media/PersonAvatar.tsx';

/**
 * A person in a list (/following, /followers): avatar, name linking to /author/{id}, their jot
 * count, and Follow / Unfollow.
 */
export function UserCard({ user }: { user: UserCard_user$key }) {
  const data = useFragment(
    graphql`
      fragment UserCard_user on User {
        databaseId
        name
        avatar {
          url
          width
          height
          srcSet
        }
        jotCount
        ...FollowButton_user
      }
    `,
    user,
  );
  return (
    <Card.Root size="sm" h="full">
      <Card.Body>
        <HStack gap="3" justify="space-between" wrap="wrap">
          <HStack gap="3" minW="0">
            <PersonAvatar size="lg" colorPalette="brand" name={data.name} image={data.avatar ? avatarImgProps(data.avatar, 44) : null} alt={`Avatar of ${data.name}`} />
            <Stack gap="0" minW="0">
              <Link asChild fontWeight="semibold" color="fg">
                <RouterLink to={`/author/${data.databaseId}`}>{data.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                {data.jotCount === 1 ? '1 jot' : `${data.jotCount} jots`}
              </Text>
            </Stack>
          </HStack>
          <FollowButton user={data} size="sm" />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
