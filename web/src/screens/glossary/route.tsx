import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import type { GlossaryPageQuery } from '../../__generated__/GlossaryPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { parsePageParam } from '../../components/pagination/pageParam.ts';
import { parseLetter } from './glossaryParams.ts';

/** Schema: 20 terms a page. */
export const GLOSSARY_PAGE_SIZE = 20;

/** /pod/{id or slug}/glossary?q=&letter=&page=&term=: the whole state is in the URL. */
export function glossaryRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'pod/:slug/glossary',
    loader: routeQueryLoader<GlossaryPageQuery>(environment, () => import('../../__generated__/GlossaryPageQuery.graphql.ts'), ({ params, request }) => {
      const search = new URL(request.url).searchParams;
      const term = search.get('term')?.trim() ?? '';
      return {
        slug: params.slug ?? '',
        query: search.get('q')?.trim() || null,
        letter: parseLetter(search.get('letter')),
        first: GLOSSARY_PAGE_SIZE,
        page: parsePageParam(search.get('page')),
        // A deep-linked term (?term=slug, e.g. from the header's suggestions) may be on no page of
        // the current list, and there is no term-by-slug field: search its words in the same query.
        withTerm: term !== '',
        termQuery: term.replace(/-/g, ' '),
      };
    }),
    lazy: { Component: async () => (await import('./GlossaryPage.tsx')).GlossaryPage },
    errorElement: <RouteError />,
  };
}
