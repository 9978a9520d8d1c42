import { CloseButton, Drawer, IconButton, Portal, Stack } from '@chakra-ui/react';
import { useEffect, useState, type ReactNode } from 'react';
import { LuMenu } from 'react-icons/lu';
import { useLocation } from 'react-router-dom';
import { SearchBox } from './SearchBox.tsx';

/**
 * Small screens: the sidebars collapse behind a hamburger. The drawer traps focus, closes on
 * Escape, and closes itself after a navigation so the new page is visible.
 */
export function NavDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  return (
    <Drawer.Root placement="start" open={open} onOpenChange={(e) => setOpen(e.open)} lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" display={{ base: 'inline-flex', md: 'none' }}>
          <LuMenu aria-hidden />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <SearchBox />
                {children}
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
