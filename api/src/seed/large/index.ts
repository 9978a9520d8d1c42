import type { Db } from '../../db/client.ts';

export interface LargeOptions {
  seed: number;
  now: Date;
  storageDir: string;
}

/** Grows the demo data set to benchmark size with set-based SQL. */
export async function extendToLarge(_db: Db, _options: LargeOptions): Promise<void> {
  throw new Error('the large scale is not implemented yet');
}
