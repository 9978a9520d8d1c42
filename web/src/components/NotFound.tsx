import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCompass, LuHouse, LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';

interface NotFoundProps {
  /** What was missing, e.g. "This category" — defaults to a page. */
  what?: string;
}

/**
 * The 404 screen: for unknown routes and for slugs the server does not know (a null lookup). It
 * renders inside the current layout, so the header's search box and the navigation stay usable,
 * and it points at both.
 */
export function NotFound({ what = 'This page' }: NotFoundProps) {
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
      <Box display="flex" gap="3" alignItems="flex-start" bg="brand.subtle" rounded="md" px="4" py="3">
        <Box as="span" color="brand.fg" mt="1" aria-hidden>
          <LuSearch />
        </Box>
        <Text color="fg">
          Looking for something specific? Use the search box at the top of the page to find pods, jots and glossary
          terms.
        </Text>
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
