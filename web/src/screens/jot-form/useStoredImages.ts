import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useStoredImagesAddMutation } from '../../__generated__/useStoredImagesAddMutation.graphql.ts';
import type { useStoredImagesRemoveMutation } from '../../__generated__/useStoredImagesRemoveMutation.graphql.ts';
import type { useStoredImagesReorderMutation } from '../../__generated__/useStoredImagesReorderMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';

/**
 * The edit form's image widget works on the saved jot at once (add, remove, renumber): each
 * answer carries the jot with its images in their new order, which Relay merges into the page.
 */

const addMutation = graphql`
  mutation useStoredImagesAddMutation($input: AddJotImageInput!) {
    addJotImage(input: $input) {
      __typename
      ... on AddJotImagePayload {
        jot {
          id
          images {
            id
            name
            url
            orderColumn
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const removeMutation = graphql`
  mutation useStoredImagesRemoveMutation($input: RemoveJotImageInput!) {
    removeJotImage(input: $input) {
      __typename
      ... on RemoveJotImagePayload {
        deletedImageId @deleteRecord
        jot {
          id
          images {
            id
            name
            url
            orderColumn
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const reorderMutation = graphql`
  mutation useStoredImagesReorderMutation($input: ReorderJotImageInput!) {
    reorderJotImage(input: $input) {
      __typename
      ... on ReorderJotImagePayload {
        jot {
          id
          images {
            id
            name
            url
            orderColumn
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const IMAGE_FAILED = 'The image could not be changed.';

function report(result: { readonly __typename: string; readonly message?: string }, ok: string): void {
  if (result.__typename !== ok) toaster.create({ title: result.message || IMAGE_FAILED, type: 'error' });
}

const reportError = (error: Error) => toaster.create({ title: error.message || IMAGE_FAILED, type: 'error' });

export interface StoredImages {
  readonly add: (files: File[]) => void;
  readonly remove: (imageId: string) => void;
  readonly reorder: (imageId: string, order: number) => void;
  readonly busy: boolean;
}

/** `jotId` null (the create form): the functions do nothing. */
export function useStoredImages(jotId: string | null): StoredImages {
  const [commitAdd] = useMutation<useStoredImagesAddMutation>(addMutation);
  const [commitRemove, removing] = useMutation<useStoredImagesRemoveMutation>(removeMutation);
  const [commitReorder, reordering] = useMutation<useStoredImagesReorderMutation>(reorderMutation);
  // Several files upload one after another; the widget stays busy until the last answer.
  const [uploading, setUploading] = useState(0);

  const add = (files: File[]) => {
    if (!jotId) return;
    setUploading((n) => n + files.length);
    for (const file of files) {
      commitAdd({
        variables: { input: { jotId, image: null } },
        uploadables: { 'input.image': file },
        onCompleted: ({ addJotImage }) => {
          setUploading((n) => n - 1);
          report(addJotImage, 'AddJotImagePayload');
        },
        onError: (error) => {
          setUploading((n) => n - 1);
          reportError(error);
        },
      });
    }
  };

  const remove = (imageId: string) => {
    if (!jotId) return;
    commitRemove({ variables: { input: { imageId } }, onCompleted: ({ removeJotImage }) => report(removeJotImage, 'RemoveJotImagePayload'), onError: reportError });
  };

  const reorder = (imageId: string, orderColumn: number) => {
    if (!jotId) return;
    commitReorder({
      variables: { input: { imageId, orderColumn } },
      onCompleted: ({ reorderJotImage }) => report(reorderJotImage, 'ReorderJotImagePayload'),
      onError: reportError,
    });
  };

  return { add, remove, reorder, busy: uploading > 0 || removing || reordering };
}
