import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import type { SubscriptionPageQuery } from '../../__generated__/SubscriptionPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';

/** `/subscription` (App layout): the plans come from the bff, so prices live in one place. */
export function subscriptionRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'subscription',
    loader: routeQueryLoader<SubscriptionPageQuery>(environment, () => import('../../__generated__/SubscriptionPageQuery.graphql.ts'), () => ({})),
    lazy: { Component: async () => (await import('./SubscriptionPage.tsx')).SubscriptionPage },
    errorElement: <RouteError />,
  };
}
