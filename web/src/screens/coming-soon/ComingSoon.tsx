import { Heading, Stack, Text } from '@chakra-ui/react';

/** /terms-and-conditions and /privacy-policy: the spec says they show 'Coming soon...'. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="4">
      <title>{`${title} · Jotpod`}</title>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text>Coming soon...</Text>
    </Stack>
  );
}
