import type { Db } from '../db/client.ts';
import { COUNTED_KINDS, keysOfKind, type CountedKind } from './catalogue.ts';

/**
 * Awarding achievements when the thing happens. Every function is idempotent (ON CONFLICT DO
 * NOTHING on user_achievements' key) and derives the award from the data rather than from the
 * event, so calling one twice, late, or for an event another request already awarded, is
 * harmless. Thresholds come from the catalogue rows. An award dated like the seed's: the moment
 * the threshold was crossed (the n-th jot, like or follower), not the moment it was noticed.
 * Once earned, an achievement stays, even if the count drops later (unlike, unfollow).
 */

/**
 * The user's events of one kind, oldest first: `at` per event. `$1` is the user. Each uses an
 * index: jots (user_id, created_at), likes (user_id, created_at), follows (followed_id).
 */
const EVENTS: Record<CountedKind, string> = {
  jots: 'SELECT created_at AS at FROM jots WHERE user_id = $1 ORDER BY created_at, id',
  likes_received: `SELECT l.created_at AS at FROM likes l JOIN jots j ON j.id = l.jot_id
                    WHERE j.user_id = $1 ORDER BY l.created_at, l.jot_id, l.user_id`,
  likes_given: 'SELECT created_at AS at FROM likes WHERE user_id = $1 ORDER BY created_at, jot_id',
  followers: 'SELECT created_at AS at FROM follows WHERE followed_id = $1 ORDER BY created_at, follower_id',
};

/** Awards the not-yet-earned achievements of one counted kind whose threshold the user reached. */
async function awardCounted(db: Db, userId: number, kind: CountedKind): Promise<void> {
  await db.query(
    `INSERT INTO user_achievements (user_id, achievement_id, earned_at)
     SELECT $1, a.id, e.at
       FROM achievements a
       CROSS JOIN LATERAL (SELECT at FROM (${EVENTS[kind]}) events OFFSET a.threshold - 1 LIMIT 1) e
      WHERE a.key = ANY($2::text[]) AND a.threshold >= 1
        AND NOT EXISTS (SELECT 1 FROM user_achievements ua WHERE ua.user_id = $1 AND ua.achievement_id = a.id)
     ON CONFLICT DO NOTHING`,
    [userId, keysOfKind(kind)],
  );
}

/** First jot, ten jots...: call after a jot is created (the authoring code does). */
export function awardForJots(db: Db, userId: number): Promise<void> {
  return awardCounted(db, userId, 'jots');
}

/** A like: the author may have received their first (or hundredth) like, the liker given their first. */
export async function awardForLike(db: Db, like: { likerId: number; authorId: number }): Promise<void> {
  await awardCounted(db, like.authorId, 'likes_received');
  await awardCounted(db, like.likerId, 'likes_given');
}

/** A follow: the followed user may have their first (or tenth) follower. */
export function awardForFollow(db: Db, followedId: number): Promise<void> {
  return awardCounted(db, followedId, 'followers');
}

/** A complete profile: an avatar, a bio and at least one social link. Call after profile changes. */
export async function awardForProfile(db: Db, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO user_achievements (user_id, achievement_id, earned_at)
     SELECT u.id, a.id, now()
       FROM users u JOIN achievements a ON a.key = ANY($2::text[])
      WHERE u.id = $1
        AND nullif(u.avatar, '') IS NOT NULL AND nullif(u.bio, '') IS NOT NULL
        AND coalesce(nullif(u.facebook, ''), nullif(u.linkedin, ''), nullif(u.instagram, ''), nullif(u.twitter, ''), nullif(u.pinterest, '')) IS NOT NULL
     ON CONFLICT DO NOTHING`,
    [userId, keysOfKind('profile')],
  );
}

/**
 * Every kind at once: run before achievements are read, so whatever earned one through a path
 * that does not award (an avatar upload completing the profile, jots written by other code) still
 * shows. Five small indexed queries for one user.
 */
export async function awardAll(db: Db, userId: number): Promise<void> {
  for (const kind of COUNTED_KINDS) await awardCounted(db, userId, kind);
  await awardForProfile(db, userId);
}
