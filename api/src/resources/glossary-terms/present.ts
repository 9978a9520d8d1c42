import { groupBy, indexBy, unique } from '../../db/sql.ts';
import type { ReadContext } from '../context.ts';
import { presentPods, type PodJson } from '../pods/present.ts';
import { podsByIds } from '../pods/queries.ts';
import { podLinksOfTerms, type GlossaryTermRow } from './queries.ts';

export interface GlossaryTermJson {
  id: number;
  name: string;
  slug: string;
  content: string;
  reference_url: string | null;
  first_letter: string;
  pods?: PodJson[];
}

export type GlossaryTermInclude = 'pods';

export async function presentGlossaryTerms(
  ctx: ReadContext,
  rows: readonly GlossaryTermRow[],
  include: ReadonlySet<GlossaryTermInclude>,
): Promise<GlossaryTermJson[]> {
  let podsOf: ((termId: number) => PodJson[]) | undefined;
  if (include.has('pods')) {
    const links = await podLinksOfTerms(ctx.db, rows.map((r) => r.id));
    const pods = await presentPods(ctx, await podsByIds(ctx.db, unique(links.map((l) => l.pod_id))), new Set());
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
    const json: GlossaryTermJson = {
      id: row.id,
      name: row.name,
      slug: row.slug,
      content: row.content,
      reference_url: row.reference_url,
      first_letter: row.first_letter.trim().toUpperCase(),
    };
    if (podsOf) json.pods = podsOf(row.id);
    return json;
  });
}
