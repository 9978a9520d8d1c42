import { segment, type UpstreamClient } from './client.ts';
import type { ListItemRecord } from './records.ts';

/** The list-item screen's record with its author and breadcrumb relations; null when unknown. */
export function findListItem(upstream: UpstreamClient, idOrSlug: string): Promise<ListItemRecord | null> {
  return upstream.findOne<ListItemRecord>(`/list-items/${segment(idOrSlug)}`, { include: 'author,section,pod,container' });
}

/** Batch read for the id loader (≤ 100 ids). */
export async function listItemsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<ListItemRecord[]> {
  return (await upstream.getList<ListItemRecord>('/list-items', { 'filter[id]': ids })).items;
}
