import { Suspense, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { viewerSessionQuery } from '../__generated__/viewerSessionQuery.graphql.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { useAncestorRouteQuery } from '../relay/routeQuery.ts';
import { SESSION_ROUTE_ID, viewerSession, type SessionViewer } from './viewerSession.ts';

type Render = (viewer: SessionViewer | null) => ReactNode;

function Live({ queryRef, children }: { queryRef: PreloadedQuery<viewerSessionQuery>; children: Render }) {
  const { viewer } = usePreloadedQuery<viewerSessionQuery>(viewerSession, queryRef);
  return children(viewer ?? null);
}

interface WithSessionViewerProps {
  children: Render;
  /** Shown while the session query (started by the root loader at boot) is still on its way. */
  fallback?: ReactNode;
}

/**
 * The session's viewer (with its databaseId, which the chrome's WithViewer does not carry) for the
 * like and follow controls: they must know whether someone is signed in, and follow must know
 * whether the author is the viewer. Reads the root loader's query, so it costs no request. If the
 * session cannot be loaded the controls show the visitor state, as the header does.
 */
export function WithSessionViewer({ children, fallback = null }: WithSessionViewerProps) {
  const queryRef = useAncestorRouteQuery<viewerSessionQuery>(SESSION_ROUTE_ID);
  if (!queryRef) return children(null);
  return (
    <ErrorBoundary fallback={children(null)}>
      <Suspense fallback={fallback}>
        <Live queryRef={queryRef}>{children}</Live>
      </Suspense>
    </ErrorBoundary>
  );
}
