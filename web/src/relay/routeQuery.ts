import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router-dom';

/**
 * A react-router loader that starts the route's one query and returns its reference at once
 * (render-as-you-fetch): the fetch runs while the route's code chunk downloads, and the page
 * suspends in `usePreloadedQuery` until the data is there. Never awaited, so navigation commits
 * immediately and Suspense shows the route's skeleton.
 *
 * Each loader keeps the reference it handed out last and releases it when it makes the next one,
 * so a route's retained data does not grow with every visit. Released data stays readable for a
 * while (the store's release buffer), so the page still on screen during the transition is safe.
 */
export function routeQueryLoader<TQuery extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest,
  getVariables: (args: LoaderFunctionArgs) => VariablesOf<TQuery>,
): (args: LoaderFunctionArgs) => PreloadedQuery<TQuery> {
  let previous: PreloadedQuery<TQuery> | null = null;
  return (args) => {
    const reference = loadQuery<TQuery>(environment, query, getVariables(args), {
      fetchPolicy: 'store-or-network',
    });
    previous?.dispose();
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
