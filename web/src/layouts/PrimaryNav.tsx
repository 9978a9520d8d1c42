import { Stack, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFlame, LuHouse, LuSquarePen } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';

/** A sidebar link; NavLink marks the current page with aria-current="page". */
export function SideNavLink({ to, icon, children, end }: { to: string; icon?: ReactNode; children: ReactNode; end?: boolean }) {
  return (
    <chakra.a
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      rounded="md"
      color="fg"
      fontSize="sm"
      _hover={{ bg: 'brand.subtle', color: 'brand.fg' }}
      css={{ '&[aria-current=page]': { bg: 'brand.muted', color: 'brand.fg', fontWeight: 'semibold' } }}
    >
      <NavLink to={to} end={end}>
        {icon}
        {children}
      </NavLink>
    </chakra.a>
  );
}

/**
 * Home, Create Jot and Trending. Visitors only for now (there is no session yet): Create Jot
 * leads to /register, as the spec says for signed-out people.
 */
export function PrimaryNav() {
  return (
    <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
      <li>
        <SideNavLink to="/" end icon={<LuHouse aria-hidden />}>
          Home
        </SideNavLink>
      </li>
      <li>
        <SideNavLink to="/register" icon={<LuSquarePen aria-hidden />}>
          Create Jot
        </SideNavLink>
      </li>
      <li>
        <SideNavLink to="/feeds?tag=TRENDING" icon={<LuFlame aria-hidden />}>
          Trending
        </SideNavLink>
      </li>
    </Stack>
  );
}
