import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadingServerRenderedPage } from './serverRecords.ts';

export interface RouteQueryOptions {
  /**
   * 'store-or-network' (the default): what the store holds answers without a request.
   * 'store-and-network': what the store holds shows at once and the query is asked again anyway,
   * for screens whose lists change elsewhere (/liked-jots, /following, /author/{id}: after a like
   * or follow toggle the data is refetched, and the store cannot know which lists a toggle added
   * to or removed from).
   */
  fetchPolicy?: 'store-or-network' | 'store-and-network';
}

/**
 * A react-router loader that starts the route's one query and returns its reference at once
 * (render-as-you-fetch): the fetch runs while the route's code chunk downloads, and the page
 * suspends in `usePreloadedQuery` until the data is there. Never awaited, so navigation commits
 * immediately and Suspense shows the route's skeleton.
 *
 * Each loader releases the reference of the visit before the previous one when it makes a new
 * one, so a route's retained data does not grow with every visit. The previous reference stays
 * alive: after a revalidation (a changed block list) the page still renders it until the new one
 * replaces it, and Relay warns about rendering a disposed reference.
 */
export function routeQueryLoader<TQuery extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest,
  getVariables: (args: LoaderFunctionArgs) => VariablesOf<TQuery>,
  { fetchPolicy = 'store-or-network' }: RouteQueryOptions = {},
): (args: LoaderFunctionArgs) => PreloadedQuery<TQuery> {
  let previous: PreloadedQuery<TQuery> | null = null;
  let older: PreloadedQuery<TQuery> | null = null;
  return (args) => {
    const reference = loadQuery<TQuery>(environment, query, getVariables(args), {
      fetchPolicy: loadingServerRenderedPage() ? 'store-or-network' : fetchPolicy,
    });
    older?.dispose();
    older = previous;
    previous = reference;
    return reference;
  };
}

/** The query reference the current route's loader returned (see routeQueryLoader). */
export function useRouteQuery<TQuery extends OperationType>(): PreloadedQuery<TQuery> {
  return useLoaderData<PreloadedQuery<TQuery>>();
}

/** The query reference of an ancestor route (a layout), by route id. */
export function useAncestorRouteQuery<TQuery extends OperationType>(routeId: string): PreloadedQuery<TQuery> | null {
  return useRouteLoaderData<PreloadedQuery<TQuery>>(routeId) ?? null;
}
