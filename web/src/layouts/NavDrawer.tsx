import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { useLazyDialog } from '../components/dialogs/useLazyDialog.ts';

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
  useEffect(() => setOpen(false), [location.pathname, location.search]);

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
          <NavDrawerPanel open={open} onOpenChange={setOpen}>
            {children}
          </NavDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}
