import { Box, Button, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from './Logo.tsx';
import { NavDrawer } from './NavDrawer.tsx';
import { SearchBox } from './SearchBox.tsx';

/**
 * Header of every layout: logo, search, Create a Jot, and Register / Login for visitors (the
 * signed-in variant — bell and avatar menu — arrives with sessions). `drawer` is what the
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
          {/* Visitors create by registering first (spec: create links lead to /register). */}
          <Button asChild colorPalette="brand" display={{ base: 'none', sm: 'inline-flex' }}>
            <RouterLink to="/register">
              <LuPlus aria-hidden /> Create a Jot
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/register">Register</RouterLink>
          </Button>
          <Button asChild variant="ghost" colorPalette="brand">
            <RouterLink to="/login">Login</RouterLink>
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
