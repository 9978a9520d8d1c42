import { loadQuery, type PreloadedQuery } from 'react-relay';
import type { ConcreteRequest, IEnvironment, OperationType, VariablesOf } from 'relay-runtime';
import type { LoaderFunctionArgs } from 'react-router-dom';

/**
 * routeQueryLoader's twin for the social screens (/liked-jots, /following, /author/{id}): what is
 * in the store shows at once, and the query is asked again anyway ('store-and-network'). A like
 * or a follow changed elsewhere must show up here (spec section 4: after a toggle "data is
 * refetched"), and the store cannot know which lists a toggle added to or removed from.
 */
export function freshQueryLoader<TQuery extends OperationType>(
  environment: IEnvironment,
  query: ConcreteRequest,
  getVariables: (args: LoaderFunctionArgs) => VariablesOf<TQuery>,
): (args: LoaderFunctionArgs) => PreloadedQuery<TQuery> {
  let previous: PreloadedQuery<TQuery> | null = null;
  let older: PreloadedQuery<TQuery> | null = null;
  return (args) => {
    const reference = loadQuery<TQuery>(environment, query, getVariables(args), { fetchPolicy: 'store-and-network' });
    // Release what the visit before the previous one retained. The previous reference stays
    // alive: after a revalidation (a changed block list) the page still renders it until the new
    // one replaces it, and Relay warns about rendering a disposed reference.
    older?.dispose();
    older = previous;
    previous = reference;
    return reference;
  };
}
