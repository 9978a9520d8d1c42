import { Box, Button, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useId, type FormEvent } from 'react';
import { LuCompass, LuHouse, LuSearch } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';

interface NotFoundProps {
  /** What was missing, e.g. "This category" — defaults to a page. */
  what?: string;
}

/**
 * The 404 screen: for unknown routes and for slugs the server does not know (a null lookup). It
 * renders inside the current layout, so the navigation stays usable, and offers a search and the
 * ways back home and to the trending pods.
 */
export function NotFound({ what = 'This page' }: NotFoundProps) {
  const navigate = useNavigate();
  const hintId = useId();
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = String(new FormData(event.currentTarget).get('key') ?? '').trim();
    if (key) navigate(`/search?key=${encodeURIComponent(key)}`);
  };
  return (
    <Stack gap="5" align="flex-start" py={{ base: '8', md: '12' }} maxW="2xl" data-testid="not-found">
      <title>Page not found · Jotpod</title>
      <Text color="brand.fg" fontWeight="bold" fontSize="sm" letterSpacing="wider" textTransform="uppercase">
        Error 404
      </Text>
      <Heading as="h1" size="3xl">
        Page not found
      </Heading>
      <Text fontSize="lg">{what} does not exist, or it is no longer available. The link may be old or mistyped.</Text>
      {/* A search of its own: on a phone the header's box is in the menu, and not every layout has one. */}
      <Box asChild w="full" bg="brand.subtle" rounded="md" px="4" py="3">
        <form method="get" action="/search" onSubmit={search} aria-labelledby={hintId}>
          <Text id={hintId} color="fg" mb="2">
            Looking for something specific? Search pods, jots and glossary terms.
          </Text>
          <HStack gap="2">
            <Input name="key" type="search" aria-label="Search Jotpod" bg="bg" enterKeyHint="search" autoComplete="off" />
            <Button type="submit" colorPalette="brand">
              <LuSearch aria-hidden /> Search
            </Button>
          </HStack>
        </form>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">
            <LuHouse aria-hidden /> Go to the home page
          </RouterLink>
        </Button>
        <Button asChild variant="outline" colorPalette="brand">
          <RouterLink to="/feeds?tag=TRENDING">
            <LuCompass aria-hidden /> Explore trending pods
          </RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
