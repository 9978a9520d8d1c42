import type { IEnvironment } from 'relay-runtime';
import { redirect, type RouteObject } from 'react-router';
import type { FeedsPageQuery } from '../../__generated__/FeedsPageQuery.graphql.ts';
import { RouteError } from '../../components/RouteError.tsx';
import { routeQueryLoader } from '../../relay/routeQuery.ts';
import { excludeAuthorsVariable } from '../../components/block-list/blockList.ts';
import { fetchViewer } from '../../session/viewerSession.ts';
import { DEFAULT_FEED_URL, FEED_PAGE_SIZE, parseFeedTag } from './tags.ts';

export function feedsRoute(environment: IEnvironment): RouteObject {
  // Set by the loader just before `load` runs (synchronously), from the session's viewer.
  let signedIn = false;
  const load = routeQueryLoader<FeedsPageQuery>(environment, () => import('../../__generated__/FeedsPageQuery.graphql.ts'), ({ request }) => ({
    // The wrapper below has already redirected a missing or unknown tag.
    tag: parseFeedTag(new URL(request.url).searchParams.get('tag')) ?? 'PERSONAL',
    first: FEED_PAGE_SIZE,
    // Banners are only shown to signed-in readers: visitors do not fetch them.
    withBanners: signedIn,
    // The device's block list (read now; a change re-runs this loader). PERSONAL is the jot feed.
    excludeAuthors: excludeAuthorsVariable(),
  }));
  return {
    path: 'feeds',
    loader: async (args) => {
      const params = new URL(args.request.url).searchParams;
      if (!parseFeedTag(params.get('tag'))) {
        // Only /feeds with no tab chosen opens a signed-in user's default topic pod: a tab they
        // chose (Trending from the sidebar, a feed tab) stays reachable. On a first page load
        // this waits for the session request the root loader started; afterwards the store answers.
        if (!params.has('tag')) {
          const viewer = await fetchViewer(environment);
          const defaultPodId = viewer?.defaultPod?.databaseId;
          if (defaultPodId != null) throw redirect(`/pod/${defaultPodId}`);
        }
        // No tab, or an unknown one: Latest Jots (in the loader, so no query starts first).
        throw redirect(DEFAULT_FEED_URL);
      }
      const viewer = await fetchViewer(environment);
      signedIn = viewer !== null;
      return load(args);
    },
    lazy: { Component: async () => (await import('./FeedsPage.tsx')).FeedsPage },
    errorElement: <RouteError />,
  };
}
