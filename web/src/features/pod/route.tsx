import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router-dom';
import PodPageQueryNode, { type PodPageQuery } from '../../__generated__/PodPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';

export function podRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'pod/:slug',
    loader: routeQueryLoader<PodPageQuery>(environment, PodPageQueryNode, ({ params }) => ({ slug: params.slug ?? '' })),
    lazy: { Component: async () => (await import('./PodPage.tsx')).PodPage },
    errorElement: <RouteError />,
  };
}
