import { Button, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe, fieldSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, useState, type FormEvent } from 'react';
import { LuTrash2 } from 'react-icons/lu';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { commitLocalUpdate } from 'relay-runtime';
import type { DeleteAccountMutation } from '../../__generated__/DeleteAccountMutation.graphql.ts';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../../components/forms/formErrors.ts';
import { FormError } from '../../components/forms/FormFields.tsx';
import { toaster } from '../../components/toaster/toaster.tsx';
import { clearDeviceStorage } from '../../device/deviceStorage.ts';
import { reloadSoon } from '../../session/reload.ts';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';
import { useFieldDescription } from '../../components/forms/fieldDescription.ts';

export const ACCOUNT_DELETED_MESSAGE = 'Your account was deleted.';

const deleteAccountMutation = graphql`
  mutation DeleteAccountMutation($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountPayload {
        deleted
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fields {
          field
          messages
        }
      }
    }
  }
`;

/**
 * Delete the account, behind a dialog that asks for the password (Cancel has the focus). Once
 * deleted, this device forgets the user (as on sign-out) and the app reloads on the home page.
 */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const passwordDescription = useFieldDescription(errors.fields.password);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const environment = useRelayEnvironment();
  const [commit, deleting] = useMutation<DeleteAccountMutation>(deleteAccountMutation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    setErrors(NO_ERRORS);
    commit({
      variables: { input: { password } },
      onCompleted: ({ deleteAccount }) => {
        if (deleteAccount.__typename !== 'DeleteAccountPayload') {
          setErrors(formErrorsOf(deleteAccount, ['password']));
          return;
        }
        setOpen(false);
        const deleted = { title: ACCOUNT_DELETED_MESSAGE, description: 'A confirmation is on its way to your email.' };
        toaster.create({ ...deleted, type: 'success' });
        clearDeviceStorage();
        commitLocalUpdate(environment, (store) => store.getRoot().setValue(null, 'viewer'));
        // /profile is for signed-in users: the reloaded app takes the visitor home (the toast stays).
        reloadSoon(deleted);
      },
      onError: (error) => setErrors(formErrorsOfRequest(error)),
    });
  };

  return (
    <Stack as="section" gap="3" aria-labelledby="delete-account-heading" align="flex-start">
      <Text as="h3" id="delete-account-heading" fontWeight="semibold">
        Delete your account
      </Text>
      <Text color="fg.muted">Your jots, images, likes and follows are deleted for good, and you are signed out everywhere.</Text>
      <Dialog.Root
        recipe={dialogSlotRecipe}
        role="alertdialog"
        open={open}
        onOpenChange={(event) => {
          if (deleting) return;
          setOpen(event.open);
          if (!event.open) {
            setPassword('');
            setErrors(NO_ERRORS);
          }
        }}
        initialFocusEl={() => cancelRef.current}
        placement="center"
        lazyMount
        unmountOnExit
      >
        <Dialog.Trigger asChild>
          <Button variant="outline" colorPalette="red">
            <LuTrash2 aria-hidden /> Delete my account
          </Button>
        </Dialog.Trigger>
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <form ref={formRef} onSubmit={submit} noValidate>
                <Dialog.Header>
                  <Dialog.Title>Delete your account?</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text>
                      This deletes your account, your jots with their images, your likes and follows. It cannot be undone. Enter your
                      password to confirm.
                    </Text>
                    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(errors.fields.password)} required ids={passwordDescription.ids}>
                      <Field.Label>
                        Password
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input name="password" type="password" autoComplete="current-password" aria-describedby={passwordDescription.describedBy} value={password} onChange={(e) => setPassword(e.target.value)} />
                      {/* red.700 on white: 6.5:1 (the recipe's red.500 is 3.8:1). */}
                      {errors.fields.password ? <Field.ErrorText color="red.700">{errors.fields.password}</Field.ErrorText> : null}
                    </Field.Root>
                    <FormError message={errors.form} />
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button ref={cancelRef} variant="outline" disabled={deleting}>
                      Cancel
                    </Button>
                  </Dialog.ActionTrigger>
                  {/* red.700: white text on it passes AA in every state (red.600 under the pointer does not). */}
                  <Button type="submit" colorPalette="red" bg="red.700" _hover={{ bg: 'red.800' }} loading={deleting} loadingText="Deleting…">
                    Delete account
                  </Button>
                </Dialog.Footer>
              </form>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </Stack>
  );
}
