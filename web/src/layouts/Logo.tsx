import { HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** The wordmark, linking home. The mark is decorative: the link's name is the visible text. */
export function Logo() {
  return (
    <HStack asChild gap="2" color="brand.fg" fontWeight="bold" fontSize="xl" rounded="md" flexShrink={0}>
      <RouterLink to="/">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill="currentColor" />
          <path d="M11 10h12M11 16h12M11 22h7" stroke="white" strokeWidth="2.5" strokeLinecap="round" />
        </svg>
        <Text as="span" letterSpacing="tight">
          Jotpod
        </Text>
      </RouterLink>
    </HStack>
  );
}
