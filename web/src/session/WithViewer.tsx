import { Suspense, useEffect, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { viewerSessionQuery } from '../__generated__/viewerSessionQuery.graphql.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { useAncestorRouteQuery } from '../relay/routeQuery.ts';
import { readStoredUser, rememberUser } from './deviceStorage.ts';
import { SESSION_ROUTE_ID, viewerSession } from './viewerSession.ts';

/** The parts of the viewer the chrome (header, navigation) shows. */
export interface ChromeViewer {
  readonly id: string;
  readonly name: string;
  readonly avatarUrl: string | null;
}

type Render = (viewer: ChromeViewer | null) => ReactNode;

function LiveViewer({ queryRef, children }: { queryRef: PreloadedQuery<viewerSessionQuery>; children: Render }) {
  const { viewer } = usePreloadedQuery<viewerSessionQuery>(viewerSession, queryRef);
  const id = viewer?.id ?? null;
  const name = viewer?.name ?? '';
  const avatarUrl = viewer?.avatarUrl ?? null;
  // Keep the device snapshot in step with the server, so the next first paint is right too.
  useEffect(() => rememberUser(id ? { id, name, avatarUrl } : null), [id, name, avatarUrl]);
  return children(viewer ? { id: viewer.id, name: viewer.name, avatarUrl: viewer.avatarUrl ?? null } : null);
}

/**
 * Renders `children` for the current viewer (null: a visitor). Until the session query answers,
 * the device's `loggedInUser` snapshot stands in, so a returning user does not see the visitor
 * header flash first; if the query fails, the visitor state is shown.
 */
export function WithViewer({ children }: { children: Render }) {
  const queryRef = useAncestorRouteQuery<viewerSessionQuery>(SESSION_ROUTE_ID);
  const provisional = children(readStoredUser());
  if (!queryRef) return provisional;
  return (
    <ErrorBoundary fallback={children(null)}>
      <Suspense fallback={provisional}>
        <LiveViewer queryRef={queryRef}>{children}</LiveViewer>
      </Suspense>
    </ErrorBoundary>
  );
}
