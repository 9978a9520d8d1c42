import { Button, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { LoginPageMutation } from '../../__generated__/LoginPageMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { adoptSignedInViewer } from '../../session/storeUpdates.ts';
import { mergeBlockListAfterSignIn } from '../../components/block-list/accountBlockList.ts';
import { AuthCard } from './AuthCard.tsx';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../../components/forms/formErrors.ts';
import { FormError, TextField } from '../../components/forms/FormFields.tsx';
import { returnPathFrom } from './returnTo.ts';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';

const loginMutation = graphql`
  mutation LoginPageMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginPayload {
        viewer {
          id
          databaseId
          name
          avatarUrl
          defaultPod {
            databaseId
          }
        }
      }
      ... on ValidationError {
        message
        fields {
          field
          messages
        }
      }
      ... on InvalidCredentialsError {
        message
      }
      ... on TooManyRequestsError {
        message
      }
    }
  }
`;

const FIELDS = ['email', 'password'];

/** `/login` (guest-only): email and password; the bff sets the session cookie. */
export function LoginPage() {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const [commit, submitting] = useMutation<LoginPageMutation>(loginMutation);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    commit({
      variables: { input: { email, password } },
      updater: (store) => adoptSignedInViewer(store, 'login', 'LoginPayload'),
      onCompleted: ({ login }) => {
        if (login.__typename === 'LoginPayload') {
          mergeBlockListAfterSignIn(environment);
          toaster.create({ title: `Welcome back, ${login.viewer.name}.`, type: 'success' });
          void navigate(returnPathFrom(location.state), { replace: true });
        } else {
          setErrors(formErrorsOf(login, FIELDS));
        }
      },
      onError: (error) => setErrors(formErrorsOfRequest(error)),
    });
  };

  return (
    <AuthCard
      title="Login"
      intro="Sign in to create jots, follow people and keep your favourites."
      footer={
        <>
          New to Jotpod?{' '}
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to="/register" state={location.state}>
              Create an account
            </RouterLink>
          </Link>
        </>
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
        <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.fields.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.fields.password}
        />
        <Link asChild colorPalette="brand" fontSize="sm" alignSelf="flex-end">
          <RouterLink to="/forgot-password">Forgot your password?</RouterLink>
        </Link>
        <FormError message={errors.form} />
        <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Signing in…" disabled={submitting}>
          Login
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
