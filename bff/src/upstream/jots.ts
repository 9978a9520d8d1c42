import { segment, type UpstreamClient } from './client.ts';
import type { ListPage } from './envelope.ts';
import type { JotJson } from '@jotpod/api/contract';

/**
 * Jot cards always show their author, so every jot read includes `user`: the api batches it into
 * one query, which saves the bff a users round trip per screen.
 */
const CARD_INCLUDE = 'user';
/** The jot page and the PERSONAL feed also show the breadcrumb chain, so the include asks for it. */
const FULL_INCLUDE = 'user,list_item,section,pod,container';

export type JotOrder = 'created_at' | 'like_count' | 'trending_score';

export interface JotListFilter {
  podId?: number;
  listItemId?: number;
  /**
   * Authors on the reader's device block list: the api leaves their jots out before paging, so
   * pages stay full and totals right (the built-in expert account is never left out).
   */
  excludeUserIds?: readonly number[];
}

/** `exclude_user_ids=1,2,3`, or nothing when the list is empty. */
export function excludeParam(ids: readonly number[] | undefined): readonly number[] | undefined {
  return ids && ids.length > 0 ? ids : undefined;
}

/** One jot with author and breadcrumbs; null when unknown or hidden. */
export function findJot(upstream: UpstreamClient, idOrSlug: string): Promise<JotJson | null> {
  return upstream.findOne<JotJson>(`/jots/${segment(idOrSlug)}`, { include: FULL_INCLUDE });
}

/** Batch read for the id loader (≤ 100 ids). */
export async function jotsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<JotJson[]> {
  return (await upstream.getList<JotJson>('/jots', { 'filter[id]': ids, include: CARD_INCLUDE })).items;
}

/** One page of jots, newest (or most liked, most trending) first. */
export function jotPage(
  upstream: UpstreamClient,
  filter: JotListFilter,
  order: JotOrder,
  page: { page: number; size: number },
  options: { withBreadcrumbs?: boolean } = {},
): Promise<ListPage<JotJson>> {
  return upstream.getList<JotJson>('/jots', {
    pod_id: filter.podId,
    list_item_id: filter.listItemId,
    exclude_user_ids: excludeParam(filter.excludeUserIds),
    order_by: order,
    dir: 'desc',
    include: options.withBreadcrumbs ? FULL_INCLUDE : CARD_INCLUDE,
    page: page.page,
    size: page.size,
  });
}
