import type { IEnvironment } from 'relay-runtime';
import { redirect, type RouteObject } from 'react-router';
import type { ListItemPageQuery } from '../../__generated__/ListItemPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { defaultListItemUrl, LIST_ITEM_JOTS_PAGE_SIZE, parseListItemTag } from './tags.ts';

export function listItemRoute(environment: IEnvironment): RouteObject {
  const load = routeQueryLoader<ListItemPageQuery>(environment, () => import('../../__generated__/ListItemPageQuery.graphql.ts'), ({ params, request }) => ({
    slug: params.slug ?? '',
    // The wrapper below has already redirected a missing or unknown tag.
    tag: parseListItemTag(new URL(request.url).searchParams.get('tag')) ?? 'TRENDING',
    first: LIST_ITEM_JOTS_PAGE_SIZE,
    // The device's block list, read now (a change re-runs this loader).
    excludeAuthors: excludeAuthorsVariable(),
  }));
  return {
    path: 'list-item/:slug',
    loader: (args) => {
      if (!parseListItemTag(new URL(args.request.url).searchParams.get('tag'))) {
        throw redirect(defaultListItemUrl(args.params.slug ?? ''));
      }
      return load(args);
    },
    lazy: { Component: async () => (await import('./ListItemPage.tsx')).ListItemPage },
    errorElement: <RouteError />,
  };
}
