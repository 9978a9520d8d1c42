import { Button, Link, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { RegisterPageMutation } from '../../__generated__/RegisterPageMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { adoptSignedInViewer } from '../../session/storeUpdates.ts';
import { mergeBlockListAfterSignIn } from '../../components/block-list/accountBlockList.ts';
import { AuthCard } from './AuthCard.tsx';
import { formErrorsOf, formErrorsOfRequest, NO_ERRORS, type FormErrors } from '../../components/forms/formErrors.ts';
import { FormError, TextField } from '../../components/forms/FormFields.tsx';
import { returnPathFrom } from './returnTo.ts';
import { useFocusFirstInvalidField } from '../../components/forms/focusFirstInvalidField.ts';

const registerMutation = graphql`
  mutation RegisterPageMutation($input: RegisterInput!) {
    register(input: $input) {
      __typename
      ... on RegisterPayload {
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
      ... on TooManyRequestsError {
        message
      }
    }
  }
`;

const FIELDS = ['name', 'email', 'password', 'passwordConfirmation'];

/** `/register` (guest-only): creates the account and signs it in (the bff sets the cookie). */
export function RegisterPage() {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const location = useLocation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setPasswordConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useFocusFirstInvalidField(errors.fields);
  const [commit, submitting] = useMutation<RegisterPageMutation>(registerMutation);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    commit({
      variables: { input: { name, email, password, passwordConfirmation } },
      updater: (store) => adoptSignedInViewer(store, 'register', 'RegisterPayload'),
      onCompleted: ({ register }) => {
        if (register.__typename === 'RegisterPayload') {
          mergeBlockListAfterSignIn(environment);
          toaster.create({ title: `Welcome to Jotpod, ${register.viewer.name}.`, type: 'success' });
          void navigate(returnPathFrom(location.state), { replace: true });
        } else {
          setErrors(formErrorsOf(register, FIELDS));
        }
      },
      onError: (error) => setErrors(formErrorsOfRequest(error)),
    });
  };

  return (
    <AuthCard
      title="Register"
      intro="Create a free account to share what you learn."
      footer={
        <>
          Already have an account?{' '}
          <Link asChild colorPalette="brand" fontWeight="semibold">
            <RouterLink to="/login" state={location.state}>
              Login
            </RouterLink>
          </Link>
        </>
      }
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate>
        <Stack gap="5">
          <TextField label="Name" name="name" autoComplete="name" value={name} onChange={setName} error={errors.fields.name} />
          <TextField label="Email" name="email" type="email" autoComplete="email" value={email} onChange={setEmail} error={errors.fields.email} />
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={setPassword}
            error={errors.fields.password}
          />
          <TextField
            label="Confirm password"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            value={passwordConfirmation}
            onChange={setPasswordConfirmation}
            error={errors.fields.passwordConfirmation}
          />
          <FormError message={errors.form} />
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Creating your account…" disabled={submitting}>
            Register
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
