import { CloseButton, Drawer, Portal, Stack } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, type ReactNode } from 'react';
import { SearchBox } from './SearchBox.tsx';

interface NavDrawerPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes; null: back to the hamburger. */
  finalFocusEl: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * The drawer itself, in its own chunk (the dialog machine, focus trap and scroll lock are ~10 kB
 * gzip that desktop visitors never need). It traps focus, closes on Escape or a backdrop click,
 * and gives focus back to the hamburger when it closes (or where `finalFocusEl` says).
 */
export default function NavDrawerPanel({ open, onOpenChange, finalFocusEl, children }: NavDrawerPanelProps) {
  // Focus the close button first, not the search box: on phones that would pop up the keyboard.
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      placement="start"
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      initialFocusEl={() => closeRef.current}
      finalFocusEl={finalFocusEl}
      lazyMount
      unmountOnExit
    >
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
              <CloseButton ref={closeRef} size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
