import { GLOSSARY_TERM_FIELDS, type GlossaryTermJson, type PodJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { groupBy, indexBy, unique } from '../../db/sql.ts';
import type { ReadContext } from '../context.ts';
import { serializePods } from '../pods/present.ts';
import { podsByIds } from '../pods/queries.ts';
import { podLinksOfTerms, type GlossaryTermRow } from './queries.ts';

export type { GlossaryTermJson } from '../../contract/resources.ts';

export type GlossaryTermInclude = 'pods';

export async function presentGlossaryTerms(
  ctx: ReadContext,
  rows: readonly GlossaryTermRow[],
  include: ReadonlySet<GlossaryTermInclude>,
): Promise<GlossaryTermJson[]> {
  let podsOf: ((termId: number) => PodJson[]) | undefined;
  if (include.has('pods')) {
    const links = await podLinksOfTerms(ctx.db, rows.map((r) => r.id));
    const pods = await serializePods(ctx, await podsByIds(ctx.db, unique(links.map((l) => l.pod_id))));
    const podById = indexBy(pods, (p) => p.id);
    const linksByTerm = groupBy(links, (l) => l.glossary_term_id);
    // podsByIds returns display order; keep it per term.
    const order = new Map(pods.map((p, i) => [p.id, i]));
    podsOf = (termId) =>
      (linksByTerm.get(termId) ?? [])
        .map((l) => podById.get(l.pod_id))
        .filter((p): p is PodJson => p !== undefined)
        .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  }
  return rows.map((row) => {
    const json: GlossaryTermJson = { ...jsonFields(row, GLOSSARY_TERM_FIELDS), first_letter: row.first_letter.trim().toUpperCase() };
    if (podsOf) json.pods = podsOf(row.id);
    return json;
  });
}
