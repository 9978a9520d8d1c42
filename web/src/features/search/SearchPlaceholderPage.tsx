import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';

/** /search?key=…: the header's search box lands here; real results arrive with the search issue. */
export function SearchPlaceholderPage() {
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  return (
    <Stack gap="4">
      <title>Search · Jotpod</title>
      <Heading as="h1" size="2xl">
        {key ? `Search results for “${key}”` : 'Search'}
      </Heading>
      <Text color="fg.muted">Search across pods, jots and glossary terms is coming soon.</Text>
    </Stack>
  );
}
