import { resolvePagedConnection } from '../../pagination/offset-connection.ts';
import { jotPage } from '../../upstream/jots.ts';
import { podsByTag } from '../../upstream/pods.ts';
import type { JotJson, PodJson } from '@jotpod/api/contract';
import { builder } from '../builder.ts';
import { excludeAuthorsArgOptions, excludedUserIds } from './exclude-authors.ts';
import { JotRef, PodRef } from './node-refs.ts';
import { pageArgDescriptions } from '../shared/page-args.ts';

/** The feed shows 21 cards a page (infinite scroll ends on a short page). */
const FEED_PAGE_SIZE = 21;

export const FeedTagEnum = builder.enumType('FeedTag', {
  description: 'The tabs of the feed (/feeds?tag=): which cards it lists and in what order.',
  values: {
    TRENDING: { description: 'Trending Pods: the recent likes of their jots.' },
    NEW: { description: 'New Pods: newest first.' },
    PERSONAL: { description: 'Latest Jots: newest first.' },
  } as const,
});

const FeedItemUnion = builder.unionType('FeedItem', {
  description: 'A feed card: pods on TRENDING and NEW, jots on PERSONAL.',
  types: [PodRef, JotRef],
  // Only jots have a content type.
  resolveType: (item: PodJson | JotJson) => ('content_type' in item ? JotRef : PodRef),
});

const FeedConnectionRef = builder.connectionObject(
  { type: FeedItemUnion, name: 'FeedConnection', description: 'A page of feed cards (infinite scroll: ask for the next page with `after`).' },
  { name: 'FeedEdge', description: 'A feed card with its cursor.' },
);

builder.queryField('feed', (t) =>
  t.field({
    type: FeedConnectionRef,
    description: `Feed cards: ${FEED_PAGE_SIZE} a page by default (at most 100).`,
    args: {
      tag: t.arg({ type: FeedTagEnum, required: true, description: 'The tab: pods (TRENDING, NEW) or jots (PERSONAL).' }),
      first: t.arg.int({ defaultValue: FEED_PAGE_SIZE, description: pageArgDescriptions.first(FEED_PAGE_SIZE) }),
      after: t.arg.string({ description: pageArgDescriptions.after }),
      excludeAuthors: t.arg.globalIDList({ ...excludeAuthorsArgOptions, description: `${excludeAuthorsArgOptions.description} PERSONAL only: pods are unaffected.` }),
    },
    resolve: (_root, { tag, first, after, excludeAuthors }, context) => {
      const excludeUserIds = excludedUserIds(excludeAuthors);
      return resolvePagedConnection<PodJson | JotJson>({ first, after }, { defaultSize: FEED_PAGE_SIZE }, (page) =>
        tag === 'PERSONAL'
          ? jotPage(context.upstream, { excludeUserIds }, 'created_at', page, { withBreadcrumbs: true })
          : podsByTag(context.upstream, tag, page),
      );
    },
  }),
);
