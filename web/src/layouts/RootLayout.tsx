import { chakra } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first focusable element of every page: lets keyboard users jump past the header and
 * navigation. Invisible until it receives focus.
 */
function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'translateY(0)' }}
    >
      Skip to content
    </chakra.a>
  );
}

/**
 * After a client-side navigation, screen-reader and keyboard users would stay on the link they
 * activated; move focus to the new page's main region instead (not on the first load).
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A screen that opens a modal as it mounts (a glossary term from the header search) has put
    // focus in it already; taking it away would read as focus-outside and dismiss the modal.
    if (document.activeElement?.closest('[role="dialog"]')) return;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

export function RootLayout() {
  useFocusMainOnNavigation();
  return (
    <>
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
