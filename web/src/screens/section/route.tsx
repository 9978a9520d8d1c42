import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import type { SectionPageQuery } from '../../__generated__/SectionPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';

export function sectionRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'section/:slug',
    loader: routeQueryLoader<SectionPageQuery>(environment, () => import('../../__generated__/SectionPageQuery.graphql.ts'), ({ params }) => ({ slug: params.slug ?? '' })),
    lazy: { Component: async () => (await import('./SectionPage.tsx')).SectionPage },
    errorElement: <RouteError />,
  };
}
