import { Heading, Separator, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Navigate } from 'react-router';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import { useRouteQuery } from '../../relay/routeQuery.ts';
import { AccountControls } from './AccountControls.tsx';
import { Achievements } from './Achievements.tsx';
import { AvatarSection } from './AvatarSection.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';

export const profilePageQuery = graphql`
  query ProfilePageQuery {
    viewer {
      id
      ...AvatarSection_viewer
      ...Achievements_viewer
      ...ProfileForm_viewer
    }
  }
`;

function ProfileContent({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const { viewer } = usePreloadedQuery<ProfilePageQuery>(profilePageQuery, queryRef);
  // The session ended (a 401 empties the root viewer) or the user could not be loaded: go Home.
  if (!viewer) return <Navigate to="/" replace />;
  return (
    <Stack gap="10">
      <AvatarSection viewer={viewer} />
      <Achievements viewer={viewer} />
      <Separator />
      {/* Keyed by the viewer, so the form starts from the loaded values. */}
      <ProfileForm key={viewer.id} viewer={viewer} />
      <Separator />
      <PasswordForm />
      <Separator />
      <AccountControls />
    </Stack>
  );
}

function ProfileSkeleton() {
  return (
    <Stack gap="8" aria-busy="true" aria-label="Loading profile">
      <Skeleton boxSize="24" rounded="full" />
      <SkeletonText noOfLines={3} />
      <Skeleton height="64" />
    </Stack>
  );
}

/** `/profile` (signed-in only): avatar, achievements, the profile form and the password form. */
export function ProfilePage() {
  const queryRef = useRouteQuery<ProfilePageQuery>();
  return (
    <Stack gap="8">
      <title>Your Profile · Jotpod</title>
      <Heading as="h1" size="2xl">
        Your Profile
      </Heading>
      <Suspense fallback={<ProfileSkeleton />}>
        <ProfileContent queryRef={queryRef} />
      </Suspense>
    </Stack>
  );
}
