import { Button, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { ResetPasswordPageMutation } from '../../__generated__/ResetPasswordPageMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { AuthCard } from './AuthCard.tsx';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../../components/forms/formErrors.ts';
import { FormError, TextField } from '../../components/forms/FormFields.tsx';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';

const resetPasswordMutation = graphql`
  mutation ResetPasswordPageMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordPayload {
        message
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

// `token` is not a visible field: its messages (used or expired link) go to the form-level alert.
const FIELDS = ['email', 'password', 'passwordConfirmation'];

/** `/password/reset?token=&email=` (guest-only): the link from the reset email. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const [commit, submitting] = useMutation<ResetPasswordPageMutation>(resetPasswordMutation);

  const requestNewLink = (
    <Link asChild colorPalette="brand" fontWeight="semibold">
      <RouterLink to="/forgot-password">Request a new reset link</RouterLink>
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title="Reset password" footer={requestNewLink}>
        <FormError message="This reset link is incomplete. Open the link from the email again, or request a new one." />
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    commit({
      variables: { input: { token, email, password, passwordConfirmation } },
      onCompleted: ({ resetPassword: result }) => {
        if (result.__typename === 'ResetPasswordPayload') {
          toaster.create({ title: result.message, description: 'Login with your new password.', type: 'success' });
          void navigate('/login', { replace: true });
        } else {
          setErrors(formErrorsOf(result, FIELDS));
        }
      },
      onError: (error) => setErrors(formErrorsOfRequest(error)),
    });
  };

  return (
    <AuthCard title="Reset password" intro="Choose a new password for your account." footer={requestNewLink}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.fields.email} />
          <TextField
            label="New password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.fields.password}
          />
          <TextField
            label="Confirm new password"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            value={passwordConfirmation}
            onChange={setPasswordConfirmation}
            error={errors.fields.passwordConfirmation}
          />
          <FormError message={errors.form} />
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Saving…" disabled={submitting}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
