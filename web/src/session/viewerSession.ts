import { fetchQuery, graphql, type PreloadedQuery } from 'react-relay/hooks';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import viewerSessionQueryNode, { type viewerSessionQuery } from '../__generated__/viewerSessionQuery.graphql.ts';
import { routeQueryLoader } from '../relay/routeQuery.ts';

/**
 * Who is signed in, as the bff's session cookie says (the browser never sees a token). Loaded by
 * the root route for the header and navigation, and read by the route guards. Mutations that sign
 * in or out write the root `viewer` field, so everything reading this query re-renders.
 */
export const viewerSession = graphql`
  query viewerSessionQuery {
    viewer {
      id
      databaseId
      name
      avatarUrl
      defaultPod {
        databaseId
      }
    }
  }
`;

export type SessionViewer = NonNullable<viewerSessionQuery['response']['viewer']>;

/** The root route's id (its loader starts viewerSessionQuery). */
export const SESSION_ROUTE_ID = 'root';

/**
 * The root route's loader: starts the session query at once, never awaited (render-as-you-fetch).
 * Give the root route `shouldRevalidate: () => false`: sign-in and sign-out update the store, so
 * re-running it would only repeat the request.
 */
export function sessionLoader(environment: IEnvironment): (args: LoaderFunctionArgs) => PreloadedQuery<viewerSessionQuery> {
  return routeQueryLoader<viewerSessionQuery>(environment, viewerSessionQueryNode, () => ({}));
}

/**
 * The viewer for a guard. Shares the root loader's in-flight request (Relay dedupes identical
 * queries) and answers from the store afterwards. A failed request counts as signed out: guarded
 * pages then go home, as the spec asks when the current user cannot be loaded.
 */
export async function fetchViewer(environment: IEnvironment): Promise<SessionViewer | null> {
  try {
    const data = await fetchQuery<viewerSessionQuery>(environment, viewerSession, {}, { fetchPolicy: 'store-or-network' }).toPromise();
    return data?.viewer ?? null;
  } catch {
    return null;
  }
}

type Loader<T> = (args: LoaderFunctionArgs) => T;

/**
 * Signed-in-only routes (/profile, /my-jots, ...): without a session, go Home.
 * `loader` runs only for a signed-in viewer, e.g. to start the page's own query.
 */
export function signedInOnly<T = null>(environment: IEnvironment, loader?: Loader<T>): Loader<Promise<T | null>> {
  return async (args) => {
    if (!(await fetchViewer(environment))) throw redirect('/');
    return loader ? loader(args) : null;
  };
}

/** Guest-only routes (/login, /register, /forgot-password, /password/reset): a signed-in user goes Home. */
export function guestOnly(environment: IEnvironment): Loader<Promise<null>> {
  return async () => {
    if (await fetchViewer(environment)) throw redirect('/');
    return null;
  };
}
