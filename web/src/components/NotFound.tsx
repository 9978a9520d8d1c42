import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

interface NotFoundProps {
  /** What was missing, e.g. "This category" — defaults to a page. */
  what?: string;
}

/** The 404 screen: for unknown routes and for slugs the server does not know (a null lookup). */
export function NotFound({ what = 'This page' }: NotFoundProps) {
  return (
    <Stack gap="4" align="flex-start" py="10" data-testid="not-found">
      <title>Page not found · Jotpod</title>
      <Text color="fg.muted" fontWeight="semibold">
        404
      </Text>
      <Heading as="h1" size="2xl">
        Page not found
      </Heading>
      <Text>{what} does not exist, or it is no longer available.</Text>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">Go to the home page</RouterLink>
      </Button>
    </Stack>
  );
}
