import { indexBy } from '../db/sql.ts';
import type { ReadContext } from '../resources/context.ts';
import { presentGlossaryTerms, type GlossaryTermJson } from '../resources/glossary-terms/present.ts';
import { glossaryTermsByIds } from '../resources/glossary-terms/queries.ts';
import { jotsByIds } from '../resources/jots/queries.ts';
import { podsByIds } from '../resources/pods/queries.ts';
import { presentJots, presentPods } from '../resources/relations.ts';
import type { JotJson, PodJson } from '../contract/resources.ts';
import { highlightHits, type EngineHit, type FoundHits } from './engine.ts';

export type SearchRecord =
  | { index: 'pods'; record: PodJson }
  | { index: 'jots'; record: JotJson }
  | { index: 'glossary_terms'; record: GlossaryTermJson };

export type SearchHitJson = Omit<EngineHit, 'index'> & SearchRecord;

/**
 * The hits of one page with their highlights and records, presented exactly as the resource
 * endpoints present them, so a client needs no further call per hit: pods with their
 * `container`, jots with their author (`user`) and `pod`, glossary terms with their `pods` (a term
 * opens in its pod's glossary). The highlights (unless made already) and one batched read per
 * index run at once.
 */
export async function withRecords(ctx: ReadContext, found: FoundHits): Promise<SearchHitJson[]> {
  const ranked = 'highlighted' in found ? found.highlighted : found.hits;
  const idsOf = (index: EngineHit['index']) => ranked.filter((h) => h.index === index).map((h) => h.id);
  const [hits, pods, jots, terms] = await Promise.all([
    'highlighted' in found ? found.highlighted : highlightHits(ctx.db, found.hits, found.matched),
    load(idsOf('pods'), async (ids) => presentPods(ctx, await podsByIds(ctx.db, ids), new Set(['container']))),
    load(idsOf('jots'), async (ids) => presentJots(ctx, await jotsByIds(ctx.db, ids), new Set(['user', 'pod']))),
    load(idsOf('glossary_terms'), async (ids) => presentGlossaryTerms(ctx, await glossaryTermsByIds(ctx.db, ids), new Set(['pods']))),
  ]);
  const result: SearchHitJson[] = [];
  // A row hidden or deleted between the search and these reads is simply left out.
  for (const hit of hits) {
    const base = { id: hit.id, score: hit.score, highlights: hit.highlights };
    if (hit.index === 'pods') {
      const record = pods.get(hit.id);
      if (record) result.push({ index: 'pods', ...base, record });
    } else if (hit.index === 'jots') {
      const record = jots.get(hit.id);
      if (record) result.push({ index: 'jots', ...base, record });
    } else {
      const record = terms.get(hit.id);
      if (record) result.push({ index: 'glossary_terms', ...base, record });
    }
  }
  return result;
}

async function load<T extends { id: number }>(ids: number[], read: (ids: number[]) => Promise<T[]>): Promise<Map<number, T>> {
  if (ids.length === 0) return new Map();
  return indexBy(await read(ids), (row) => row.id);
}
