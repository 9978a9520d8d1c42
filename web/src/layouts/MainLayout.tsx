import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Outlet } from 'react-router';
import type { MainLayoutQuery } from '../__generated__/MainLayoutQuery.graphql.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { MobileAppPrompt } from '../components/dialogs/MobileAppPrompt.tsx';
import { useAncestorRouteQuery } from '../relay/routeQuery.ts';
import { AdSlot } from './AdSlot.tsx';
import { ContainerNav, ContainerNavSkeleton } from './ContainerNav.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PrimaryNav } from './PrimaryNav.tsx';
import { MAIN_CONTENT_ID } from './RootLayout.tsx';

/** The id of the layout route whose loader starts MainLayoutQuery. */
export const MAIN_LAYOUT_ROUTE_ID = 'main-layout';

/**
 * The layout's own query: the container lists of the sidebar. It is loaded once by the layout
 * route (store-or-network, not revalidated) and then shared by every screen in this layout, so a
 * navigation between screens costs one request: the screen's.
 */
const mainLayoutQuery = graphql`
  query MainLayoutQuery {
    ...ContainerNav_query
  }
`;

function ContainerNavFromQuery({ queryRef }: { queryRef: PreloadedQuery<MainLayoutQuery> }) {
  const data = usePreloadedQuery<MainLayoutQuery>(mainLayoutQuery, queryRef);
  return <ContainerNav query={data} />;
}

/** Home / Create Jot / Trending, then the container groups; used by the sidebar and the drawer. */
function SidebarNav() {
  const queryRef = useAncestorRouteQuery<MainLayoutQuery>(MAIN_LAYOUT_ROUTE_ID);
  return (
    <Stack gap="6">
      <PrimaryNav />
      {queryRef ? (
        // A failing category list must not take the page down: the rest of the sidebar still works.
        <ErrorBoundary
          fallback={
            <Text fontSize="sm" color="fg.muted" px="3">
              Categories could not be loaded.
            </Text>
          }
        >
          <Suspense fallback={<ContainerNavSkeleton />}>
            <ContainerNavFromQuery queryRef={queryRef} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </Stack>
  );
}

/** Header, left sidebar, right sidebar (ads), footer. */
export function MainLayout() {
  return (
    <Box minH="100dvh" display="flex" flexDirection="column">
      <Header
        drawer={
          <nav aria-label="Sidebar">
            <SidebarNav />
          </nav>
        }
      />
      <Grid
        flex="1"
        w="full"
        maxW="8xl"
        mx="auto"
        px={{ base: '4', md: '6' }}
        py="6"
        gap="6"
        templateColumns={{ base: 'minmax(0, 1fr)', md: '15rem minmax(0, 1fr)', xl: '15rem minmax(0, 1fr) 16rem' }}
        templateAreas={{ base: '"main" "ads"', md: '"nav main" "nav ads"', xl: '"nav main ads"' }}
        alignItems="start"
        // Rows packed at the top: on a short screen the space left over goes below the ads, not
        // between the content and the ads.
        alignContent="start"
      >
        <Box
          as="nav"
          aria-label="Sidebar"
          gridArea="nav"
          display={{ base: 'none', md: 'block' }}
          position="sticky"
          top="20"
          maxH="calc(100dvh - 6rem)"
          overflowY="auto"
        >
          <SidebarNav />
        </Box>
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} gridArea="main" minW="0" _focus={{ outline: 'none' }}>
          <Outlet />
        </Box>
        <Box as="aside" aria-label="Advertisement" gridArea="ads">
          <AdSlot />
        </Box>
      </Grid>
      <Footer />
      {/* The Main layout variant with the mobile-app modal (small screens, once a session). */}
      <MobileAppPrompt />
    </Box>
  );
}

