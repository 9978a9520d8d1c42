import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** Page header of the marketing pages: eyebrow, h1 and lead paragraph on the brand gradient. */
export function MarketingHero({ eyebrow, title, children }: { eyebrow: string; title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby="page-title" bgGradient="to-br" gradientFrom="brand.50" gradientTo="white" borderBottomWidth="1px">
      <Stack maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '12', md: '16' }} gap="5">
        <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
          {eyebrow}
        </Text>
        <Heading as="h1" id="page-title" size={{ base: '3xl', md: '4xl' }} maxW="3xl" lineHeight="1.15">
          {title}
        </Heading>
        <Box fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          {children}
        </Box>
      </Stack>
    </Box>
  );
}

/** A titled band of a marketing page (a labelled region for landmark navigation). */
export function MarketingSection({ title, children, muted }: { title: string; children: ReactNode; muted?: boolean }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} bg={muted ? 'chrome.sidebar' : undefined}>
      <Stack maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '10', md: '14' }} gap="6">
        <Heading as="h2" id={id} size="2xl">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
