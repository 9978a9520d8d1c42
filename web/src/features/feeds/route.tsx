import type { IEnvironment } from 'relay-runtime';
import { redirect, type RouteObject } from 'react-router-dom';
import FeedsPageQueryNode, { type FeedsPageQuery } from '../../__generated__/FeedsPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { DEFAULT_FEED_URL, FEED_PAGE_SIZE, parseFeedTag, VIEWER_SIGNED_IN } from './tags.ts';

export function feedsRoute(environment: IEnvironment): RouteObject {
  const load = routeQueryLoader<FeedsPageQuery>(environment, FeedsPageQueryNode, ({ request }) => ({
    // The wrapper below has already redirected a missing or unknown tag.
    tag: parseFeedTag(new URL(request.url).searchParams.get('tag')) ?? 'PERSONAL',
    first: FEED_PAGE_SIZE,
    // Banners are only shown to signed-in readers: visitors do not fetch them.
    withBanners: VIEWER_SIGNED_IN,
  }));
  return {
    path: 'feeds',
    loader: (args) => {
      // Spec: no tag redirects to /feeds/?tag=PERSONAL (in the loader, so no query starts first).
      if (!parseFeedTag(new URL(args.request.url).searchParams.get('tag'))) throw redirect(DEFAULT_FEED_URL);
      return load(args);
    },
    lazy: { Component: async () => (await import('./FeedsPage.tsx')).FeedsPage },
    errorElement: <RouteError />,
  };
}
