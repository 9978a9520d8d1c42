import { segment, type UpstreamClient } from './client.ts';
import type { ListPage } from './envelope.ts';
import type { PodFeedTag, PodJson } from '@jotpod/api/contract';

/**
 * One pod by numeric id or slug, with its container, and with its section forest when asked
 * (the pod screen shows it); null when unknown or inactive.
 */
export function findPod(upstream: UpstreamClient, idOrSlug: string | number, options: { withSections?: boolean } = {}): Promise<PodJson | null> {
  return upstream.findOne<PodJson>(`/pods/${segment(idOrSlug)}`, { include: options.withSections ? 'container,sections' : 'container' });
}

/** Batch read for the id loader (≤ 100 ids): missing ids are simply absent. */
export async function podsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<PodJson[]> {
  const page = await upstream.getList<PodJson>('/pods', { 'filter[id]': ids });
  return page.items;
}

/** One page of a container's pods, in the container's order (position, id). */
export function podsOfContainer(
  upstream: UpstreamClient,
  containerId: number,
  page: { page: number; size: number },
): Promise<ListPage<PodJson>> {
  return upstream.getList<PodJson>('/pods', { container_id: containerId, page: page.page, size: page.size });
}

/** One page of a container's pods by name (any case), narrowed to names containing `query` when given. */
export function podChoicesOfContainer(
  upstream: UpstreamClient,
  containerId: number,
  query: string | undefined,
  page: { page: number; size: number },
): Promise<ListPage<PodJson>> {
  return upstream.getList<PodJson>('/pods', {
    container_id: containerId,
    order_by: 'name',
    dir: 'asc',
    ...(query ? { name: query } : {}),
    page: page.page,
    size: page.size,
  });
}

/** One page of the TRENDING or NEW pods feed, each pod with its container. */
export function podsByTag(upstream: UpstreamClient, tag: PodFeedTag, page: { page: number; size: number }): Promise<ListPage<PodJson>> {
  return upstream.getList<PodJson>(`/pods/tag/${segment(tag)}`, { include: 'container', page: page.page, size: page.size });
}
