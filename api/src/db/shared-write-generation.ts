import type { Db } from './seam.ts';
import type { Generations } from './write-generation.ts';

/**
 * The write generation of a database any process may write to (a PostgreSQL server: other api
 * replicas, psql, migrations): the sum of the slots of `write_generation`, one of which every
 * transaction that changes what a visitor reads moves on atomically with its commit (the triggers
 * of migration 0013_write_generation, the slots of 0017).
 *
 * `fresh()` answers with a value read by a statement that started after the call, so every write
 * committed before the call is counted in it: a reader never gets an answer older than a write
 * that committed before its request began. Callers share reads: while one read runs, later
 * callers wait for the next one, which starts as soon as it ends (the running one may have taken
 * its snapshot before they called). However many requests arrive, at most one read is running and
 * one waiting, each one statement summing 16 rows.
 */
export function sharedWriteGeneration(db: Db): Generations {
  let latest = -1;
  let running: Promise<number> | undefined;
  let next: Promise<number> | undefined;

  const read = async (): Promise<number> => {
    const [row] = await db.query<{ generation: number | null }>('SELECT sum(generation)::bigint AS generation FROM write_generation');
    if (row?.generation == null) throw new Error('write_generation has no rows: are its migrations (0013_write_generation, 0017) applied?');
    latest = Math.max(latest, row.generation);
    return row.generation;
  };
  const start = (): Promise<number> => {
    const reading = read().finally(() => {
      if (running === reading) running = undefined;
    });
    running = reading;
    return reading;
  };
  const ignore = (): void => {};

  return {
    fresh() {
      if (!running) return start();
      next ??= running.then(ignore, ignore).then(() => {
        next = undefined;
        return start();
      });
      return next;
    },
    latest: () => latest,
  };
}
