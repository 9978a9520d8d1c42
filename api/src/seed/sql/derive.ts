/**
 * Values derived from the generated rows, computed in SQL so they are consistent by
 * construction: like counts, trending scores and earned achievements.
 */
import type { Db } from '../../db/client.ts';
import { ACHIEVEMENTS } from '../words/site.ts';

/** Half-life of a like's weight in the trending score. */
export const TRENDING_HALF_LIFE_DAYS = 7;

/**
 * like_count = number of likes; trending_score = sum over likes of 0.5^(age / half-life), so a
 * like from today counts 1, one from a week ago 0.5. Rounded to 6 decimals to stay stable.
 * The demo computes the same in memory (applyLikeCounters); this serves the bulk rows of the
 * large scale, the jots with ids above `afterId`.
 */
export async function deriveJotCounters(db: Db, now: Date, afterId = 0): Promise<void> {
  await db.query(
    `UPDATE jots j
        SET like_count = s.n,
            trending_score = s.score
       FROM (SELECT jot_id,
                    count(*)::int AS n,
                    round(sum(power(0.5, GREATEST(0, extract(epoch FROM ($1::timestamptz - created_at))) / ($2 * 86400.0)))::numeric, 6)::float8 AS score
               FROM likes
              WHERE jot_id > $3
              GROUP BY jot_id) s
      WHERE s.jot_id = j.id`,
    [now.toISOString(), TRENDING_HALF_LIFE_DAYS, afterId],
  );
}

/**
 * Awards each achievement at the moment its threshold was crossed: the n-th jot, the n-th like
 * received or given, the n-th follower; a complete profile (avatar, bio and a social link) the
 * day after joining.
 */
export async function deriveAchievements(db: Db): Promise<void> {
  const kinds = ACHIEVEMENTS.map((a) => ({ key: a.key, kind: a.counts }));
  await db.query(
    `WITH kinds AS (SELECT key, kind FROM json_to_recordset($1::json) AS k(key text, kind text)),
     events AS (
       SELECT 'jots' AS kind, user_id, created_at,
              row_number() OVER (PARTITION BY user_id ORDER BY created_at, id) AS n
         FROM jots
       UNION ALL
       SELECT 'likes_received', j.user_id, l.created_at,
              row_number() OVER (PARTITION BY j.user_id ORDER BY l.created_at, l.jot_id, l.user_id)
         FROM likes l JOIN jots j ON j.id = l.jot_id
       UNION ALL
       SELECT 'likes_given', user_id, created_at,
              row_number() OVER (PARTITION BY user_id ORDER BY created_at, jot_id)
         FROM likes
       UNION ALL
       SELECT 'followers', followed_id, created_at,
              row_number() OVER (PARTITION BY followed_id ORDER BY created_at, follower_id)
         FROM follows
       UNION ALL
       SELECT 'profile', id, created_at + interval '1 day', 1
         FROM users
        WHERE avatar IS NOT NULL AND bio IS NOT NULL
          AND COALESCE(facebook, linkedin, instagram, twitter, pinterest) IS NOT NULL
     )
     INSERT INTO user_achievements (user_id, achievement_id, earned_at)
     SELECT e.user_id, a.id, e.created_at
       FROM events e
       JOIN kinds k ON k.kind = e.kind
       JOIN achievements a ON a.key = k.key AND a.threshold = e.n
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(kinds)],
  );
}
