import type { IEnvironment } from 'relay-runtime';
import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import SearchPageQueryNode, { type SearchPageQuery } from '../../__generated__/SearchPageQuery.graphql.ts';
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
  const loader = ({ request }: LoaderFunctionArgs): PreloadedQuery<SearchPageQuery> | null => {
    const key = searchKey(new URL(request.url));
    const reference = key
      ? loadQuery<SearchPageQuery>(
          environment,
          SearchPageQueryNode,
          // The device's block list, read now (a change re-runs this loader).
          { query: key, first: SEARCH_PAGE_SIZE, excludeAuthors: excludeAuthorsVariable() },
          { fetchPolicy: 'store-or-network' },
        )
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
