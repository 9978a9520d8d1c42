import type { Db, SqlValue } from './seam.ts';

/**
 * Statement time limits. On PostgreSQL the server enforces `statement_timeout` (set on every
 * pooled connection, see openDb): it cancels the statement and answers SQLSTATE 57014.
 *
 * PGlite cannot do that. It accepts `SET statement_timeout` and ignores it: Postgres enforces the
 * limit with a timer signal, and PGlite runs the backend as single-threaded WebAssembly inside the
 * Node process, with no signals, so `SELECT pg_sleep(2)` under a 200 ms limit runs its full two
 * seconds. Nothing else runs meanwhile either: a statement blocks the event loop (no timer, no
 * socket, no other request) until it returns. Nothing can interrupt a running PGlite statement
 * from the outside, so the guard here is the nearest honest one:
 *
 * - a statement whose answer arrives later than the limit after it was issued fails with
 *   StatementTimeoutError (its rows are thrown away; inside a transaction everything rolls back),
 *   which the api answers with a 503 like PostgreSQL's cancellation;
 * - the request then issues no further statements (see request-scope.ts), so a handler that
 *   would have run ten slow statements runs one.
 *
 * What it does not do: stop the statement that is running (the process is busy until it ends),
 * or tell a slow statement from one that waited for the single PGlite connection behind others
 * (the limit counts from when the request issued it, queueing included; under a pile-up that
 * sheds load, which is what a limit is for).
 */
export class StatementTimeoutError extends Error {
  constructor(ms: number) {
    super(`canceling statement due to statement timeout (${ms} ms, checked after the statement)`);
    this.name = 'StatementTimeoutError';
  }
}

/** PostgreSQL's query_canceled: statement_timeout (or an explicit cancel) stopped the statement. */
const QUERY_CANCELED = '57014';

/** True for a statement stopped by its time limit, on either driver. */
export function isStatementTimeout(error: unknown): boolean {
  if (error instanceof StatementTimeoutError) return true;
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === QUERY_CANCELED;
}

/** `db` (PGlite) with every statement, transactions included, held to `ms` as described above. */
export function withStatementDeadline(db: Db, ms: number): Db {
  if (ms <= 0) return db;
  const timed = async <T>(run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    if (performance.now() - started > ms) throw new StatementTimeoutError(ms);
    return value;
  };
  const wrap = (inner: Db): Db => {
    const guarded: Db = {
      kind: inner.kind,
      query: <Row>(text: string, params?: readonly SqlValue[], signal?: AbortSignal) => timed(() => inner.query<Row>(text, params, signal)),
      exec: (text: string) => timed(() => inner.exec(text)),
      transaction: <T>(fn: (tx: Db) => Promise<T>) => inner.transaction((tx) => fn(wrap(tx))),
      close: () => inner.close(),
    };
    if (inner.dumpDataDir) guarded.dumpDataDir = inner.dumpDataDir.bind(inner);
    return guarded;
  };
  return wrap(db);
}
