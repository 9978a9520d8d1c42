import type { Db } from '../../db/client.ts';
import { columnsOf, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { CONTAINER_FIELDS } from '../../contract/resources.ts';
import type { ContainersTable } from '../../db/rows.generated.ts';
import { keyAsId } from '../../http/lookup.ts';

/** A container's columns and how many visible pods it holds (pods_pagination.total_records). */
export type ContainerRow = Pick<ContainersTable, (typeof CONTAINER_FIELDS)[number]> & { visible_pods: number };

const FIELD_COLUMNS = columnsOf('c', CONTAINER_FIELDS);

/** The visible pods of the container `container` (an alias), counted in the container's statement (index on pods.container_id). */
export function visiblePodsOf(container: string): string {
  return `(SELECT count(*) FROM pods cp WHERE cp.container_id = ${container}.id AND cp.is_active)::int`;
}

const COLUMNS = `${FIELD_COLUMNS}, ${visiblePodsOf('c')} AS visible_pods`;

export function containerPage(db: Db, filter: { section?: number | undefined }, request: PageRequest) {
  const params = new SqlParams();
  const where = ['c.is_active'];
  if (filter.section !== undefined) where.push(`c.section = ${params.add(filter.section)}`);
  return selectPage<ContainerRow>(
    db,
    { columns: FIELD_COLUMNS, pageColumns: `${visiblePodsOf('page')} AS visible_pods`, from: `containers c WHERE ${where.join(' AND ')}`, orderBy: 'c.position, c.name, c.id', params },
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
