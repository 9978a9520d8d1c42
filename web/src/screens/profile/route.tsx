import { Navigate, type RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql.ts';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { signedInOnly } from '../../session/viewerSession.ts';

/** `/profile` in the App layout: signed-in only; its query starts once the guard lets it through. */
export function profileRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'profile',
    loader: signedInOnly(environment, routeQueryLoader<ProfilePageQuery>(environment, () => import('../../__generated__/ProfilePageQuery.graphql.ts'), () => ({}))),
    lazy: { Component: async () => (await import('./ProfilePage.tsx')).ProfilePage },
    // Failure to load the current user on the profile page goes Home.
    errorElement: <Navigate to="/" replace />,
  };
}
