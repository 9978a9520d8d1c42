import type { Db } from '../../db/client.ts';
import type { Cell } from '../model.ts';

/** Rows of one table: every row has the same keys, which are the column names. */
export type Rows = readonly Readonly<Record<string, Cell>>[];

export const BATCH_SIZE = 500;

/**
 * Bulk insert: each batch is one statement with one JSON parameter, expanded server side by
 * json_populate_recordset into the table's own row type. Set-based (hundreds of rows per round
 * trip), parameterised (no escaping), independent of the column count, and identical on PGlite
 * and PostgreSQL. Columns the rows leave out keep their defaults.
 */
export async function insertRows(db: Db, table: string, rows: Rows, batchSize = BATCH_SIZE): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = Object.keys(first)
    .map((c) => `"${c}"`)
    .join(', ');
  const sql = `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  for (let start = 0; start < rows.length; start += batchSize) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + batchSize))]);
  }
}

/** Points each table's id sequence past the explicit ids the seed inserted. */
export async function resetSequences(db: Db, tables: readonly string[]): Promise<void> {
  const statements = tables.map(
    (t) => `SELECT setval(pg_get_serial_sequence('${t}', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${t}), false);`,
  );
  await db.exec(statements.join('\n'));
}
