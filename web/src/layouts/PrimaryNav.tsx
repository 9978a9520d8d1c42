import { Stack, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuFlame, LuHeart, LuHouse, LuNotebookPen, LuSquarePen, LuUsers } from 'react-icons/lu';
import { Link, NavLink, useLocation } from 'react-router';
import { WithViewer } from '../session/WithViewer.tsx';

interface SideNavLinkProps {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  end?: boolean;
  /**
   * Whether the link is the current page, for a link whose query string matters (NavLink
   * compares paths only); omitted: NavLink decides by the path.
   */
  current?: boolean;
}

/** A sidebar link; the current page is marked with aria-current="page". */
export function SideNavLink({ to, icon, children, end, current }: SideNavLinkProps) {
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
      {current === undefined ? (
        <NavLink to={to} end={end}>
          {icon}
          {children}
        </NavLink>
      ) : (
        <Link to={to} aria-current={current ? 'page' : undefined}>
          {icon}
          {children}
        </Link>
      )}
    </chakra.a>
  );
}

/**
 * Home, Create Jot and Trending; signed-in users add My Jots, Following and Inspired Jots.
 * Create Jot leads to /register for visitors: signing up comes before writing.
 */
export function PrimaryNav() {
  const location = useLocation();
  // Trending is the feed's Trending Pods tab only, not New Pods or Latest Jots.
  const onTrending = /^\/feeds\/?$/.test(location.pathname) && new URLSearchParams(location.search).get('tag') === 'TRENDING';
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
            <SideNavLink to="/feeds?tag=TRENDING" current={onTrending} icon={<LuFlame aria-hidden />}>
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
