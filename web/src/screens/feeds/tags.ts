import type { FeedTag } from '../../__generated__/FeedsPageQuery.graphql.ts';

/** Feed page size (also the "short page" test for the end of the feed). */
export const FEED_PAGE_SIZE = 21;

/** The tabs in display order with the spec's labels. */
export const FEED_TABS: readonly { readonly tag: FeedTag; readonly label: string }[] = [
  { tag: 'TRENDING', label: 'Trending Pods' },
  { tag: 'NEW', label: 'New Pods' },
  { tag: 'PERSONAL', label: 'Latest Jots' },
];

/** Where `/feeds` without a (valid) tag goes — the spec's exact URL, trailing slash included. */
export const DEFAULT_FEED_URL = '/feeds/?tag=PERSONAL';

/** `?tag=` as a FeedTag, or null when it is missing or unknown. */
export function parseFeedTag(value: string | null): FeedTag | null {
  return FEED_TABS.find((tab) => tab.tag === value)?.tag ?? null;
}
