import { Box, Input, InputGroup, VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';
import { LuSearch } from 'react-icons/lu';
import { Form, useSearchParams } from 'react-router-dom';

/**
 * The header's search slot. A GET form to /search, so Enter navigates to /search?key=… (the real
 * search screen comes later); react-router's Form keeps it a client-side navigation.
 */
export function SearchBox() {
  const id = useId();
  const [params] = useSearchParams();
  return (
    <Box asChild role="search" w="full" maxW="md">
      <Form method="get" action="/search">
        <VisuallyHidden asChild>
          <label htmlFor={id}>Search pods, jots and glossary</label>
        </VisuallyHidden>
        <InputGroup startElement={<LuSearch aria-hidden />}>
          <Input
            id={id}
            name="key"
            type="search"
            placeholder="Search pods, jots, glossary…"
            defaultValue={params.get('key') ?? ''}
            autoComplete="off"
            enterKeyHint="search"
          />
        </InputGroup>
      </Form>
    </Box>
  );
}
