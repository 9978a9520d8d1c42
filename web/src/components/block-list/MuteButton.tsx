import { Button } from '@chakra-ui/react';
import { LuVolume2, LuVolumeX } from 'react-icons/lu';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { MuteButton_user$key } from '../../__generated__/MuteButton_user.graphql.ts';
import type { MuteButtonMuteMutation } from '../../__generated__/MuteButtonMuteMutation.graphql.ts';
import type { MuteButtonUnmuteMutation } from '../../__generated__/MuteButtonUnmuteMutation.graphql.ts';
import { errorMessage, NOT_SAVED } from '../actions/errorMessage.ts';
import { toaster } from '../toaster/toaster.tsx';

const muteMutation = graphql`
  mutation MuteButtonMuteMutation($input: MuteAuthorInput!) {
    muteAuthor(input: $input) {
      __typename
      ... on MuteAuthorPayload {
        user {
          id
          viewerHasMuted
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const unmuteMutation = graphql`
  mutation MuteButtonUnmuteMutation($input: UnmuteAuthorInput!) {
    unmuteAuthor(input: $input) {
      __typename
      ... on UnmuteAuthorPayload {
        user {
          id
          viewerHasMuted
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/**
 * Mute / Unmute for a signed-in reader (render it for signed-in readers only): a muted author's
 * jots leave the reader's feeds, lists and search, but their jot pages still open. Not offered for
 * the expert account. The button spins while the change is saved; the outcome is a toast.
 */
export function MuteButton({ user, size = 'md', named = false }: { user: MuteButton_user$key; size?: 'sm' | 'md'; named?: boolean }) {
  const data = useFragment(
    graphql`
      fragment MuteButton_user on User {
        id
        name
        isExpert
        viewerHasMuted
      }
    `,
    user,
  );
  const [commitMute, muting] = useMutation<MuteButtonMuteMutation>(muteMutation);
  const [commitUnmute, unmuting] = useMutation<MuteButtonUnmuteMutation>(unmuteMutation);
  if (data.isExpert) return null;
  const busy = muting || unmuting;
  const muted = data.viewerHasMuted;
  const failed = (message: string) =>
    toaster.create({ title: muted ? `${data.name} could not be unmuted.` : `${data.name} could not be muted.`, description: message, type: 'error' });
  const done = () =>
    toaster.create({
      title: muted ? `${data.name} is unmuted.` : `${data.name} is muted. Their jots leave your feeds, lists and search.`,
      type: 'info',
    });

  const toggle = () => {
    if (busy) return;
    const variables = { input: { userId: data.id } };
    if (muted) {
      commitUnmute({
        variables,
        onCompleted: ({ unmuteAuthor }) => (unmuteAuthor.__typename === 'UnmuteAuthorPayload' ? done() : failed(unmuteAuthor.message ?? NOT_SAVED)),
        onError: (error) => failed(errorMessage(error)),
      });
    } else {
      commitMute({
        variables,
        onCompleted: ({ muteAuthor }) => (muteAuthor.__typename === 'MuteAuthorPayload' ? done() : failed(muteAuthor.message ?? NOT_SAVED)),
        onError: (error) => failed(errorMessage(error)),
      });
    }
  };

  return (
    <Button
      size={size}
      variant={muted ? 'solid' : 'outline'}
      colorPalette="gray"
      loading={busy}
      aria-label={named ? `${muted ? 'Unmute' : 'Mute'} ${data.name}` : undefined}
      onClick={toggle}
    >
      {muted ? <LuVolume2 aria-hidden /> : <LuVolumeX aria-hidden />}
      {muted ? 'Unmute' : 'Mute'}
    </Button>
  );
}
