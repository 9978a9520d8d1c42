import type { RouteObject } from 'react-router';
import type { IEnvironment } from 'relay-runtime';
import type { AuthorPageQuery } from '../../__generated__/AuthorPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { AUTHOR_JOTS_PAGE_SIZE, parseAuthorId } from './constants.ts';

/** `/author/:id`: a public profile; its jots leave out blocked authors (so, theirs once blocked). */
export function authorRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'author/:id',
    loader: routeQueryLoader<AuthorPageQuery>(
      environment,
      () => import('../../__generated__/AuthorPageQuery.graphql.ts'),
      ({ params }) => ({ databaseId: parseAuthorId(params.id), first: AUTHOR_JOTS_PAGE_SIZE, excludeAuthors: excludeAuthorsVariable() }),
      { fetchPolicy: 'store-and-network' },
    ),
    lazy: { Component: async () => (await import('./AuthorPage.tsx')).AuthorPage },
    errorElement: <RouteError />,
  };
}
