import type { Db } from '../../src/db/client.ts';

/** Inactive pods and containers of a test world: everything under them is hidden from readers. */
export interface HiddenRecords {
  pods: number[];
  containers: number[];
}

/**
 * Runs `read` with the hidden pods and containers switched active, then hides them again (also
 * when `read` throws). It is the control of a test that proves something under them is left out:
 * the same read finds it while they are shown, so the absence is the visibility rule at work and
 * not a wrong id or an empty fixture.
 */
export async function whileShown<T>(db: Db, hidden: HiddenRecords, read: () => Promise<T>): Promise<T> {
  const flip = async (active: boolean) => {
    await db.query('UPDATE pods SET is_active = $1 WHERE id = ANY($2::int[])', [active, hidden.pods]);
    await db.query('UPDATE containers SET is_active = $1 WHERE id = ANY($2::int[])', [active, hidden.containers]);
  };
  await flip(true);
  try {
    return await read();
  } finally {
    await flip(false);
  }
}
