import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { MyJotsPageQuery } from '../../__generated__/MyJotsPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { parsePageParam } from '../../components/pagination/pageParam.ts';
import { signedInOnly } from '../../session/viewerSession.ts';
import { levelFromParam } from './levels.ts';

/** Own jots, 12 a page. */
export const MY_JOTS_PAGE_SIZE = 12;

/** `/my-jots?level=beginner&page=2` (signed-in only). */
export function myJotsRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'my-jots',
    loader: signedInOnly(
      environment,
      routeQueryLoader<MyJotsPageQuery>(
        environment,
        () => import('../../__generated__/MyJotsPageQuery.graphql.ts'),
        ({ request }) => {
          const params = new URL(request.url).searchParams;
          return {
            level: levelFromParam(params.get('level')),
            first: MY_JOTS_PAGE_SIZE,
            page: parsePageParam(params.get('page')),
          };
        },
        // Asked again on every visit: a jot deleted (or written) elsewhere changes the list.
        { fetchPolicy: 'store-and-network' },
      ),
    ),
    lazy: { Component: async () => (await import('./MyJotsPage.tsx')).MyJotsPage },
    errorElement: <RouteError />,
  };
}
