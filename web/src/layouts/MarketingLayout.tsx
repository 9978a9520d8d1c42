import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { MAIN_CONTENT_ID } from './RootLayout.tsx';

/** /, /about, /investor-relations — full-width content, no sidebars. */
export function MarketingLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Header
        drawer={
          <nav aria-label="Menu">
            <PrimaryNav />
          </nav>
        }
      />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
