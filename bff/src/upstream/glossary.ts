import type { UpstreamClient } from './client.ts';
import type { GlossaryTermJson } from '@jotpod/api/contract';

/** Batch read for the id loader (≤ 100 ids), each term with its visible pods. */
export async function glossaryTermsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<GlossaryTermJson[]> {
  return (await upstream.getList<GlossaryTermJson>('/glossary-terms', { 'filter[id]': ids, include: 'pods' })).items;
}
