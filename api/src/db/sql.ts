import type { Db, SqlValue } from './client.ts';
import type { Direction } from '../http/query.ts';
import type { PageRequest } from '../http/envelope.ts';

/** Collects positional parameters while a WHERE clause is assembled from optional filters. */
export class SqlParams {
  readonly values: SqlValue[] = [];

  /** Adds a value and returns its placeholder ($n). */
  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

export interface PagedSelect {
  columns: string;
  /** FROM ... WHERE ... (no ORDER BY) of the page query, and of the count unless countFrom is set. */
  from: string;
  /**
   * FROM ... WHERE ... selecting the same rows as `from` (with the same parameters), written so
   * the total is counted without the joins only the page's columns need.
   */
  countFrom?: string;
  orderBy: string;
  params: SqlParams;
}

/**
 * One page of rows plus the total. The page query is skipped when the offset is past the end,
 * which also keeps absurd page numbers from reaching Postgres as out-of-range offsets.
 */
export async function selectPage<Row>(db: Db, select: PagedSelect, request: PageRequest): Promise<{ rows: Row[]; total: number }> {
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${select.countFrom ?? select.from}`, select.params.values);
  const total = count?.n ?? 0;
  const offset = (request.page - 1) * request.size;
  if (offset >= total) return { rows: [], total };
  const params = [...select.params.values, request.size, offset];
  const n = select.params.values.length;
  const rows = await db.query<Row>(
    `SELECT ${select.columns} FROM ${select.from} ORDER BY ${select.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    params,
  );
  return { rows, total };
}

/** ORDER BY for a whitelisted column, with id as the tie-breaker so pages never overlap. */
export function orderClause(column: string, dir: Direction, idColumn: string): string {
  const sqlDir = dir === 'asc' ? 'ASC' : 'DESC';
  return column === idColumn ? `${idColumn} ${sqlDir}` : `${column} ${sqlDir}, ${idColumn} ${sqlDir}`;
}

export function indexBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export function unique<T>(values: readonly (T | null)[]): T[] {
  return [...new Set(values.filter((v): v is T => v !== null))];
}

/** `alias.a, alias.b, …`: a SELECT list from a contract's field list, so no query restates columns. */
export function columnsOf(alias: string, fields: readonly string[]): string {
  return fields.map((field) => `${alias}.${field}`).join(', ');
}
