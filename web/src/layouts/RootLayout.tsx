import { chakra } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';

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

/** Where the reader had scrolled the server's page when the app took it over; null once used. */
let scrollAtHydration: number | null = null;

/**
 * The scroll restoration scrolls a first page with no remembered position to the top as the app
 * mounts. On a server-rendered page the reader may have scrolled (or loaded more) before the app
 * took it over: that position is noted just before (this runs before the restoration's own
 * layout effect, as it comes first among its siblings) and put back just after.
 */
function NoteScrollAtHydration() {
  useLayoutEffect(() => {
    scrollAtHydration = window.scrollY;
  }, []);
  return null;
}

function KeepScrollAtHydration() {
  useLayoutEffect(() => {
    const noted = scrollAtHydration;
    scrollAtHydration = null;
    // Only where the restoration sent a scrolled page to the top; a position it restored (a
    // reload, a #fragment) stays.
    if (noted !== null && noted > 0 && window.scrollY === 0) window.scrollTo(0, noted);
  }, []);
  return null;
}

export function RootLayout() {
  useFocusMainOnNavigation();
  return (
    <>
      <NoteScrollAtHydration />
      <SkipLink />
      <Outlet />
      <ScrollRestoration />
      <KeepScrollAtHydration />
    </>
  );
}
