import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { ForgotPasswordPageMutation } from '../../__generated__/ForgotPasswordPageMutation.graphql.ts';
import { AuthCard } from './AuthCard.tsx';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../../components/forms/formErrors.ts';
import { FormError, TextField } from '../../components/forms/FormFields.tsx';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';

const requestResetMutation = graphql`
  mutation ForgotPasswordPageMutation($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetPayload {
        message
      }
      ... on ValidationError {
        message
        fields {
          field
          messages
        }
      }
      ... on TooManyRequestsError {
        message
      }
    }
  }
`;

const FIELDS = ['email'];

/**
 * `/forgot-password` (guest-only): asks for a reset link. The answer is the same whether the
 * address has an account or not (nobody learns who is registered), so the screen says what will
 * happen if it has one.
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [commit, submitting] = useMutation<ForgotPasswordPageMutation>(requestResetMutation);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    commit({
      variables: { input: { email } },
      onCompleted: ({ requestPasswordReset: result }) => {
        if (result.__typename === 'RequestPasswordResetPayload') setSentMessage(result.message);
        else setErrors(formErrorsOf(result, FIELDS));
      },
      onError: (error) => setErrors(formErrorsOfRequest(error)),
    });
  };

  const backToLogin = (
    <Link asChild colorPalette="brand" fontWeight="semibold">
      <RouterLink to="/login">Back to Login</RouterLink>
    </Link>
  );

  if (sentMessage !== null) {
    return (
      <AuthCard title="Check your email" footer={backToLogin}>
        <Stack gap="4">
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{sentMessage}</Alert.Title>
              <Alert.Description>
                If <strong>{email}</strong> belongs to an account, the link is in its inbox. It works once and expires in 60 minutes.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
          <Text color="fg.muted" fontSize="sm">
            No email? Check your spam folder, or{' '}
            <Button variant="plain" colorPalette="brand" p="0" h="auto" fontSize="sm" onClick={() => setSentMessage(null)}>
              try again
            </Button>
            .
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Forgot your password?" intro="Enter your email and we will send you a link to choose a new one." footer={backToLogin}>
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.fields.email} />
          <FormError message={errors.form} />
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Sending…" disabled={submitting}>
            Send reset link
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
