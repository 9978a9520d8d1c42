import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import AuthorPageQueryNode, { type AuthorPageQuery } from '../../__generated__/AuthorPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { freshQueryLoader } from '../../relay/freshQueryLoader.ts';
import { AUTHOR_JOTS_PAGE_SIZE, parseAuthorId } from './constants.ts';

/** `/author/:id`: a public profile; its jots leave out blocked authors (so, theirs once blocked). */
export function authorRoute(environment: IEnvironment): RouteObject {
  return {
    path: 'author/:id',
    loader: freshQueryLoader<AuthorPageQuery>(environment, AuthorPageQueryNode, ({ params }) => ({
      databaseId: parseAuthorId(params.id),
      first: AUTHOR_JOTS_PAGE_SIZE,
      excludeAuthors: excludeAuthorsVariable(),
    })),
    lazy: { Component: async () => (await import('./AuthorPage.tsx')).AuthorPage },
    errorElement: <RouteError />,
  };
}
