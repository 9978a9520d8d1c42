import { Button, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useCallback } from 'react';
import { LuHeart } from 'react-icons/lu';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { LikeButtonLikeMutation } from '../../__generated__/LikeButtonLikeMutation.graphql.ts';
import type { LikeButtonUnlikeMutation } from '../../__generated__/LikeButtonUnlikeMutation.graphql.ts';
import type { LikeButton_jot$key } from '../../__generated__/LikeButton_jot.graphql.ts';
import { toaster } from '../toaster/toaster.tsx';
import { errorMessage, NOT_SAVED } from './errorMessage.ts';
import { SignInHint } from './SignInHint.tsx';
import { WithViewer } from '../../session/WithViewer.tsx';

/** Title of the toast shown when a like or unlike fails (its description is the server's message). */
export const LIKE_FAILED_TITLE = 'Your like could not be saved.';

const likeMutation = graphql`
  mutation LikeButtonLikeMutation($input: LikeJotInput!) {
    likeJot(input: $input) {
      __typename
      ... on LikeJotPayload {
        jot {
          id
          likeCount
          viewerHasLiked
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const unlikeMutation = graphql`
  mutation LikeButtonUnlikeMutation($input: UnlikeJotInput!) {
    unlikeJot(input: $input) {
      __typename
      ... on UnlikeJotPayload {
        jot {
          id
          likeCount
          viewerHasLiked
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * The optimistic change: the heart and the count move at once. Relay reverts it by itself when the
 * request fails, and when the answer arrives (which then writes the server's count; an answer
 * without the jot, such as NotFoundError, leaves the old values: the rollback).
 */
function optimisticLike(jotId: string, liked: boolean) {
  return (store: RecordSourceSelectorProxy) => {
    const record = store.get(jotId);
    if (!record) return;
    const count = record.getValue('likeCount');
    record.setValue(liked, 'viewerHasLiked');
    if (typeof count === 'number') record.setValue(Math.max(0, count + (liked ? 1 : -1)), 'likeCount');
  };
}

function likeFailed(message: string): void {
  toaster.create({ title: LIKE_FAILED_TITLE, description: message, type: 'error' });
}

/** like → likeJot, liked → unlikeJot (has_liked decides which call is made). */
function useLikeToggle(jotId: string, liked: boolean): () => void {
  const [commitLike, liking] = useMutation<LikeButtonLikeMutation>(likeMutation);
  const [commitUnlike, unliking] = useMutation<LikeButtonUnlikeMutation>(unlikeMutation);
  const busy = liking || unliking;
  return useCallback(() => {
    // One request at a time: a double click must not send like and unlike racing each other.
    if (busy) return;
    const variables = { input: { jotId } };
    if (liked) {
      commitUnlike({
        variables,
        optimisticUpdater: optimisticLike(jotId, false),
        onCompleted: ({ unlikeJot }) => {
          if (unlikeJot.__typename !== 'UnlikeJotPayload') likeFailed(unlikeJot.message ?? NOT_SAVED);
        },
        onError: (error) => likeFailed(errorMessage(error)),
      });
    } else {
      commitLike({
        variables,
        optimisticUpdater: optimisticLike(jotId, true),
        onCompleted: ({ likeJot }) => {
          if (likeJot.__typename !== 'LikeJotPayload') likeFailed(likeJot.message ?? NOT_SAVED);
        },
        onError: (error) => likeFailed(errorMessage(error)),
      });
    }
  }, [busy, liked, jotId, commitLike, commitUnlike]);
}

interface LikeButtonProps {
  jot: LikeButton_jot$key;
  /**
   * 'page': the jot page's "Like" button with the count beside it. 'card': a small heart for jot
   * cards, named after the jot (a grid has many), above the card's link overlay.
   */
  variant?: 'page' | 'card';
}

interface LikeControlProps {
  jotId: string;
  title: string;
  liked: boolean;
  count: number;
  /** null while the session is still loading: the control shows but does nothing yet. */
  signedIn: boolean | null;
  variant: 'page' | 'card';
}

function LikeControl({ jotId, title, liked, count, signedIn, variant }: LikeControlProps) {
  const navigate = useNavigate();
  const toggle = useLikeToggle(jotId, liked);
  // Visitors: the control is marked unavailable and leads to /login.
  const visitor = signedIn === false;
  const onClick = signedIn ? toggle : visitor ? () => navigate('/login') : undefined;
  const visitorProps = visitor ? { 'aria-disabled': true, opacity: 0.75 } : {};

  if (variant === 'card') {
    return (
      <HStack gap="1" position="relative" zIndex="1">
        <Button
          size="xs"
          variant="ghost"
          colorPalette="brand"
          aria-pressed={liked}
          aria-label={`Like ${title}`}
          title={visitor ? 'Sign in to like' : undefined}
          onClick={onClick}
          {...visitorProps}
        >
          <LuHeart aria-hidden fill={liked ? 'currentColor' : 'none'} />
        </Button>
        <Text fontSize="xs" color="fg.muted" data-testid="like-count">
          {count}
          <VisuallyHidden>{count === 1 ? ' like' : ' likes'}</VisuallyHidden>
        </Text>
      </HStack>
    );
  }

  const button = (
    <Button variant={liked ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={liked} onClick={onClick} {...visitorProps}>
      <LuHeart aria-hidden fill={liked ? 'currentColor' : 'none'} /> Like
    </Button>
  );
  return (
    <HStack gap="2">
      {visitor ? <SignInHint hint="Sign in to like">{button}</SignInHint> : button}
      {/* The count sits beside the toggle: the button's name stays the action, "Like". */}
      <Text fontSize="sm" color="fg.muted" me="2">
        {count === 1 ? '1 like' : `${count} likes`}
      </Text>
    </HStack>
  );
}

/** The like toggle: optimistic, rolled back with a toast when it fails. */
export function LikeButton({ jot, variant = 'page' }: LikeButtonProps) {
  const data = useFragment(
    graphql`
      fragment LikeButton_jot on Jot {
        id
        title
        likeCount
        viewerHasLiked
      }
    `,
    jot,
  );
  const props = { jotId: data.id, title: data.title, liked: data.viewerHasLiked, count: data.likeCount, variant };
  return (
    <WithViewer fallback={<LikeControl {...props} signedIn={null} />}>
      {(viewer) => <LikeControl {...props} signedIn={viewer !== null} />}
    </WithViewer>
  );
}
