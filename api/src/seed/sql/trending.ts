import type { Db } from '../../db/client.ts';

/**
 * The api keeps every jots.trending_score "decayed to" one shared moment, trending_state's
 * reference_at (migration 0003_social). The seed decays its likes to its own `now`, and it only
 * runs on empty content tables, so no other score exists: it records `now` as the reference.
 * Skipped when the table is absent (an older schema).
 */
export async function recordTrendingReference(db: Db, now: Date): Promise<void> {
  const [row] = await db.query<{ present: boolean }>("SELECT to_regclass('trending_state') IS NOT NULL AS present");
  if (!row?.present) return;
  await db.query('UPDATE trending_state SET reference_at = $1', [now.toISOString()]);
}
