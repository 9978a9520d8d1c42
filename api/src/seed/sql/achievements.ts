/**
 * Achievements derived from the generated rows in SQL, so they are consistent with the jots,
 * likes and follows by construction (demo and large scale alike).
 */
import type { Db } from '../../db/client.ts';
import { ACHIEVEMENTS } from '../words/site.ts';

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
