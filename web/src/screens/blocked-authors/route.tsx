import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { BlockedAuthorsPageQuery } from '../../__generated__/BlockedAuthorsPageQuery.graphql.ts';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';

/**
 * `/blocked-authors`: for everyone (visitors have a device block list too). The device list is
 * read when the loader runs; a Block/Unblock anywhere re-runs it (BlockListRevalidator).
 */
export function blockedAuthorsRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'blocked-authors',
    loader: routeQueryLoader<BlockedAuthorsPageQuery>(environment, () => import('../../__generated__/BlockedAuthorsPageQuery.graphql.ts'), () => ({ blocked: excludeAuthorsVariable() }), {
      fetchPolicy: 'store-and-network',
    }),
    lazy: { Component: async () => (await import('./BlockedAuthorsPage.tsx')).BlockedAuthorsPage },
    errorElement: <RouteError />,
  };
}
