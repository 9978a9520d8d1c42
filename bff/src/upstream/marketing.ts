import type { UpstreamClient } from './client.ts';
import type { BannerRecord, SideSegmentRecord } from './records.ts';

/** Active banners in order (a short list: node lookups pick from it). */
export async function listBanners(upstream: UpstreamClient): Promise<BannerRecord[]> {
  return (await upstream.getList<BannerRecord>('/banners')).items;
}

/** A container's side segments plus the global ones, in order. */
export async function sideSegmentsOf(upstream: UpstreamClient, containerId: number): Promise<SideSegmentRecord[]> {
  return (await upstream.getList<SideSegmentRecord>('/side-segments', { container_id: containerId })).items;
}

/** Batch read for the id loader (≤ 100 ids). */
export async function sideSegmentsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<SideSegmentRecord[]> {
  return (await upstream.getList<SideSegmentRecord>('/side-segments', { 'filter[id]': ids })).items;
}
