import { HStack, SimpleGrid, Skeleton, SkeletonCircle } from '@chakra-ui/react';
import type { UserCard_user$key } from '../../__generated__/UserCard_user.graphql.ts';
import { UserCard } from './UserCard.tsx';

const COLUMNS = { base: 1, md: 2, xl: 3 };

/** A list of people as cards (/following, /followers), named for screen readers by `label`. */
export function UserCardGrid({ label, users }: { label: string; users: readonly ({ readonly id: string } & UserCard_user$key)[] }) {
  return (
    <SimpleGrid as="ul" aria-label={label} listStyleType="none" m="0" p="0" columns={COLUMNS} gap="4">
      {users.map((user) => (
        <li key={user.id}>
          <UserCard user={user} />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The grid's shape while its people load; `label` says what is loading. */
export function UserCardGridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid columns={COLUMNS} gap="4" aria-busy="true" aria-label={label}>
      {Array.from({ length: 3 }, (_, i) => (
        <HStack key={i} gap="3" borderWidth="1px" rounded="lg" p="4">
          <SkeletonCircle size="12" />
          <Skeleton height="4" flex="1" />
        </HStack>
      ))}
    </SimpleGrid>
  );
}
