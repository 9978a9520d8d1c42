import type { IEnvironment } from 'relay-runtime';
import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';

/** Hits a page of /search loads (the bff allows at most 50). */
export const SEARCH_PAGE_SIZE = 20;

/** The trimmed `?key=`; blank means "show the prompt" (a blank query finds nothing anyway). */
export function searchKey(url: URL): string {
  return url.searchParams.get('key')?.trim() ?? '';
}

/**
 * /search?key=…: one route-level query started in the loader (render-as-you-fetch). A blank key
 * starts no query at all: the page shows a prompt instead of asking the bff for nothing.
 */
export function searchRoute(environment: IEnvironment): RouteObject {
  let previous: PreloadedQuery<SearchPageQuery> | null = null;
  const loader = async ({ request }: LoaderFunctionArgs): Promise<PreloadedQuery<SearchPageQuery> | null> => {
    const key = searchKey(new URL(request.url));
    // The device's block list, read now (a change re-runs this loader).
    const variables = { query: key, first: SEARCH_PAGE_SIZE, excludeAuthors: excludeAuthorsVariable() };
    // The query's artifact comes with the route (see routeQueryLoader).
    const reference = key
      ? loadQuery<SearchPageQuery>(environment, (await import('../../__generated__/SearchPageQuery.graphql.ts')).default, variables, {
          fetchPolicy: 'store-or-network',
        })
      : null;
    // Like routeQueryLoader: keep only the latest reference retained.
    previous?.dispose();
    previous = reference;
    return reference;
  };
  return {
    path: 'search',
    loader,
    lazy: { Component: async () => (await import('./SearchPage.tsx')).SearchPage },
    errorElement: <RouteError />,
  };
}
