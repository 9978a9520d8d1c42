import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { plannedPerValues } from './plan-per-values.ts';
import type { SqlValue } from './seam.ts';

/** Distinct statement texts PGlite keeps prepared; further texts run unprepared. */
export const MAX_PGLITE_PREPARED = 1000;

/**
 * Prepared statements for PGlite. Its `query(text, params)` parses and plans the statement anew
 * on every call, in five protocol messages, all on the api's event loop; for a read of a page
 * with its relations the planning alone outweighed running it. Here each statement text with
 * parameters is prepared once (`PREPARE`, session-wide: PGlite is one session) and then run as
 * `EXECUTE name(values)` in a single simple-protocol message, so PostgreSQL reuses the plan
 * (a generic plan once it has seen the statement a few times, as it does on a server).
 *
 * The values travel as SQL string literals: quoted, quotes doubled, with
 * standard_conforming_strings on (PGlite's default and never changed here) so a backslash is an
 * ordinary character. Such a literal has no type of its own; EXECUTE gives it the parameter's
 * type, exactly as a bound parameter gets it. A value that cannot be written so (a NUL character,
 * which PostgreSQL text refuses either way) runs the statement unprepared instead.
 *
 * A statement marked to be planned per values (plan-per-values.ts) is never prepared.
 *
 * Statements are prepared outside transactions only: a PREPARE that fails inside one would abort
 * it. Inside a transaction an already prepared statement is executed; a new one runs unprepared.
 */
export function pglitePrepared(pglite: PGlite) {
  /** Text -> its name once prepared, or null for a text PostgreSQL would not prepare. */
  const prepared = new Map<string, Promise<string | null>>();

  const prepare = (text: string): Promise<string | null> => {
    const name = `p_${createHash('sha1').update(text).digest('hex')}`;
    const ready = pglite.exec(`PREPARE ${name} AS ${text}`).then(
      () => name,
      () => null,
    );
    prepared.set(text, ready);
    return ready;
  };

  return async <Row>(session: PGlite | Transaction, inTransaction: boolean, text: string, params: readonly SqlValue[] | undefined): Promise<Row[]> => {
    const literals = params && params.length > 0 ? params.map(literal) : undefined;
    if (literals && literals.every((value) => value !== undefined) && !plannedPerValues(text)) {
      let name = prepared.get(text);
      if (name === undefined && !inTransaction && prepared.size < MAX_PGLITE_PREPARED) name = prepare(text);
      const ready = name === undefined ? null : await name;
      if (ready !== null) {
        const results = await session.exec(`EXECUTE ${ready}(${literals.join(', ')})`);
        return (results[results.length - 1]?.rows ?? []) as Row[];
      }
    }
    return (await session.query<Row>(text, params as unknown[] | undefined)).rows;
  };
}

const quote = (text: string): string | undefined => (text.includes('\0') ? undefined : `'${text.replaceAll("'", "''")}'`);

/** A parameter value as an untyped SQL literal, or undefined when it has none. */
function literal(value: SqlValue): string | undefined {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'bigint') return quote(String(value));
  if (typeof value === 'boolean') return value ? "'true'" : "'false'";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : quote(value.toISOString());
  if (Array.isArray(value)) {
    // An array literal '{"a","b"}': each element double-quoted, its backslashes and quotes escaped.
    const elements = (value as readonly (string | number)[]).map((element) =>
      typeof element === 'number' ? String(element) : `"${element.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`,
    );
    return quote(`{${elements.join(',')}}`);
  }
  return undefined;
}
