import type { ListItemTag } from '../../__generated__/ListItemPageQuery.graphql.ts';

/** The tabs in display order; TRENDING is the default (spec). */
export const LIST_ITEM_TABS: readonly { readonly tag: ListItemTag; readonly label: string }[] = [
  { tag: 'TRENDING', label: 'Trending' },
  { tag: 'HOT', label: 'Hot' },
  { tag: 'NEW', label: 'New' },
];

/** "Load more" page size of the list item's jots. */
export const LIST_ITEM_JOTS_PAGE_SIZE = 12;

export function parseListItemTag(value: string | null): ListItemTag | null {
  return LIST_ITEM_TABS.find((tab) => tab.tag === value)?.tag ?? null;
}

/**
 * Where a list item URL without a (valid) tag goes: spec "/list-item/{id}/?tag=TRENDING", keeping
 * whatever slug or id the URL had (the legacy footer links use numeric ids).
 */
export function defaultListItemUrl(slugOrId: string): string {
  return `/list-item/${encodeURIComponent(slugOrId)}/?tag=TRENDING`;
}
