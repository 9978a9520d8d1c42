import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { FollowersPageQuery } from '../../__generated__/FollowersPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { signedInOnly } from '../../session/viewerSession.ts';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { FOLLOWERS_PAGE_SIZE } from './constants.ts';

/** `/followers`: signed-in only; asked again on every visit (people follow meanwhile). */
export function followersRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'followers',
    loader: signedInOnly(
      environment,
      routeQueryLoader<FollowersPageQuery>(environment, () => import('../../__generated__/FollowersPageQuery.graphql.ts'), () => ({ first: FOLLOWERS_PAGE_SIZE }), { fetchPolicy: 'store-and-network' }),
    ),
    lazy: { Component: async () => (await import('./FollowersPage.tsx')).FollowersPage },
    errorElement: <RouteError />,
  };
}
