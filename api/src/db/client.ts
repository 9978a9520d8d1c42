import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { plannedPerValues } from './plan-per-values.ts';
import { pglitePrepared } from './pglite-prepared.ts';
import type { Db, SqlValue } from './seam.ts';
import { withStatementDeadline } from './statement-timeout.ts';

export type { Db, SqlValue } from './seam.ts';

export interface OpenDbOptions {
  /** postgres://... switches to a PostgreSQL server; otherwise PGlite in dataDir. */
  databaseUrl?: string | undefined;
  /** Directory of the PGlite cluster; undefined keeps it in memory (tests). */
  dataDir?: string | undefined;
  /**
   * A PGlite cluster to start from (a `dumpDataDir` tarball): tests clone a database migrated and
   * seeded once per run instead of creating and filling a new one per test file.
   */
  loadDataDir?: Blob | undefined;
  /**
   * The longest one statement may run, in ms (unset or 0: no limit). PostgreSQL enforces it on
   * every connection (`statement_timeout`); PGlite cannot, and gets the guard of
   * statement-timeout.ts instead. Leave it unset for migrations and seeding.
   */
  statementTimeoutMs?: number | undefined;
}

/**
 * Every sequential scan starts at the table's first page. PostgreSQL's default lets a scan of a
 * table larger than a quarter of shared_buffers start where the last scan of that table stopped
 * (so concurrent scans share their reads), and a scan that stops early, under a LIMIT, leaves the
 * next one further on: a search ranks a bounded set of candidates, the first matches a scan meets
 * (api/src/search/index-query.ts), so on the large data a broad prefix ("pr", in 8,500 of 100,000
 * jot titles) ranked a different hundred jots, and suggested different ones, on every search.
 */
const SYNCHRONIZE_SEQSCANS = 'off';

export async function openDb(options: OpenDbOptions): Promise<Db> {
  const timeout = options.statementTimeoutMs ?? 0;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, timeout);
  return withStatementDeadline(await openPglite(options.dataDir, options.loadDataDir), timeout);
}

// bigint ids and counts come back as JS numbers: every id we create fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

