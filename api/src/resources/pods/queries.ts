import type { Db } from '../../db/client.ts';
import { columnsOf, orderClause, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { keyAsId } from '../../http/lookup.ts';
import type { Direction } from '../../http/query.ts';
import { VISIBLE_POD } from '../visibility.ts';
import { POD_FIELDS } from '../../contract/resources.ts';
import type { PodsTable } from '../../db/rows.generated.ts';

export type PodRow = Pick<PodsTable, (typeof POD_FIELDS)[number]>;

const COLUMNS = columnsOf('p', POD_FIELDS);
const FROM_VISIBLE = `pods p JOIN containers c ON c.id = p.container_id WHERE ${VISIBLE_POD}`;

export const POD_ORDER_COLUMNS = ['position', 'name', 'created_at', 'trending_score', 'id'] as const;
export type PodOrder = (typeof POD_ORDER_COLUMNS)[number];

/**
 * A pod's trending score is the sum of its jots' (the TRENDING feed), stored in pods.trending_score
 * and kept in step with its jots by triggers (migrations/0003_social.sql, api/src/trending).
 */
// Names sort as people read them: 'algebra' next to 'Algebra', not after every capital.
const orderColumn = (by: PodOrder): string => (by === 'name' ? 'lower(p.name)' : `p.${by}`);

export interface PodFilter {
  containerId?: number | undefined;
  /** Only pods whose name contains this text, in any case. */
  nameContains?: string | undefined;
}

/** `text` as a LIKE pattern that matches it literally anywhere (its % _ and \\ escaped). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function podPage(db: Db, filter: PodFilter, order: { by: PodOrder; dir: Direction }, request: PageRequest) {
  const params = new SqlParams();
  const where = [FROM_VISIBLE];
  if (filter.containerId !== undefined) where.push(`p.container_id = ${params.add(filter.containerId)}`);
  if (filter.nameContains !== undefined) where.push(`p.name ILIKE ${params.add(containsPattern(filter.nameContains))}`);
  return selectPage<PodRow>(
    db,
    { columns: COLUMNS, from: where.join(' AND '), orderBy: orderClause(orderColumn(order.by), order.dir, 'p.id'), params },
    request,
  );
}

export function podsByIds(db: Db, ids: readonly number[]): Promise<PodRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<PodRow>(`SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND p.id = ANY($1::bigint[]) ORDER BY p.position, p.id`, [ids]);
}

/** Every visible pod of the given containers (containers?include=pods), in display order. */
export function podsOfContainers(db: Db, containerIds: readonly number[]): Promise<PodRow[]> {
  if (containerIds.length === 0) return Promise.resolve([]);
  return db.query<PodRow>(
    `SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND p.container_id = ANY($1::bigint[]) ORDER BY p.position, p.id`,
    [containerIds],
  );
}

/** The key `product` is the company pod (/pod/product), unless a pod is literally slugged so. */
export const COMPANY_POD_KEY = 'product';

export async function findPod(db: Db, key: string): Promise<PodRow | undefined> {
  const [row] = await db.query<PodRow>(
    `SELECT ${COLUMNS} FROM ${FROM_VISIBLE}
       AND (p.id = $1 OR p.slug = $2 OR ($2 = '${COMPANY_POD_KEY}' AND p.is_company))
     ORDER BY (p.id = $1) DESC NULLS LAST, (p.slug = $2) DESC, p.id LIMIT 1`,
    [keyAsId(key), key],
  );
  return row;
}
