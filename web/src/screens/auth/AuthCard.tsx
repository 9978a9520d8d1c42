import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of the guest pages: one narrow card with the page heading. */
export function AuthCard({ title, intro, children, footer }: { title: string; intro?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <Card.Root maxW="md" mx="auto" w="full">
      <title>{`${title} · Jotpod`}</title>
      <Card.Header>
        <Stack gap="2">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {intro ? <Text color="fg.muted">{intro}</Text> : null}
        </Stack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer ? (
        <Card.Footer>
          <Text fontSize="sm" color="fg.muted">
            {footer}
          </Text>
        </Card.Footer>
      ) : null}
    </Card.Root>
  );
}
