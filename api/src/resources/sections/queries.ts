import type { Db } from '../../db/client.ts';
import { columnsOf, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { keyAsId } from '../../http/lookup.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from '../visibility.ts';
import { SECTION_FIELDS } from '../../contract/resources.ts';
import type { PodsTable, SectionsTable } from '../../db/rows.generated.ts';

/** A section's columns and, through its pod, its container. */
export type SectionRow = Pick<SectionsTable, (typeof SECTION_FIELDS)[number]> & Pick<PodsTable, 'container_id'>;

const COLUMNS = `${columnsOf('s', SECTION_FIELDS)}, p.container_id`;
const FROM_VISIBLE = `sections s ${SECTION_TO_CONTAINER} WHERE ${VISIBLE_POD}`;
const ORDER = 's.position, s.id';

export interface SectionFilter {
  podId?: number | undefined;
  /** null selects top-level sections. */
  parentId?: number | null | undefined;
}

export function sectionPage(db: Db, filter: SectionFilter, request: PageRequest) {
  const params = new SqlParams();
  const where = [FROM_VISIBLE];
  if (filter.podId !== undefined) where.push(`s.pod_id = ${params.add(filter.podId)}`);
  if (filter.parentId === null) where.push('s.parent_id IS NULL');
  else if (filter.parentId !== undefined) where.push(`s.parent_id = ${params.add(filter.parentId)}`);
  return selectPage<SectionRow>(db, { columns: COLUMNS, from: where.join(' AND '), orderBy: ORDER, params }, request);
}

export function sectionsByIds(db: Db, ids: readonly number[]): Promise<SectionRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<SectionRow>(`SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND s.id = ANY($1::bigint[]) ORDER BY ${ORDER}`, [ids]);
}

export async function findSection(db: Db, key: string): Promise<SectionRow | undefined> {
  const [row] = await db.query<SectionRow>(
    `SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND (s.id = $1 OR s.slug = $2) ORDER BY (s.id = $1) DESC NULLS LAST LIMIT 1`,
    [keyAsId(key), key],
  );
  return row;
}

/** Every section of the given pods in one query; the caller assembles the trees. */
export function sectionsOfPods(db: Db, podIds: readonly number[]): Promise<SectionRow[]> {
  if (podIds.length === 0) return Promise.resolve([]);
  return db.query<SectionRow>(`SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND s.pod_id = ANY($1::bigint[]) ORDER BY ${ORDER}`, [podIds]);
}

/**
 * Every descendant of the given sections in one recursive query. The depth guard stops a
 * corrupt parent cycle from looping forever; real trees are a handful of levels deep.
 */
export function descendantsOf(db: Db, sectionIds: readonly number[]): Promise<SectionRow[]> {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db.query<SectionRow>(
    `WITH RECURSIVE tree AS (
       SELECT s.id, 1 AS depth FROM sections s WHERE s.parent_id = ANY($1::bigint[])
       UNION ALL
       SELECT s.id, tree.depth + 1 FROM sections s JOIN tree ON s.parent_id = tree.id WHERE tree.depth < 32
     )
     SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND s.id IN (SELECT id FROM tree) ORDER BY ${ORDER}`,
    [sectionIds],
  );
}

/** One ancestor of one of the requested sections; `depth` 1 is the parent. */
export interface AncestorRow extends SectionRow {
  origin_id: number;
  depth: number;
}

/**
 * Every ancestor of the given sections in one recursive query (breadcrumbs), ordered root first
 * per section. Same depth guard as descendantsOf against a corrupt parent cycle.
 */
export function ancestorsOf(db: Db, sectionIds: readonly number[]): Promise<AncestorRow[]> {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db.query<AncestorRow>(
    `WITH RECURSIVE up AS (
       SELECT s.id AS origin_id, s.parent_id AS ancestor_id, 1 AS depth
       FROM sections s WHERE s.id = ANY($1::bigint[]) AND s.parent_id IS NOT NULL
       UNION ALL
       SELECT up.origin_id, s.parent_id, up.depth + 1
       FROM up JOIN sections s ON s.id = up.ancestor_id WHERE s.parent_id IS NOT NULL AND up.depth < 32
     )
     SELECT up.origin_id, up.depth, ${COLUMNS}
     FROM up JOIN sections s ON s.id = up.ancestor_id ${SECTION_TO_CONTAINER} WHERE ${VISIBLE_POD}
     ORDER BY up.origin_id, up.depth DESC`,
    [sectionIds],
  );
}
