import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { MAIN_CONTENT_ID } from './RootLayout.tsx';

/** /profile, /subscription, /terms-and-conditions, /privacy-policy — one column. */
export function AppLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Header
        drawer={
          <nav aria-label="Menu">
            <PrimaryNav />
          </nav>
        }
      />
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        flex="1"
        w="full"
        maxW="4xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="8"
        _focus={{ outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
