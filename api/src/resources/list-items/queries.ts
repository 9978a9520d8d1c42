import type { Db } from '../../db/client.ts';
import { columnsOf, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { keyAsId } from '../../http/lookup.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from '../visibility.ts';
import { LIST_ITEM_FIELDS } from '../../contract/resources.ts';
import type { ListItemsTable, PodsTable, SectionsTable } from '../../db/rows.generated.ts';

/** A list item's columns and, through its section and pod, its pod and container. */
export type ListItemRow = Pick<ListItemsTable, (typeof LIST_ITEM_FIELDS)[number]> & Pick<SectionsTable, 'pod_id'> & Pick<PodsTable, 'container_id'>;

const COLUMNS = `${columnsOf('li', LIST_ITEM_FIELDS)}, s.pod_id, p.container_id`;
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
