import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';

const loadPanel = () => import('./NavDrawerPanel.tsx');
const NavDrawerPanel = lazy(loadPanel);

/**
 * Small screens: the sidebars collapse behind a hamburger. The drawer's code loads when the
 * button is first hovered, focused or pressed, and it closes itself after a navigation so the
 * new page is visible.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted so it can animate closed.
  const [used, setUsed] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const preload = () => void loadPanel();
  return (
    <>
      <IconButton
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        display={{ base: 'inline-flex', md: 'none' }}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
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
