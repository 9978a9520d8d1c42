import { Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link as RouterLink, useRevalidator, useRouteError } from 'react-router';
import { GraphQLRequestError } from '../relay/GraphQLRequestError.ts';
import { NotFound } from './NotFound.tsx';

/**
 * The errorElement of every route: a failed query or a crash in one screen replaces that screen
 * only, and the layout around it (header, navigation) keeps working.
 */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const message =
    error instanceof GraphQLRequestError
      ? error.message
      : 'Something went wrong while showing this page. Please try again.';
  if (import.meta.env.DEV) console.error(error);

  return (
    <Stack gap="4" align="flex-start" py="10" role="alert">
      <title>Something went wrong · Jotpod</title>
      <Heading as="h1" size="xl">
        Something went wrong
      </Heading>
      <Text>{message}</Text>
      <HStack gap="3">
        {/* Re-running the loaders starts a fresh query (the failed one is not cached). */}
        <Button colorPalette="brand" onClick={() => void revalidator.revalidate()}>
          Try again
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
