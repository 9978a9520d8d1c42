import type { Db } from '../../db/client.ts';
import { selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { keyAsId } from '../../http/lookup.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from '../visibility.ts';

export interface ListItemRow {
  id: number;
  section_id: number;
  pod_id: number;
  container_id: number;
  author_id: number | null;
  name: string;
  slug: string;
  article: string | null;
  position: number;
  created_at: Date;
}

const COLUMNS = 'li.id, li.section_id, s.pod_id, p.container_id, li.author_id, li.name, li.slug, li.article, li.position, li.created_at';
const FROM_VISIBLE = `list_items li JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER} WHERE ${VISIBLE_POD}`;
const ORDER = 'li.position, li.id';

export function listItemPage(db: Db, filter: { sectionId?: number | undefined }, request: PageRequest) {
  const params = new SqlParams();
  const where = [FROM_VISIBLE];
  if (filter.sectionId !== undefined) where.push(`li.section_id = ${params.add(filter.sectionId)}`);
  return selectPage<ListItemRow>(db, { columns: COLUMNS, from: where.join(' AND '), orderBy: ORDER, params }, request);
}

export function listItemsByIds(db: Db, ids: readonly number[]): Promise<ListItemRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<ListItemRow>(`SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND li.id = ANY($1::bigint[]) ORDER BY ${ORDER}`, [ids]);
}

export function listItemsOfSections(db: Db, sectionIds: readonly number[]): Promise<ListItemRow[]> {
  if (sectionIds.length === 0) return Promise.resolve([]);
  return db.query<ListItemRow>(
    `SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND li.section_id = ANY($1::bigint[]) ORDER BY ${ORDER}`,
    [sectionIds],
  );
}

export async function findListItem(db: Db, key: string): Promise<ListItemRow | undefined> {
  const [row] = await db.query<ListItemRow>(
    `SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND (li.id = $1 OR li.slug = $2) ORDER BY (li.id = $1) DESC NULLS LAST LIMIT 1`,
    [keyAsId(key), key],
  );
  return row;
}
