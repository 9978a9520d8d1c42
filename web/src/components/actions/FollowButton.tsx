import { Button } from '@chakra-ui/react';
import { useCallback } from 'react';
import { LuUserCheck, LuUserPlus } from 'react-icons/lu';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { FollowButtonFollowMutation } from '../../__generated__/FollowButtonFollowMutation.graphql.ts';
import type { FollowButtonUnfollowMutation } from '../../__generated__/FollowButtonUnfollowMutation.graphql.ts';
import type { FollowButton_user$key } from '../../__generated__/FollowButton_user.graphql.ts';
import { toaster } from '../toaster/toaster.tsx';
import { errorMessage, NOT_SAVED } from './errorMessage.ts';
import { SignInHint } from './SignInHint.tsx';
import { WithViewer } from '../../session/WithViewer.tsx';

export const FOLLOW_FAILED_TITLE = 'Your follow could not be saved.';

const followMutation = graphql`
  mutation FollowButtonFollowMutation($input: FollowUserInput!) {
    followUser(input: $input) {
      __typename
      ... on FollowUserPayload {
        user {
          id
          viewerIsFollowing
          followerCount
        }
        viewer {
          id
          user {
            id
            followingCount
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const unfollowMutation = graphql`
  mutation FollowButtonUnfollowMutation($input: UnfollowUserInput!) {
    unfollowUser(input: $input) {
      __typename
      ... on UnfollowUserPayload {
        user {
          id
          viewerIsFollowing
          followerCount
        }
        viewer {
          id
          user {
            id
            followingCount
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Optimistic: the button and the follower count change at once; Relay reverts it on failure. */
function optimisticFollow(userId: string, following: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(userId);
    if (!record) return;
    const count = record.getValue('followerCount');
    record.setValue(following, 'viewerIsFollowing');
    if (typeof count === 'number') record.setValue(Math.max(0, count + (following ? 1 : -1)), 'followerCount');
  };
}

function followFailed(message: string): void {
  toaster.create({ title: FOLLOW_FAILED_TITLE, description: message, type: 'error' });
}

/** follow → followUser, following → unfollowUser (is_following decides the call). */
function useFollowToggle(userId: string, following: boolean): () => void {
  const [commitFollow, followingInFlight] = useMutation<FollowButtonFollowMutation>(followMutation);
  const [commitUnfollow, unfollowingInFlight] = useMutation<FollowButtonUnfollowMutation>(unfollowMutation);
  const busy = followingInFlight || unfollowingInFlight;
  return useCallback(() => {
    // One request at a time, so a double click cannot race follow against unfollow.
    if (busy) return;
    const variables = { input: { userId } };
    if (following) {
      commitUnfollow({
        variables,
        optimisticUpdater: optimisticFollow(userId, false),
        onCompleted: ({ unfollowUser }) => {
          if (unfollowUser.__typename !== 'UnfollowUserPayload') followFailed(unfollowUser.message ?? NOT_SAVED);
        },
        onError: (error) => followFailed(errorMessage(error)),
      });
    } else {
      commitFollow({
        variables,
        optimisticUpdater: optimisticFollow(userId, true),
        onCompleted: ({ followUser }) => {
          if (followUser.__typename !== 'FollowUserPayload') followFailed(followUser.message ?? NOT_SAVED);
        },
        onError: (error) => followFailed(errorMessage(error)),
      });
    }
  }, [busy, following, userId, commitFollow, commitUnfollow]);
}

interface FollowControlProps {
  userId: string;
  name: string;
  following: boolean;
  signedIn: boolean;
  /** Unset: the size the surrounding buttons have (ButtonPropsProvider), else md. */
  size?: 'sm' | 'md';
}

function FollowControl({ userId, name, following, signedIn, size }: FollowControlProps) {
  const navigate = useNavigate();
  const toggle = useFollowToggle(userId, following);
  // The visible word is the action (Follow / Unfollow); the name says whom, as a grid has many.
  const action = following ? 'Unfollow' : 'Follow';
  const button = (
    <Button
      size={size}
      variant={following ? 'solid' : 'outline'}
      colorPalette="brand"
      aria-label={`${action} ${name}`}
      onClick={signedIn ? toggle : () => navigate('/login')}
      {...(signedIn ? {} : { 'aria-disabled': true, opacity: 0.75 })}
    >
      {following ? <LuUserCheck aria-hidden /> : <LuUserPlus aria-hidden />} {action}
    </Button>
  );
  return signedIn ? button : <SignInHint hint="Sign in to follow">{button}</SignInHint>;
}

/**
 * Follow / Unfollow: optimistic, rolled back with a toast on failure;
 * hidden when the user is the viewer (nobody follows themselves); visitors are sent to /login.
 */
export function FollowButton({ user, size }: { user: FollowButton_user$key; size?: 'sm' | 'md' }) {
  const data = useFragment(
    graphql`
      fragment FollowButton_user on User {
        id
        databaseId
        name
        viewerIsFollowing
      }
    `,
    user,
  );
  return (
    <WithViewer>
      {(viewer) =>
        viewer?.databaseId === data.databaseId ? null : (
          <FollowControl userId={data.id} name={data.name} following={data.viewerIsFollowing} signedIn={viewer !== null} size={size} />
        )
      }
    </WithViewer>
  );
}
