import type { UpstreamClient } from './client.ts';
import type { GlossaryTermRecord } from './records.ts';

/** Batch read for the id loader (≤ 100 ids), each term with its visible pods. */
export async function glossaryTermsByIds(upstream: UpstreamClient, ids: readonly number[]): Promise<GlossaryTermRecord[]> {
  return (await upstream.getList<GlossaryTermRecord>('/glossary-terms', { 'filter[id]': ids, include: 'pods' })).items;
}
