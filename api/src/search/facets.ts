import type { Db } from '../db/client.ts';
import { VISIBLE_POD } from '../resources/visibility.ts';

/** The glossary letter filter shows at most 40 refinements. */
export const MAX_LETTER_REFINEMENTS = 40;

/**
 * `{letter: count}` for `options.facets.first_letter`: letters with at least one term, in
 * alphabetical order, at most MAX_LETTER_REFINEMENTS of them (the most frequent when there are
 * more, which A to Z never reaches).
 */
export function letterFacet(counts: Readonly<Record<string, number>>): Record<string, number> {
  const entries = Object.entries(counts)
    .map(([letter, n]) => [letter, Number(n)] as const)
    .filter(([letter, n]) => letter !== '' && n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_LETTER_REFINEMENTS)
    .sort((a, b) => a[0].localeCompare(b[0]));
  return Object.fromEntries(entries);
}

/** Terms per first letter of a pod's glossary (only while the pod is visible), or of all terms. */
export async function glossaryLetterCounts(db: Db, podId: number | undefined): Promise<Record<string, number>> {
  const inPod =
    podId === undefined
      ? ''
      : `WHERE EXISTS (SELECT 1 FROM glossary_term_pods gp JOIN pods p ON p.id = gp.pod_id JOIN containers c ON c.id = p.container_id
          WHERE gp.glossary_term_id = g.id AND gp.pod_id = $1 AND ${VISIBLE_POD})`;
  const rows = await db.query<{ letter: string; n: number }>(
    `SELECT upper(trim(g.first_letter)) AS letter, count(*)::int AS n FROM glossary_terms g ${inPod} GROUP BY 1`,
    podId === undefined ? [] : [podId],
  );
  return letterFacet(Object.fromEntries(rows.map((r) => [r.letter, r.n])));
}
