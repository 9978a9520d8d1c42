import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ConfirmEmailPageMutation } from '../../__generated__/ConfirmEmailPageMutation.graphql.ts';
import { toaster } from '../../components/toaster/toaster.tsx';
import { AuthCard } from './AuthCard.tsx';

const confirmEmailMutation = graphql`
  mutation ConfirmEmailPageMutation($input: ConfirmEmailChangeInput!) {
    confirmEmailChange(input: $input) {
      __typename
      ... on ConfirmEmailChangePayload {
        message
        email
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

type Outcome = { kind: 'confirmed'; message: string; email: string } | { kind: 'refused'; message: string };

/**
 * `/email/confirm?token=…`: the link mailed to a new address. The change happens on the button,
 * not on opening the page, so a mail scanner that follows links does not spend it. Open to
 * everyone: the link may be followed on a device where nobody is signed in.
 */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [commit, confirming] = useMutation<ConfirmEmailPageMutation>(confirmEmailMutation);

  const confirm = () => {
    commit({
      variables: { input: { token } },
      onCompleted: ({ confirmEmailChange: result }) => {
        if (result.__typename === 'ConfirmEmailChangePayload') {
          setOutcome({ kind: 'confirmed', message: result.message, email: result.email });
          toaster.create({ title: result.message, type: 'success' });
        } else {
          const message = result.__typename === 'ValidationError' ? result.message : 'This email confirmation link cannot be used.';
          setOutcome({ kind: 'refused', message });
          toaster.create({ title: message, type: 'error' });
        }
      },
      onError: (error) => toaster.create({ title: error.message || 'Something went wrong. Please try again.', type: 'error' }),
    });
  };

  const toProfile = (
    <Link asChild colorPalette="brand" fontWeight="semibold">
      <RouterLink to="/profile">Go to your profile</RouterLink>
    </Link>
  );

  if (outcome?.kind === 'confirmed') {
    return (
      <AuthCard title="Email address changed" footer={toProfile}>
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{outcome.message}</Alert.Title>
            <Alert.Description>
              Sign in with <strong>{outcome.email}</strong> from now on.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </AuthCard>
    );
  }

  if (outcome?.kind === 'refused' || token === '') {
    return (
      <AuthCard title="This link cannot be used" footer={toProfile}>
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{outcome?.message ?? 'This email confirmation link is invalid.'}</Alert.Title>
        </Alert.Root>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Confirm your new email address" intro="Confirm to make this address the one you sign in with.">
      <Stack gap="4">
        <Text color="fg.muted" fontSize="sm">
          The link works once, within 60 minutes of the request.
        </Text>
        <Button colorPalette="brand" onClick={confirm} loading={confirming} loadingText="Confirming…" disabled={confirming}>
          Confirm email address
        </Button>
      </Stack>
    </AuthCard>
  );
}
