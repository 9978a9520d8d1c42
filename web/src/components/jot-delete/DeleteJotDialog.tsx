import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useRef } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';
import type { DeleteJotButtonMutation } from '../../__generated__/DeleteJotButtonMutation.graphql.ts';
import { errorMessage, NOT_SAVED } from '../actions/errorMessage.ts';
import { toaster } from '../toaster/toaster.tsx';

const JOT_DELETED_MESSAGE = 'Jot deleted.';
const DELETE_FAILED_TITLE = 'Your jot could not be deleted.';

const deleteMutation = graphql`
  mutation DeleteJotButtonMutation($input: DeleteJotInput!) {
    deleteJot(input: $input) {
      __typename
      ... on DeleteJotPayload {
        deletedJotId
      }
      ... on Error {
        message
      }
    }
  }
`;

export interface DeleteJotDialogProps {
  /** The jot's global id. */
  jotId: string;
  title: string;
  /**
   * Runs once the jot is deleted, before the store forgets it: the jot page leaves for My Jots
   * (awaited, so the page never redraws as "not found" on its way out), My Jots reloads its page.
   */
  onDeleted: () => void | Promise<void>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Delete button that opened it: the focus goes back there when it closes without deleting. */
  trigger: () => HTMLElement | null;
}

/**
 * The confirmation dialog of DeleteJotButton (Cancel has the focus, Escape closes it). Deleting
 * cannot be undone: the jot, its images and its likes are gone and its address is not found
 * afterwards. The confirm button spins while the request runs; the outcome is a toast.
 */
export default function DeleteJotDialog({ jotId, title, onDeleted, open, onOpenChange, trigger }: DeleteJotDialogProps) {
  const setOpen = onOpenChange;
  const cancelRef = useRef<HTMLButtonElement>(null);
  // Deleted, the jot leaves the page with its Delete button: focus then goes to the page's main
  // region (the app's place for focus on a changed screen), not to the document.
  const deleted = useRef(false);
  const environment = useRelayEnvironment();
  const [commit, deleting] = useMutation<DeleteJotButtonMutation>(deleteMutation);

  const failed = (message: string) => toaster.create({ title: DELETE_FAILED_TITLE, description: message, type: 'error' });

  const confirm = () => {
    if (deleting) return;
    commit({
      variables: { input: { id: jotId } },
      onCompleted: ({ deleteJot }) => {
        if (deleteJot.__typename !== 'DeleteJotPayload') {
          failed(deleteJot.message ?? NOT_SAVED);
          return;
        }
        deleted.current = true;
        setOpen(false);
        toaster.create({ title: JOT_DELETED_MESSAGE, type: 'success' });
        void Promise.resolve(onDeleted()).finally(() => {
          // Every list or page still holding the jot reads it as gone from now on.
          commitLocalUpdate(environment, (store) => store.delete(jotId));
        });
      },
      onError: (error) => failed(errorMessage(error)),
    });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      role="alertdialog"
      open={open}
      onOpenChange={(event) => {
        if (!deleting) setOpen(event.open);
      }}
      initialFocusEl={() => cancelRef.current}
      finalFocusEl={() => (deleted.current ? document.getElementById('main-content') : trigger())}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Delete this jot?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                “{title}” will be deleted for good, with its images and likes. Its link will no longer work. This cannot be
                undone.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={deleting}>
                  Cancel
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={deleting} loadingText="Deleting…" onClick={confirm}>
                Delete jot
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
