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
  /** FROM ... WHERE ... (no ORDER BY) of the page query, and of the count unless countFrom or total is set. */
  from: string;
  /**
   * FROM ... WHERE ... selecting the same rows as `from` (with the same parameters), written so
   * the total is counted without the joins only the page's columns need.
   */
  countFrom?: string;
  /**
   * A SELECT of one integer equal to the number of rows `from` selects, when something cheaper
   * than counting them holds it (maintained tallies). It refers to every parameter of `params`
   * (it may be run on its own with them).
   */
  total?: string;
  /**
   * Columns computed from the page's rows only (alias `page`), after the offset and limit: what a
   * row costs a lookup for (counts, images) is then looked up for the rows answered, never for
   * the rows skipped on the way to a later page.
   */
  pageColumns?: string;
  orderBy: string;
  params: SqlParams;
}

/**
 * One page of rows plus the total, in one statement: the total is an uncorrelated subquery of
 * the page query (evaluated once). Only a page past the end (no row to carry the total) asks for
 * the total on its own.
 */
export async function selectPage<Row>(db: Db, select: PagedSelect, request: PageRequest): Promise<{ rows: Row[]; total: number }> {
  const total = select.total ?? `SELECT count(*)::int FROM ${select.countFrom ?? select.from}`;
  const offset = (request.page - 1) * request.size;
  const params = [...select.params.values, request.size, offset];
  const n = select.params.values.length;
  const page = `SELECT ${select.columns}, (${total}) AS page_total FROM ${select.from}
    ORDER BY ${select.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`;
  const found = await db.query<Row & { page_total: number }>(
    select.pageColumns ? `SELECT page.*, ${select.pageColumns} FROM (${page}) page` : page,
    params,
  );
  if (found.length === 0) {
    const [count] = await db.query<{ n: number }>(`SELECT (${total}) AS n`, select.params.values);
    return { rows: [], total: count?.n ?? 0 };
  }
  const rows = found.map(({ page_total: _, ...row }) => row as Row);
  return { rows, total: found[0]!.page_total };
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
