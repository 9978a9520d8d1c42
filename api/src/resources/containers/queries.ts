import type { Db } from '../../db/client.ts';
import { columnsOf, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { CONTAINER_FIELDS } from '../../contract/resources.ts';
import type { ContainersTable } from '../../db/rows.generated.ts';
import { keyAsId } from '../../http/lookup.ts';

export type ContainerRow = Pick<ContainersTable, (typeof CONTAINER_FIELDS)[number]>;

const COLUMNS = columnsOf('c', CONTAINER_FIELDS);

export function containerPage(db: Db, filter: { section?: number | undefined }, request: PageRequest) {
  const params = new SqlParams();
  const where = ['c.is_active'];
  if (filter.section !== undefined) where.push(`c.section = ${params.add(filter.section)}`);
  return selectPage<ContainerRow>(
    db,
    { columns: COLUMNS, from: `containers c WHERE ${where.join(' AND ')}`, orderBy: 'c.position, c.name, c.id', params },
    request,
  );
}

export function containersByIds(db: Db, ids: readonly number[]): Promise<ContainerRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<ContainerRow>(
    `SELECT ${COLUMNS} FROM containers c WHERE c.is_active AND c.id = ANY($1::bigint[]) ORDER BY c.position, c.name, c.id`,
    [ids],
  );
}

export async function findContainer(db: Db, key: string): Promise<ContainerRow | undefined> {
  const [row] = await db.query<ContainerRow>(
    `SELECT ${COLUMNS} FROM containers c WHERE c.is_active AND (c.id = $1 OR c.slug = $2)
     ORDER BY (c.id = $1) DESC NULLS LAST LIMIT 1`,
    [keyAsId(key), key],
  );
  return row;
}

/** Visible pods per container, for pods_pagination.total_records; one grouped query. */
export async function visiblePodCounts(db: Db, containerIds: readonly number[]): Promise<Map<number, number>> {
  if (containerIds.length === 0) return new Map();
  const rows = await db.query<{ container_id: number; n: number }>(
    `SELECT p.container_id, count(*)::int AS n FROM pods p
     WHERE p.is_active AND p.container_id = ANY($1::bigint[]) GROUP BY p.container_id`,
    [containerIds],
  );
  return new Map(rows.map((r) => [r.container_id, r.n]));
}
