import { Box, Button, Menu, Text, VisuallyHidden, useMenuContext } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, type ReactNode, type RefObject } from 'react';
import { LuLogOut, LuPlus, LuUser } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFocusBeforeHydrationTold } from '../hydration/focusBeforeHydration.ts';
import { NotificationsBell } from '../components/notifications/NotificationsBell.tsx';
import type { ChromeViewer } from './WithViewer.tsx';
import { useSignOut } from './useSignOut.ts';
import { PersonAvatar } from '../components/media/PersonAvatar.tsx';

/**
 * The menu's list. Tab leaves it, as it leaves any menu: the menu closes, and focus goes on from
 * its button to the control after it (Shift+Tab: before it). The menu itself would keep focus on
 * the list, and its list sits right after its button (inside the header landmark), so the browser's
 * Tab is let through from the button once the list is hidden.
 */
function AccountMenuContent({ trigger, children }: { trigger: RefObject<HTMLButtonElement | null>; children: ReactNode }) {
  const menu = useMenuContext();
  return (
    <Menu.Content
      minW="44"
      onKeyDownCapture={(event) => {
        if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey || !trigger.current) return;
        event.stopPropagation();
        event.currentTarget.hidden = true;
        trigger.current.focus();
        menu.setOpen(false);
      }}
    >
      {children}
    </Menu.Content>
  );
}

function AccountMenu({ viewer }: { viewer: ChromeViewer }) {
  const [signOut, signingOut] = useSignOut();
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusBeforeHydrationTold(trigger);
  const navigate = useNavigate();
  return (
    <Menu.Root
      recipe={menuSlotRecipe}
      positioning={{ placement: 'bottom-end' }}
      // A link item chosen with Enter: the menu's own way dispatches a click that does not bubble,
      // so the router never sees it and the browser loads the whole app again.
      navigate={({ node }) => navigate(node.pathname + node.search)}
    >
      <Menu.Trigger asChild ref={trigger}>
        <Button variant="ghost" rounded="full" p="0" minW="auto" h="auto">
          {/* The name comes from this text, not aria-label: the visible initials would not match it. */}
          <VisuallyHidden>{`Account menu for ${viewer.name}`}</VisuallyHidden>
          {/* The device snapshot keeps only the URL; the box is the avatar's own 36 px. */}
          <PersonAvatar
            size="sm"
            colorPalette="brand"
            aria-hidden
            name={viewer.name}
            image={viewer.avatarUrl ? { src: viewer.avatarUrl, htmlWidth: 36, htmlHeight: 36 } : null}
            alt=""
          />
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the menu stays inside the header landmark (axe "region"). */}
      <Menu.Positioner>
        <AccountMenuContent trigger={trigger}>
          <Box px="2" py="1.5">
            <Text fontSize="sm" fontWeight="semibold" truncate>
              {viewer.name}
            </Text>
          </Box>
          <Menu.Separator />
          <Menu.Item value="profile" asChild>
              <RouterLink to="/profile">
              <LuUser aria-hidden /> Your Profile
            </RouterLink>
          </Menu.Item>
          <Menu.Item value="sign-out" disabled={signingOut} onSelect={signOut}>
            <LuLogOut aria-hidden /> Sign Out
          </Menu.Item>
        </AccountMenuContent>
      </Menu.Positioner>
    </Menu.Root>
  );
}

/**
 * The header's actions for a signed-in user: Create a Jot, the notifications bell and the avatar
 * menu (Your Profile, Sign Out). In its own chunk: visitors never need the menu and popover code.
 */
export default function SignedInActions({ viewer }: { viewer: ChromeViewer }) {
  return (
    <>
      <Button asChild colorPalette="brand" display={{ base: 'none', sm: 'inline-flex' }}>
        <RouterLink to="/jot/create">
          <LuPlus aria-hidden /> Create a Jot
        </RouterLink>
      </Button>
      <NotificationsBell />
      <AccountMenu viewer={viewer} />
    </>
  );
}
