import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import type { JotPageQuery } from '../../__generated__/JotPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { preloadRouteQuery, routeQueryLoader } from '../../relay/routeQuery.ts';
import type { PreloadHandle } from '../../router/PreloadLink.tsx';

/** Loads the page's code chunk; also used to warm it before a navigation (hover on a jot link). */
export const loadJotPage = () => import('./JotPage.tsx');

const jotPageQuery = () => import('../../__generated__/JotPageQuery.graphql.ts');

/** `/jot/:slug` (slug or numeric id). The query starts in the loader while the chunk downloads. */
export function jotRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'jot/:slug',
    loader: routeQueryLoader<JotPageQuery>(environment, jotPageQuery, ({ params }) => ({ slug: params.slug ?? '' })),
    lazy: { Component: async () => (await loadJotPage()).JotPage },
    errorElement: <RouteError />,
    // Lets a PreloadLink start this query on pointer-down (same variables as the loader).
    handle: {
      preloadQuery: ({ params }) =>
        preloadRouteQuery<JotPageQuery>(environment, jotPageQuery, { slug: params.slug ?? '' }),
    } satisfies PreloadHandle,
  };
}
