import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router';
import type { HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';

/**
 * `/`: its screen and query come with the route, as every other screen's do, so the pages of the
 * main layout (feeds, pods, jots) do not load the home page's code with the app.
 */
export function homeRoute(environment: IEnvironment): RouteObject {
  return {
    index: true,
    loader: routeQueryLoader<HomePageQuery>(environment, () => import('../../__generated__/HomePageQuery.graphql.ts'), () => ({})),
    lazy: { Component: async () => (await import('./HomePage.tsx')).HomePage },
    errorElement: <RouteError />,
  };
}
