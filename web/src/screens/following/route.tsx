import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import FollowingPageQueryNode, { type FollowingPageQuery } from '../../__generated__/FollowingPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { signedInOnly } from '../../session/viewerSession.ts';
import { freshQueryLoader } from '../../relay/freshQueryLoader.ts';
import { FOLLOWING_PAGE_SIZE } from './constants.ts';

/** `/following`: signed-in only (spec section 6). */
export function followingRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'following',
    loader: signedInOnly(
      environment,
      freshQueryLoader<FollowingPageQuery>(environment, FollowingPageQueryNode, () => ({ first: FOLLOWING_PAGE_SIZE })),
    ),
    lazy: { Component: async () => (await import('./FollowingPage.tsx')).FollowingPage },
    errorElement: <RouteError />,
  };
}
