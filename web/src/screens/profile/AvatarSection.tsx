import { Avatar, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { AvatarSection_viewer$key } from '../../__generated__/AvatarSection_viewer.graphql.ts';
import type { AvatarSectionMutation } from '../../__generated__/AvatarSectionMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { reloadSoon } from '../../session/reload.ts';
import { AVATAR_ACCEPT, AVATAR_RULE_MESSAGE, avatarFileProblem } from './avatarImage.ts';
import { avatarImgProps } from '../../components/media/responsive-image.ts';
import { PersonAvatar } from '../../components/media/PersonAvatar.tsx';

const updateAvatarMutation = graphql`
  mutation AvatarSectionMutation($input: UpdateAvatarInput!) {
    updateAvatar(input: $input) {
      __typename
      ... on UpdateAvatarPayload {
        viewer {
          id
          avatarUrl
          avatar {
            url
            width
            height
            srcSet
          }
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

/** The avatar with its Change button (PNG, JPG or GIF; square, at most 500x500 px). */
export function AvatarSection({ viewer }: { viewer: AvatarSection_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment AvatarSection_viewer on Viewer {
        name
        avatar {
          url
          width
          height
          srcSet
        }
      }
    `,
    viewer,
  );
  const inputRef = useRef<HTMLInputElement>(null);
  const [checking, setChecking] = useState(false);
  const [commit, uploading] = useMutation<AvatarSectionMutation>(updateAvatarMutation);
  const busy = checking || uploading;

  const refuse = (serverMessage?: string) =>
    toaster.create({ title: AVATAR_RULE_MESSAGE, description: serverMessage, type: 'error' });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Clear the input so choosing the same file again after a failure still fires a change.
    input.value = '';
    if (!file) return;
    setChecking(true);
    const problem = await avatarFileProblem(file);
    setChecking(false);
    if (problem) {
      toaster.create({ title: problem, type: 'error' });
      return;
    }
    commit({
      variables: { input: { avatar: null } },
      uploadables: { 'input.avatar': file },
      onCompleted: ({ updateAvatar }) => {
        if (updateAvatar.__typename === 'UpdateAvatarPayload') {
          const updated = { title: 'Avatar updated successfully.' };
          toaster.create({ ...updated, type: 'success' });
          // A reload after 500 ms, so every cached copy of the old avatar goes; the toast stays.
          reloadSoon(updated);
        } else {
          refuse(updateAvatar.__typename === 'ValidationError' ? updateAvatar.message : undefined);
        }
      },
      onError: (error) => refuse(error.message),
    });
  };

  return (
    <HStack gap="6" align="center" wrap="wrap">
      <PersonAvatar
        size="2xl"
        colorPalette="brand"
        w="24"
        h="24"
        name={data.name}
        image={data.avatar ? avatarImgProps(data.avatar, 96) : null}
        alt={`${data.name}'s avatar`}
      />
      <Stack gap="2">
        <Button
          variant="outline"
          colorPalette="brand"
          alignSelf="flex-start"
          loading={busy}
          loadingText="Uploading…"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
        >
          Change avatar
        </Button>
        <Text fontSize="sm" color="fg.muted" id="avatar-hint">
          PNG, JPG or GIF up to 10MB; a square image, at most 500x500 px.
        </Text>
        {/* Hidden: the button above opens it (a native file input cannot be styled accessibly). */}
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_ACCEPT}
          hidden
          aria-label="Avatar image"
          aria-describedby="avatar-hint"
          data-testid="avatar-input"
          onChange={(event) => void onChange(event)}
        />
      </Stack>
    </HStack>
  );
}
