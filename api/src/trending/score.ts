import type { Db } from '../db/client.ts';

/**
 * Trending: a jot's score sums its likes, each weighted by age with exponential decay (half-life
 * 7 days, as the demo seed's generator: api/src/seed/generate/social.ts). Pods' scores are their
 * jots' sum, kept in step by triggers (migrations/0003_social.sql). The TRENDING feed and the
 * list items' TRENDING tab order by these columns.
 *
 * Scores are decayed to one shared reference time (trending_state.reference_at), not to "now":
 * a uniform decay never changes the order, so recomputing only the jot that was liked keeps every
 * score comparable, with no periodic job. `rebaseTrending` moves the reference forward.
 */
export const TRENDING_HALF_LIFE_SECONDS = 7 * 24 * 3600;

/** A like's weight at the reference time, in SQL (`liked_at` is the like's timestamp expression). */
const likeWeight = (likedAt: string) =>
  `power(0.5::float8, extract(epoch FROM (t.reference_at - ${likedAt}))::float8 / ${TRENDING_HALF_LIFE_SECONDS})`;

/**
 * Takes the shared lock on the reference before a like or unlike writes anything: a rebase holds
 * it exclusively, so a score is never computed against a reference that is being replaced (and
 * taking it first keeps the lock order of both paths the same: no deadlock).
 */
export async function lockTrendingReference(tx: Db): Promise<void> {
  await tx.query('SELECT reference_at FROM trending_state FOR KEY SHARE');
}

/**
 * Recomputes one jot's score from its likes. Run after the like row changed and after the jot's
 * row lock was taken (the like_count update), so this statement's snapshot sees every committed
 * like of the jot, including those of requests that were racing this one.
 */
export async function recomputeJotTrending(tx: Db, jotId: number): Promise<void> {
  await tx.query(
    `UPDATE jots SET trending_score = coalesce((SELECT sum(${likeWeight('l.created_at')}) FROM likes l WHERE l.jot_id = jots.id), 0)
       FROM trending_state t WHERE jots.id = $1`,
    [jotId],
  );
}

/**
 * Recomputes every score to a new reference (now) and every pod's sum exactly (clearing the float
 * drift of incremental pod updates). Needed only to keep the numbers in range: weights double
 * every 7 days past the reference. Run after seeding and when the reference is stale.
 */
export async function rebaseTrending(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT reference_at FROM trending_state FOR UPDATE');
    await tx.query('UPDATE trending_state SET reference_at = now()');
    await tx.query(
      `UPDATE jots j SET trending_score = x.score
         FROM (SELECT j2.id, coalesce(sum(${likeWeight('l.created_at')}), 0) AS score
                 FROM jots j2 CROSS JOIN trending_state t LEFT JOIN likes l ON l.jot_id = j2.id
                GROUP BY j2.id) x
        WHERE x.id = j.id AND j.trending_score <> x.score`,
    );
    await tx.query(
      `UPDATE pods p SET trending_score = coalesce(x.score, 0)
         FROM (SELECT p2.id, (SELECT sum(j.trending_score) FROM sections s JOIN list_items li ON li.section_id = s.id
                                JOIN jots j ON j.list_item_id = li.id WHERE s.pod_id = p2.id) AS score
                 FROM pods p2) x
        WHERE x.id = p.id AND p.trending_score <> coalesce(x.score, 0)`,
    );
  });
}

/** Rebases when the reference is older than `maxAgeDays` (weights past it grow as 2^(days/7)). */
export async function rebaseTrendingIfStale(db: Db, maxAgeDays = 7): Promise<boolean> {
  const [row] = await db.query<{ stale: boolean }>(
    `SELECT reference_at < now() - make_interval(days => $1) AS stale FROM trending_state`,
    [maxAgeDays],
  );
  if (!row?.stale) return false;
  await rebaseTrending(db);
  return true;
}
