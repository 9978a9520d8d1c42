// Placeholder signature until the demo-content generator lands (owned by the seed work).
import type { Db } from '../db/client.ts';

export interface SeedOptions {
  /** Where generated images are written (DATA_DIR/uploads); paths in the db are relative to it. */
  storageDir: string;
  /** 'demo' for npm start and tests, 'large' for benchmarks (3,500 pods, 100,000 jots). */
  scale?: 'demo' | 'large';
  /** PRNG seed; the same seed always yields the same rows. */
  seed?: number;
}

export interface SeedSummary {
  containers: number;
  pods: number;
  jots: number;
  glossaryTerms: number;
  users: number;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM containers');
  return (row?.n ?? 0) > 0;
}

export async function seedDemo(_db: Db, _options: SeedOptions): Promise<SeedSummary> {
  throw new Error('seedDemo is not implemented yet');
}
