import { Avatar, Box, Button, IconButton, Menu, Popover, Text, VisuallyHidden } from '@chakra-ui/react';
import { LuBell, LuLogOut, LuPlus, LuUser } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ChromeViewer } from './WithViewer.tsx';
import { useSignOut } from './useSignOut.ts';

/** Notifications are not specified yet: the bell is there, honest about having nothing. */
function NotificationsBell() {
  return (
    <Popover.Root positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label="Notifications" variant="ghost" rounded="full">
          <LuBell aria-hidden />
        </IconButton>
      </Popover.Trigger>
      {/* Not portalled: the panel stays inside the header landmark (axe "region"). */}
      <Popover.Positioner>
        <Popover.Content maxW="xs">
          <Popover.Arrow />
          <Popover.Body>
            <Popover.Title fontWeight="semibold" mb="1">
              Notifications
            </Popover.Title>
            <Text color="fg.muted" fontSize="sm">
              No notifications yet.
            </Text>
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

function AccountMenu({ viewer }: { viewer: ChromeViewer }) {
  const [signOut, signingOut] = useSignOut();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" rounded="full" p="0" minW="auto" h="auto">
          {/* The name comes from this text, not aria-label: the visible initials would not match it. */}
          <VisuallyHidden>{`Account menu for ${viewer.name}`}</VisuallyHidden>
          <Avatar.Root size="sm" colorPalette="brand" aria-hidden>
            <Avatar.Fallback name={viewer.name} />
            {/* The device snapshot keeps only the URL; the box is the avatar's own 36 px. */}
            {viewer.avatarUrl ? <Avatar.Image src={viewer.avatarUrl} htmlWidth={36} htmlHeight={36} alt="" /> : null}
          </Avatar.Root>
        </Button>
      </Menu.Trigger>
      {/* Not portalled: the menu stays inside the header landmark (axe "region"). */}
      <Menu.Positioner>
        <Menu.Content minW="44">
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
        </Menu.Content>
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
