import { loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { ConcreteRequest, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
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

/** A route query's artifact module, imported when the route is first visited. */
export type QueryModule = () => Promise<{ default: ConcreteRequest }>;

/**
 * A react-router loader that starts the route's one query and returns its reference at once
 * (render-as-you-fetch): the fetch runs while the route's code chunk downloads, and the page
 * suspends in `usePreloadedQuery` until the data is there. The data is never awaited, so
 * navigation commits at once and Suspense shows the route's skeleton.
 *
 * The query is its artifact, or a function importing it: the artifact (its operation and
 * fragment trees, ~1 kB gzip each) then comes with the route rather than in every page's first
 * load. The loader imports it and returns the reference once it has started the query; the
 * import is the screen chunk's own dependency, so it is fetched in parallel with the screen's code.
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
  options?: RouteQueryOptions,
): (args: LoaderFunctionArgs) => PreloadedQuery<TQuery>;
export function routeQueryLoader<TQuery extends OperationType>(
  environment: IEnvironment,
  query: QueryModule,
  getVariables: (args: LoaderFunctionArgs) => VariablesOf<TQuery>,
  options?: RouteQueryOptions,
): (args: LoaderFunctionArgs) => Promise<PreloadedQuery<TQuery>>;
export function routeQueryLoader<TQuery extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest | QueryModule,
  getVariables: (args: LoaderFunctionArgs) => VariablesOf<TQuery>,
  { fetchPolicy = 'store-or-network' }: RouteQueryOptions = {},
): (args: LoaderFunctionArgs) => PreloadedQuery<TQuery> | Promise<PreloadedQuery<TQuery>> {
  let previous: PreloadedQuery<TQuery> | null = null;
  let older: PreloadedQuery<TQuery> | null = null;
  const start = (node: ConcreteRequest, variables: VariablesOf<TQuery>): PreloadedQuery<TQuery> => {
    const reference = loadQuery<TQuery>(environment, node, variables, {
      fetchPolicy: loadingServerRenderedPage() ? 'store-or-network' : fetchPolicy,
    });
    older?.dispose();
    older = previous;
    previous = reference;
    return reference;
  };
  if (typeof query !== 'function') return (args) => start(query, getVariables(args));
  return async (args) => {
    // The variables are read now (the block list, the session), as the loader was called.
    const variables = getVariables(args);
    return start((await query()).default, variables);
  };
}

/**
 * A route's query started ahead of a navigation (a PreloadLink's pointer-down) from its artifact
 * module; disposing of it before the import is done cancels the start.
 */
export function preloadRouteQuery<TQuery extends OperationType>(
  environment: IEnvironment,
  query: QueryModule,
  variables: VariablesOf<TQuery>,
): { dispose: () => void } {
  let reference: PreloadedQuery<TQuery> | null = null;
  let disposed = false;
  query().then(
    ({ default: node }) => {
      if (!disposed) reference = loadQuery<TQuery>(environment, node, variables, { fetchPolicy: 'store-or-network' });
    },
    () => {
      // The navigation itself imports it again and reports the failure.
    },
  );
  return {
    dispose: () => {
      disposed = true;
      reference?.dispose();
    },
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
