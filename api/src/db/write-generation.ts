import type { Db } from './seam.ts';

/**
 * Where a read cache learns whether the data has changed: generations are numbers that only grow,
 * and two reads of the same generation saw the same committed writes.
 */
export interface Generations {
  /**
   * The generation as of a moment after this call began: every write that finished before the
   * call is counted in it. A number at once where the generation is this process's own, a promise
   * where another process has to be asked (shared-write-generation.ts).
   */
  fresh(): number | Promise<number>;
  /** The newest generation known, without asking: at most the current one. */
  latest(): number;
}

/**
 * A counter that changes whenever the data may change: before every write starts and again after
 * it has finished (committed, or failed and rolled back). An answer computed while the counter
 * kept one value was computed from data no write touched meanwhile, and stays right for as long
 * as the counter keeps that value: the rule the api's read cache (http/read-cache.ts) stands on.
 *
 * Exact only while every write goes through the tracked Db, i.e. when this process is the
 * database's only writer (embedded PGlite, which one process holds). A PostgreSQL server can be
 * written by other processes this counter never sees: there the database keeps the generation
 * (shared-write-generation.ts).
 */
export interface WriteGeneration extends Generations {
  /** The database, each write through it moving the generation on. */
  readonly db: Db;
  /** The current generation. */
  current(): number;
}

/**
 * A statement that only reads: a SELECT, or a WITH query without a data-modifying part (those
 * are only allowed in WITH, at the top). The test on the words is deliberately coarse: a read
 * that merely mentions one (a string, a column name, FOR UPDATE) counts as a write, which costs
 * a cache flush, never a stale answer. Everything else (INSERT, UPDATE, DELETE, MERGE, DDL...)
 * is a write.
 */
const SELECT = /^\s*SELECT\b/i;
const WITH = /^\s*WITH\b/i;
const MODIFYING = /\b(?:INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i;
const readOnly = (text: string): boolean => SELECT.test(text) || (WITH.test(text) && !MODIFYING.test(text));

export function trackWrites(inner: Db): WriteGeneration {
  let generation = 0;
  const writing = async <T>(write: () => Promise<T>): Promise<T> => {
    generation += 1;
    try {
      return await write();
    } finally {
      generation += 1;
    }
  };
  const db: Db = {
    kind: inner.kind,
    query: (text, params, signal) => (readOnly(text) ? inner.query(text, params, signal) : writing(() => inner.query(text, params, signal))),
    exec: (text) => writing(() => inner.exec(text)),
    // Whatever it holds: a transaction may write, and its reads may lock rows for a write.
    transaction: (fn) => writing(() => inner.transaction(fn)),
    close: () => inner.close(),
  };
  if (inner.dumpDataDir) db.dumpDataDir = inner.dumpDataDir.bind(inner);
  const current = (): number => generation;
  return { db, current, fresh: current, latest: current };
}
