import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { LikedJotsPageQuery } from '../../__generated__/LikedJotsPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { signedInOnly } from '../../session/viewerSession.ts';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { LIKED_JOTS_PAGE_SIZE } from './constants.ts';

/** `/liked-jots` ('Inspired Jots'): signed-in only; blocked authors' jots are left out. */
export function likedJotsRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'liked-jots',
    loader: signedInOnly(
      environment,
      routeQueryLoader<LikedJotsPageQuery>(
        environment,
        () => import('../../__generated__/LikedJotsPageQuery.graphql.ts'),
        () => ({ first: LIKED_JOTS_PAGE_SIZE, excludeAuthors: excludeAuthorsVariable() }),
        { fetchPolicy: 'store-and-network' },
      ),
    ),
    lazy: { Component: async () => (await import('./LikedJotsPage.tsx')).LikedJotsPage },
    errorElement: <RouteError />,
  };
}
