import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import type { ContainerPageQuery } from '../../__generated__/ContainerPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { parsePageParam } from '../../components/pagination/pageParam.ts';

/** Container pods page size. */
export const CONTAINER_PODS_PAGE_SIZE = 12;

export function containerRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'container/:slug',
    // Only the query artifact is in the main bundle: the data request starts while the page's
    // code chunk is still downloading.
    loader: routeQueryLoader<ContainerPageQuery>(environment, () => import('../../__generated__/ContainerPageQuery.graphql.ts'), ({ params, request }) => {
      return {
        slug: params.slug ?? '',
        first: CONTAINER_PODS_PAGE_SIZE,
        page: parsePageParam(new URL(request.url).searchParams.get('page')),
      };
    }),
    lazy: { Component: async () => (await import('./ContainerPage.tsx')).ContainerPage },
    errorElement: <RouteError />,
  };
}
