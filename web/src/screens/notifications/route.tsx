import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { NotificationsPageQuery } from '../../__generated__/NotificationsPageQuery.graphql.ts';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { signedInOnly } from '../../session/viewerSession.ts';
import { NOTIFICATIONS_PAGE_SIZE } from './constants.ts';

/** `/notifications`: signed-in only. */
export function notificationsRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'notifications',
    loader: signedInOnly(
      environment,
      routeQueryLoader<NotificationsPageQuery>(
        environment,
        () => import('../../__generated__/NotificationsPageQuery.graphql.ts'),
        () => ({ first: NOTIFICATIONS_PAGE_SIZE, excludeAuthors: excludeAuthorsVariable() }),
        { fetchPolicy: 'store-and-network' },
      ),
    ),
    lazy: { Component: async () => (await import('./NotificationsPage.tsx')).NotificationsPage },
    errorElement: <RouteError />,
  };
}
