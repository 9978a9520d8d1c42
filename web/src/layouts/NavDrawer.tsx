import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router';
import { useLazyDialog } from '../components/dialogs/useLazyDialog.ts';
import { MAIN_CONTENT_ID } from './RootLayout.tsx';

const loadPanel = () => import('./NavDrawerPanel.tsx');
const NavDrawerPanel = lazy(loadPanel);

/**
 * Small screens: the sidebars collapse behind a hamburger. The drawer's code loads when the
 * button is first hovered, focused or pressed, and it closes itself after a navigation so the
 * new page is visible.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const { open, setOpen, used, triggerProps } = useLazyDialog(loadPanel);
  const location = useLocation();
  // Closed by a navigation, the drawer gives focus to the new page's main region, as any other
  // navigation does; closed by its button, Escape or the backdrop, back to the hamburger.
  const navigated = useRef(false);
  useEffect(() => {
    navigated.current = true;
    setOpen(false);
  }, [location.pathname, location.search]);
  useEffect(() => {
    if (open) navigated.current = false;
  }, [open]);

  return (
    <>
      <IconButton
        aria-label="Open menu"
        variant="ghost"
        display={{ base: 'inline-flex', md: 'none' }}
        {...triggerProps}
      >
        <LuMenu aria-hidden />
      </IconButton>
      {used ? (
        <Suspense fallback={null}>
          <NavDrawerPanel
            open={open}
            onOpenChange={setOpen}
            finalFocusEl={() => (navigated.current ? document.getElementById(MAIN_CONTENT_ID) : null)}
          >
            {children}
          </NavDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
