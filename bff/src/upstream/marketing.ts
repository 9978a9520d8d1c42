import type { UpstreamClient } from './client.ts';
import type { BannerJson, SideSegmentJson } from '@jotpod/api/contract';

/** Active banners in order (a short list: node lookups pick from it). */
export async function listBanners(upstream: UpstreamClient): Promise<BannerJson[]> {
  return (await upstream.getList<BannerJson>('/banners')).items;
}

/** A container's side segments plus the global ones, in order. */
export async function sideSegmentsOf(upstream: UpstreamClient, containerId: number): Promise<SideSegmentJson[]> {
  return (await upstream.getList<SideSegmentJson>('/side-segments', { container_id: containerId })).items;
}

/** Batch read for the id loader (≤ 100 ids). */
export async function sideSegmentsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<SideSegmentJson[]> {
  return (await upstream.getList<SideSegmentJson>('/side-segments', { 'filter[id]': ids })).items;
}
