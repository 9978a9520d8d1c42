import { segment, type UpstreamClient } from './client.ts';
import type { ListPage } from './envelope.ts';
import type { PodRecord } from './records.ts';

/** One pod by numeric id or slug, with its container; null when unknown or inactive. */
export function findPod(upstream: UpstreamClient, idOrSlug: string | number): Promise<PodRecord | null> {
  return upstream.findOne<PodRecord>(`/pods/${segment(idOrSlug)}`, { include: 'container' });
}

/** Batch read for the id loader (≤ 100 ids): missing ids are simply absent. */
export async function podsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<PodRecord[]> {
  const page = await upstream.getList<PodRecord>('/pods', { 'filter[id]': ids });
  return page.items;
}

/** One page of a container's pods, in the container's order (position, id). */
export function podsOfContainer(
  upstream: UpstreamClient,
  containerId: number,
  page: { page: number; size: number },
): Promise<ListPage<PodRecord>> {
  return upstream.getList<PodRecord>('/pods', { container_id: containerId, page: page.page, size: page.size });
}

export type PodFeedTag = 'TRENDING' | 'NEW';

/** One page of the TRENDING or NEW pods feed, each pod with its container. */
export function podsByTag(upstream: UpstreamClient, tag: PodFeedTag, page: { page: number; size: number }): Promise<ListPage<PodRecord>> {
  return upstream.getList<PodRecord>(`/pods/tag/${segment(tag)}`, { include: 'container', page: page.page, size: page.size });
}
