import { Button, Circle } from '@chakra-ui/react';
import { Suspense } from 'react';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink, useLocation } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import { preloadableLazy } from '../code-splitting/preloadableLazy.tsx';
import { fetchViewer } from './viewerSession.ts';
import { WithViewer } from './WithViewer.tsx';

const SignedInActions = preloadableLazy(() => import('./SignedInActions.tsx'));

/**
 * Before the app takes a signed-in viewer's server-rendered page over: fetches the code of the
 * header's signed-in actions the page shows, so they are hydrated with the rest of the page and
 * a press on the account menu or the bell is never dropped. A visitor's page does not need it.
 */
export async function preloadAccountActions(environment: IEnvironment): Promise<void> {
  if (await fetchViewer(environment)) await SignedInActions.preload().catch(() => undefined);
}

/** Register and Login; both remember the page, so signing in comes back to it. */
function VisitorActions() {
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  return (
    <>
      {/* Visitors create by registering first (spec: create links lead to /register). */}
      <Button asChild colorPalette="brand" display={{ base: 'none', sm: 'inline-flex' }}>
        <RouterLink to="/register" state={{ from }}>
          <LuPlus aria-hidden /> Create a Jot
        </RouterLink>
      </Button>
      <Button asChild variant="outline" colorPalette="brand">
        <RouterLink to="/register" state={{ from }}>
          Register
        </RouterLink>
      </Button>
      <Button asChild variant="ghost" colorPalette="brand">
        <RouterLink to="/login" state={{ from }}>
          Login
        </RouterLink>
      </Button>
    </>
  );
}

/** The right end of the header: the visitor's Register / Login, or the signed-in user's actions. */
export function HeaderAccountActions() {
  return (
    <WithViewer provisional="device">
      {(viewer) =>
        viewer ? (
          <Suspense fallback={<Circle size="8" bg="brand.muted" aria-hidden />}>
            <SignedInActions viewer={viewer} />
          </Suspense>
        ) : (
          <VisitorActions />
        )
      }
    </WithViewer>
  );
}
