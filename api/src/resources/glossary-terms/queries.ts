import type { Db } from '../../db/client.ts';
import { columnsOf, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { keyAsId } from '../../http/lookup.ts';
import { VISIBLE_POD } from '../visibility.ts';
import { GLOSSARY_TERM_FIELDS } from '../../contract/resources.ts';
import type { GlossaryTermsTable } from '../../db/rows.generated.ts';

export type GlossaryTermRow = Pick<GlossaryTermsTable, (typeof GLOSSARY_TERM_FIELDS)[number]>;

const COLUMNS = columnsOf('g', GLOSSARY_TERM_FIELDS);
const ORDER = 'g.name, g.id';

export interface GlossaryFilter {
  podId?: number | undefined;
  /** A single letter A-Z, any case. */
  letter?: string | undefined;
}

export function glossaryTermPage(db: Db, filter: GlossaryFilter, request: PageRequest) {
  const params = new SqlParams();
  const where: string[] = [];
  if (filter.podId !== undefined) {
    // A pod's glossary: only while that pod is visible.
    where.push(`EXISTS (SELECT 1 FROM glossary_term_pods gp JOIN pods p ON p.id = gp.pod_id JOIN containers c ON c.id = p.container_id
      WHERE gp.glossary_term_id = g.id AND gp.pod_id = ${params.add(filter.podId)} AND ${VISIBLE_POD})`);
  }
  if (filter.letter !== undefined) where.push(`upper(g.first_letter) = ${params.add(filter.letter.toUpperCase())}`);
  const from = `glossary_terms g${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''}`;
  return selectPage<GlossaryTermRow>(db, { columns: COLUMNS, from, orderBy: ORDER, params }, request);
}

export function glossaryTermsByIds(db: Db, ids: readonly number[]): Promise<GlossaryTermRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<GlossaryTermRow>(`SELECT ${COLUMNS} FROM glossary_terms g WHERE g.id = ANY($1::bigint[]) ORDER BY ${ORDER}`, [ids]);
}

export async function findGlossaryTerm(db: Db, key: string): Promise<GlossaryTermRow | undefined> {
  const [row] = await db.query<GlossaryTermRow>(
    `SELECT ${COLUMNS} FROM glossary_terms g WHERE g.id = $1 OR g.slug = $2 ORDER BY (g.id = $1) DESC NULLS LAST LIMIT 1`,
    [keyAsId(key), key],
  );
  return row;
}

/** Visible pod ids per term, for include=pods; one query for all terms. */
export function podLinksOfTerms(db: Db, termIds: readonly number[]): Promise<{ glossary_term_id: number; pod_id: number }[]> {
  if (termIds.length === 0) return Promise.resolve([]);
  return db.query(
    `SELECT gp.glossary_term_id, gp.pod_id FROM glossary_term_pods gp
     JOIN pods p ON p.id = gp.pod_id JOIN containers c ON c.id = p.container_id
     WHERE gp.glossary_term_id = ANY($1::bigint[]) AND ${VISIBLE_POD}`,
    [termIds],
  );
}
