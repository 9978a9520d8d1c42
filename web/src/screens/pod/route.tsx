import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import type { PodPageQuery } from '../../__generated__/PodPageQuery.graphql.ts';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { parsePageParam } from '../../components/pagination/pageParam.ts';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { PodRouteError } from './PodRouteError.tsx';

/** Pod jots page size. */
export const POD_JOTS_PAGE_SIZE = 12;

export function podRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'pod/:slug',
    loader: routeQueryLoader<PodPageQuery>(environment, () => import('../../__generated__/PodPageQuery.graphql.ts'), ({ params, request }) => {
      return {
        slug: params.slug ?? '',
        first: POD_JOTS_PAGE_SIZE,
        page: parsePageParam(new URL(request.url).searchParams.get('page')),
        // The device's block list, read now (a change re-runs this loader).
        excludeAuthors: excludeAuthorsVariable(),
      };
    }),
    lazy: { Component: async () => (await import('./PodPage.tsx')).PodPage },
    errorElement: <PodRouteError />,
  };
}
