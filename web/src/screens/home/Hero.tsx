import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { WithViewer } from '../../session/WithViewer.tsx';

/** Teacher-first, free lifelong learning, "over 3500 topics". */
export function Hero() {
  return (
    <Box as="section" aria-labelledby="hero-title" bgGradient="to-br" gradientFrom="brand.50" gradientTo="white" borderBottomWidth="1px">
      <Flex maxW="6xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '12', md: '20' }} direction="column" gap="6">
        <Text color="brand.fg" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
          Teacher-first · Free · For life
        </Text>
        <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} maxW="3xl" lineHeight="1.1">
          Learn something new every day, taught by the people who love teaching it.
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
          Jotpod is a free lifelong-learning platform built teacher-first: short, focused jots written by teachers
          and learners across over 3500 topics. Read at your own pace, follow the people who inspire you, and share
          what you know.
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          {/* A signed-in reader has joined already: their next step is writing. */}
          <WithViewer provisional="device">
            {(viewer) => (
              <Button asChild colorPalette="brand" size="lg">
                {viewer ? <RouterLink to="/jot/create">Create a Jot</RouterLink> : <RouterLink to="/register">Join for free</RouterLink>}
              </Button>
            )}
          </WithViewer>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <RouterLink to="/feeds?tag=TRENDING">Explore trending pods</RouterLink>
          </Button>
        </Stack>
      </Flex>
    </Box>
  );
}
