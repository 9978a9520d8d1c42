import { Button, Heading, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { PasswordFormMutation } from '../../__generated__/PasswordFormMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../../components/forms/formErrors.ts';
import { FormError, TextField } from '../../components/forms/FormFields.tsx';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';

const updatePasswordMutation = graphql`
  mutation PasswordFormMutation($input: UpdatePasswordInput!) {
    updatePassword(input: $input) {
      __typename
      ... on UpdatePasswordPayload {
        viewer {
          id
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          messages
        }
      }
    }
  }
`;

const FIELDS = ['currentPassword', 'password', 'passwordConfirmation'];
const EMPTY = { currentPassword: '', password: '', passwordConfirmation: '' };

/** Current password, new password and its confirmation; the server checks all three. */
export function PasswordForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const [commit, saving] = useMutation<PasswordFormMutation>(updatePasswordMutation);
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    commit({
      variables: { input: values },
      onCompleted: ({ updatePassword }) => {
        if (updatePassword.__typename === 'UpdatePasswordPayload') {
          toaster.create({ title: 'Password updated successfully.', type: 'success' });
          // Passwords should not linger in the page once they have done their job.
          setValues(EMPTY);
        } else {
          setErrors({ ...formErrorsOf(updatePassword, FIELDS), form: null });
          toaster.create({ title: updatePassword.__typename === 'ValidationError' ? updatePassword.message : 'The password could not be changed.', type: 'error' });
        }
      },
      onError: (error) => {
        setErrors(formErrorsOfRequest(error));
        toaster.create({ title: error.message, type: 'error' });
      },
    });
  };

  return (
    <Stack as="section" aria-labelledby="password-form-heading" gap="4">
      <Heading as="h2" size="lg" id="password-form-heading">
        Change password
      </Heading>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="5" maxW="md">
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={values.currentPassword}
            onChange={set('currentPassword')}
            error={errors.fields.currentPassword}
          />
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.fields.password}
          />
          <TextField
            label="Confirm new password"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            value={values.passwordConfirmation}
            onChange={set('passwordConfirmation')}
            error={errors.fields.passwordConfirmation}
          />
          <FormError message={errors.form} />
          <Button type="submit" colorPalette="brand" alignSelf="flex-start" loading={saving} loadingText="Saving…" disabled={saving}>
            Update password
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
