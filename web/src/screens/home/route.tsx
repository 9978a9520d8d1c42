import type { IEnvironment } from 'relay-runtime';
import type { RouteObject } from 'react-router-dom';
import HomePageQueryNode, { type HomePageQuery } from '../../__generated__/HomePageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { HomePage } from './HomePage.tsx';

/** `/` is the landing screen, so its page is in the main bundle (no second round trip for code). */
export function homeRoute(environment: IEnvironment): RouteObject {
  return {
    index: true,
    loader: routeQueryLoader<HomePageQuery>(environment, HomePageQueryNode, () => ({})),
    Component: HomePage,
    errorElement: <RouteError />,
  };
}
