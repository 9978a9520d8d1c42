import { Stack, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFlame, LuHeart, LuHouse, LuNotebookPen, LuSquarePen, LuUsers } from 'react-icons/lu';
import { NavLink } from 'react-router-dom';
import { WithViewer } from '../session/WithViewer.tsx';

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
 * Home, Create Jot and Trending; signed-in users add My Jots, Following and Inspired Jots.
 * Create Jot leads to /register for visitors: signing up comes before writing.
 */
export function PrimaryNav() {
  return (
    <WithViewer provisional="device">
      {(viewer) => (
        <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
          <li>
            <SideNavLink to="/" end icon={<LuHouse aria-hidden />}>
              Home
            </SideNavLink>
          </li>
          <li>
            <SideNavLink to={viewer ? '/jot/create' : '/register'} icon={<LuSquarePen aria-hidden />}>
              Create Jot
            </SideNavLink>
          </li>
          <li>
            <SideNavLink to="/feeds?tag=TRENDING" icon={<LuFlame aria-hidden />}>
              Trending
            </SideNavLink>
          </li>
          {viewer ? (
            <>
              <li>
                <SideNavLink to="/my-jots" icon={<LuNotebookPen aria-hidden />}>
                  My Jots
                </SideNavLink>
              </li>
              <li>
                <SideNavLink to="/following" icon={<LuUsers aria-hidden />}>
                  Following
                </SideNavLink>
              </li>
              <li>
                <SideNavLink to="/liked-jots" icon={<LuHeart aria-hidden />}>
                  Inspired Jots
                </SideNavLink>
              </li>
            </>
          ) : null}
        </Stack>
      )}
    </WithViewer>
  );
}
