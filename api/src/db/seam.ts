/** Parameter values accepted by both drivers. */
export type SqlValue = string | number | boolean | null | Date | bigint | readonly (string | number)[];

/**
 * The one database seam of the api. Both drivers speak the same SQL, so every query in the
 * codebase runs unchanged on embedded PGlite (the default) and on a PostgreSQL server.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /**
   * One statement. With a signal, PostgreSQL cancels the statement on the server when the signal
   * aborts while it runs (it then fails with SQLSTATE 57014); PGlite cannot interrupt a running
   * statement and ignores the signal (see statement-timeout.ts).
   */
  query<Row = Record<string, unknown>>(text: string, params?: readonly SqlValue[], signal?: AbortSignal): Promise<Row[]>;
  /** Runs several statements without parameters (migrations, bulk seed SQL). */
  exec(text: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT on one connection; a thrown error rolls everything back. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball that `openDb({ loadDataDir })` starts from. */
  dumpDataDir?(): Promise<Blob>;
}