async function openPostgres(url: string, statementTimeoutMs: number): Promise<Db> {
  // statement_timeout goes in each connection's startup packet: the server cancels a statement
  // that runs longer (SQLSTATE 57014) and the connection stays usable.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c synchronize_seqscans=${SYNCHRONIZE_SEQSCANS}`,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle pooled connection can be closed by the server (restart, failover, a test dropping
  // its database WITH (FORCE)); without a listener pg re-throws that as an uncaught error and
  // takes the process down. The pool discards the client and opens a new one on next use.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.error(`[db] idle connection lost: ${error.message}`);
  });
  const names = preparedNames();
  const run = async <Row>(client: pg.Pool | pg.PoolClient, text: string, params?: readonly SqlValue[]) => {
    const name = params === undefined ? undefined : names(text);
    const result = await client.query({ text, values: params as unknown[] | undefined, ...(name ? { name } : {}) });
    return result.rows as Row[];
  };
  const cancelling = cancelOnAbort(url);
  /** On a connection of its own, so the connection it runs on is known and can be cancelled. */
  const runCancellable = async <Row>(text: string, params: readonly SqlValue[] | undefined, signal: AbortSignal | undefined) => {
    if (!signal) return run<Row>(pool, text, params);
    const client = await pool.connect();
    try {
      return await cancelling(client, signal, () => run<Row>(client, text, params));
    } finally {
      client.release();
    }
  };
  const db: Db = {
    kind: 'postgres',
    query: (text, params, signal) => runCancellable(text, params, signal),
    exec: async (text) => {
      await pool.query(text);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      const tx: Db = {
        kind: 'postgres',
        query: (text, params, signal) => (signal ? cancelling(client, signal, () => run(client, text, params)) : run(client, text, params)),
        exec: async (text) => {
          await client.query(text);
        },
        transaction: (inner) => inner(tx),
        close: async () => {},
      };
      try {
        await client.query('BEGIN');
        const value = await fn(tx);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  return db;
}

/** Distinct statement texts that get a name; further texts run unnamed (planned on every run). */
export const MAX_PREPARED_STATEMENTS = 1000;

/**
 * A name per statement text, so node-postgres prepares a statement once per connection and the
 * server reuses its parse and plan on every later run instead of planning it anew. The name is a
 * hash of the text, so one name always means one text. Only statements with parameters are named:
 * they already go over the extended protocol, which holds one statement; a text without
 * parameters may hold several (simple protocol). The number of names is bounded because every
 * connection keeps each statement it prepared until it closes: texts beyond the bound run unnamed,
 * as do the statements marked to be planned per values (plan-per-values.ts).
 */
function preparedNames(): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    if (plannedPerValues(text)) return undefined;
    const known = names.get(text);
    if (known !== undefined || names.size >= MAX_PREPARED_STATEMENTS) return known;
    const name = `s_${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
    return name;
  };
}

/**
 * Runs `statement` on `client`; if `signal` aborts meanwhile, the server is asked to cancel it
 * (`pg_cancel_backend` of the client's backend, over a short-lived connection of its own, so a
 * pool with every connection busy cannot hold the cancel up). The statement then fails with
 * SQLSTATE 57014 and its backend is free again instead of working for nobody.
 *
 * The returned promise settles only after the cancel has been delivered: until then the client
 * must not go back to the pool, or the cancel could hit the next statement run on that backend.
 * A cancel that reaches a backend between statements is ignored by PostgreSQL.
 */
function cancelOnAbort(url: string) {
  return async <T>(client: pg.PoolClient, signal: AbortSignal, statement: () => Promise<T>): Promise<T> => {
    // node-postgres keeps the backend's pid (from BackendKeyData) on the client; its types omit it.
    const pid = (client as pg.PoolClient & { processID?: number | null }).processID;
    signal.throwIfAborted();
    if (typeof pid !== 'number') return statement();
    let cancelled: Promise<void> | null = null;
    const cancel = () => {
      cancelled = cancelBackend(url, pid);
    };
    signal.addEventListener('abort', cancel, { once: true });
    try {
      return await statement();
    } finally {
      signal.removeEventListener('abort', cancel);
      await cancelled;
    }
  };
}

async function cancelBackend(url: string, pid: number): Promise<void> {
  const canceller = new pg.Client({ connectionString: url });
  try {
    await canceller.connect();
    await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
  } catch (error) {
    // The statement then runs on until it ends or statement_timeout stops it: worth a line, not a failure.
    console.error(`[db] could not cancel the statement of backend ${pid}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await canceller.end().catch(() => {});
  }
}

/**
 * The WAL of a cluster kept in memory: PostgreSQL's default keeps 80 MB to 1 GB of segments (16 MB
 * each), which in memory is the process's RAM, and a cluster dumped for cloning carries them into
 * every clone. The demo data (26 MB of tables) dumped with 176 MB of recycled WAL, and each of the
 * test files that open it copied and unpacked it all. 32 MB, two segments, is the least allowed.
 */
const IN_MEMORY_WAL = ['min_wal_size = 32MB', 'max_wal_size = 32MB'];

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(dataDir ? { dataDir } : { postgresqlconf: IN_MEMORY_WAL }),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { 20: (v: string) => Number(v), 1700: (v: string) => Number(v) },
  });
  await pglite.exec(`SET synchronize_seqscans = ${SYNCHRONIZE_SEQSCANS}`);
  const run = pglitePrepared(pglite);
  const wrap = (q: PGlite | Transaction, nested: boolean): Db => {
    const db: Db = {
      kind: 'pglite',
      query: (text, params) => run(q, nested, text, params),
      exec: async (text) => {
        await q.exec(text);
      },
      transaction: nested ? (fn) => fn(db) : (fn) => pglite.transaction((tx) => fn(wrap(tx, true))),
      close: nested ? async () => {} : () => pglite.close(),
      ...(nested ? {} : { dumpDataDir: () => pglite.dumpDataDir('none') }),
    };
    return db;
  };
  return wrap(pglite, false);
}
