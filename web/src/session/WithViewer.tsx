import { Suspense, useEffect, type ReactNode } from 'react';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { viewerSessionQuery } from '../__generated__/viewerSessionQuery.graphql.ts';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { useAncestorRouteQuery } from '../relay/routeQuery.ts';
import { readStoredUser, rememberUser, type StoredUser } from '../device/deviceStorage.ts';
import { SESSION_ROUTE_ID, viewerSession, type SessionViewer } from './viewerSession.ts';

/** The parts of the viewer the chrome (header, navigation) shows: what the device remembers. */
export type ChromeViewer = StoredUser;

type WithViewerProps =
  | {
      /**
       * The chrome (header, navigation, create-jot links): until the session query answers, the
       * device's snapshot of the signed-in user stands in, so a returning user does not see the
       * visitor header flash first; the snapshot follows the server's answer. Children get the
       * chrome's part of the viewer.
       */
      provisional: 'device';
      children: (viewer: ChromeViewer | null) => ReactNode;
    }
  | {
      /**
       * Controls that need the whole viewer (follow compares `databaseId`): `fallback` (default
       * nothing) until the session query answers.
       */
      provisional?: undefined;
      fallback?: ReactNode;
      children: (viewer: SessionViewer | null) => ReactNode;
    };

function chromeViewerOf(viewer: SessionViewer | null): ChromeViewer | null {
  return viewer ? { id: viewer.id, name: viewer.name, avatarUrl: viewer.avatarUrl ?? null } : null;
}

function LiveViewer({ queryRef, props }: { queryRef: PreloadedQuery<viewerSessionQuery>; props: WithViewerProps }) {
  const { viewer } = usePreloadedQuery<viewerSessionQuery>(viewerSession, queryRef);
  const chrome = chromeViewerOf(viewer ?? null);
  const remember = props.provisional === 'device';
  const [id, name, avatarUrl] = [chrome?.id ?? null, chrome?.name ?? '', chrome?.avatarUrl ?? null];
  // Keep the device snapshot in step with the server, so the next first paint is right too.
  useEffect(() => {
    if (remember) rememberUser(id ? { id, name, avatarUrl } : null);
  }, [remember, id, name, avatarUrl]);
  return props.provisional === 'device' ? props.children(chrome) : props.children(viewer ?? null);
}

/**
 * Renders `children` for the signed-in viewer, or null for a visitor. Reads the root route's
 * session query (started by its loader at boot), so it costs no request. If the session cannot be
 * loaded the visitor state is shown; outside the root route (no session query) what stands in
 * while loading is shown.
 */
export function WithViewer(props: WithViewerProps) {
  const queryRef = useAncestorRouteQuery<viewerSessionQuery>(SESSION_ROUTE_ID);
  const provisional = props.provisional === 'device' ? props.children(readStoredUser()) : (props.fallback ?? null);
  if (!queryRef) return props.provisional === 'device' ? provisional : props.children(null);
  return (
    <ErrorBoundary fallback={props.children(null)}>
      <Suspense fallback={provisional}>
        <LiveViewer queryRef={queryRef} props={props} />
      </Suspense>
    </ErrorBoundary>
  );
}
