import { JOT_CARD, POD_CARD } from './fragments.ts';

/** /feeds?tag=: the card grid (pods on TRENDING/NEW, jots on PERSONAL) and the banner slider. */
export const FEED_SCREEN = `
  query FeedScreen($tag: FeedTag!, $first: Int, $after: String) {
    feed(tag: $tag, first: $first, after: $after) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { __typename ...PodCard ...JotCard } }
    }
    banners { id link altText imageUrl }
  }
  ${POD_CARD}
  ${JOT_CARD}`;
