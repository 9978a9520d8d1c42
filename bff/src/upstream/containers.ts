import { segment, type UpstreamClient } from './client.ts';
import type { ContainerJson } from '@jotpod/api/contract';

/** Every active container, optionally of one section (0 category, 1 core learning). */
export async function listContainers(upstream: UpstreamClient, section?: 0 | 1): Promise<ContainerJson[]> {
  const page = await upstream.getList<ContainerJson>('/containers', { section });
  return page.items;
}

/** One container by numeric id or slug; null when unknown or inactive. */
export function findContainer(upstream: UpstreamClient, idOrSlug: string | number): Promise<ContainerJson | null> {
  return upstream.findOne<ContainerJson>(`/containers/${segment(idOrSlug)}`);
}

/** Batch read for the id loader (≤ 100 ids): missing ids are simply absent. */
export async function containersByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<ContainerJson[]> {
  const page = await upstream.getList<ContainerJson>('/containers', { 'filter[id]': ids });
  return page.items;
}
