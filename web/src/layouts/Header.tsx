import { Box, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { HeaderAccountActions } from '../session/HeaderAccountActions.tsx';
import { Logo } from './Logo.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { SearchBox } from './SearchBox.tsx';

/**
 * Header of every layout: logo, search, then Create a Jot with Register / Login for visitors, or
 * Create a Jot, the notifications bell and the avatar menu when signed in. `drawer` is what the
 * hamburger shows on small screens.
 */
export function Header({ drawer }: { drawer: ReactNode }) {
  return (
    <Box as="header" borderBottomWidth="1px" bg="chrome.bg" position="sticky" top="0" zIndex="sticky">
      <Flex maxW="8xl" mx="auto" px={{ base: '3', md: '6' }} h="16" align="center" gap={{ base: '2', md: '6' }}>
        <NavDrawer>{drawer}</NavDrawer>
        <Logo />
        <Box flex="1" display={{ base: 'none', md: 'flex' }} justifyContent="center">
          <SearchBox />
        </Box>
        <HStack gap="2" ms="auto">
          <HeaderAccountActions />
        </HStack>
      </Flex>
    </Box>
  );
}
