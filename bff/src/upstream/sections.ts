import { segment, type UpstreamClient } from './client.ts';
import type { PodJson, SectionJson } from '@jotpod/api/contract';

/**
 * The section screen in one call: its subtree, breadcrumb ancestors, list items, pod and container.
 * Null when unknown or hidden.
 */
export function findSection(upstream: UpstreamClient, idOrSlug: string): Promise<SectionJson | null> {
  return upstream.findOne<SectionJson>(`/sections/${segment(idOrSlug)}`, { include: 'children,ancestors,list_items,pod,container' });
}

/** Batch read for the id loader (≤ 100 ids), without relations. */
export async function sectionsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<SectionJson[]> {
  return (await upstream.getList<SectionJson>('/sections', { 'filter[id]': ids })).items;
}

/**
 * Batch read of the relations a section record may lack (one fetched as a parent, a jot's section,
 * an ancestor): children tree, ancestors and list items in one call for up to 100 sections.
 */
export async function sectionDetailsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<SectionJson[]> {
  return (await upstream.getList<SectionJson>('/sections', { 'filter[id]': ids, include: 'children,ancestors,list_items' })).items;
}

/** The section forests (top level, children nested) of up to 100 pods in one call. */
export async function podsWithSections(upstream: UpstreamClient, podIds: readonly number[]): Promise<PodJson[]> {
  return (await upstream.getList<PodJson>('/pods', { 'filter[id]': podIds, include: 'sections' })).items;
}
