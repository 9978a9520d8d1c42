import { segment, type UpstreamClient } from './client.ts';
import type { ListItemJson } from '@jotpod/api/contract';

/** The list-item screen's record with its author and breadcrumb relations; null when unknown. */
export function findListItem(upstream: UpstreamClient, idOrSlug: string): Promise<ListItemJson | null> {
  return upstream.findOne<ListItemJson>(`/list-items/${segment(idOrSlug)}`, { include: 'author,section,pod,container' });
}

/** Batch read for the id loader (≤ 100 ids). */
export async function listItemsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<ListItemJson[]> {
  return (await upstream.getList<ListItemJson>('/list-items', { 'filter[id]': ids })).items;
}
