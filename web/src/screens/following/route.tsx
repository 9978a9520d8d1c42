import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { FollowingPageQuery } from '../../__generated__/FollowingPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { signedInOnly } from '../../session/viewerSession.ts';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { FOLLOWING_PAGE_SIZE } from './constants.ts';

/** `/following`: signed-in only. */
export function followingRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'following',
    loader: signedInOnly(
      environment,
      routeQueryLoader<FollowingPageQuery>(environment, () => import('../../__generated__/FollowingPageQuery.graphql.ts'), () => ({ first: FOLLOWING_PAGE_SIZE }), { fetchPolicy: 'store-and-network' }),
    ),
    lazy: { Component: async () => (await import('./FollowingPage.tsx')).FollowingPage },
    errorElement: <RouteError />,
  };
}
