import type { Db } from '../db/client.ts';
import { notifyAchievements } from '../notifications/events.ts';
import { keysOfKind, type CountedKind } from './catalogue.ts';

/**
 * Awarding achievements when the thing happens, inside the transaction of the event that earns
 * them (the jot insert, the like, the follow, the profile change), so an event and its award
 * commit together and reading achievements never has to write. Every function derives the award
 * from the data rather than from the event and is idempotent (ON CONFLICT DO NOTHING on
 * user_achievements' key). Thresholds come from the catalogue rows. An award is dated like the
 * seed's: the moment the threshold was crossed (the n-th jot, like or follower), not the moment
 * it was noticed. Once earned, an achievement stays, even if the count drops later (unlike,
 * unfollow).
 *
 * Counting inside the event's transaction sees the committed events plus this one, not those of
 * transactions racing it: two followers committing at once could each count 9 and neither award
 * the tenth. So every counted award first locks the earner's users row; whoever counts second
 * waits for the first to commit, and its count (a new statement, a new snapshot) includes it.
 * FOR NO KEY UPDATE does not block the foreign-key checks of inserts that point at the user.
 */
async function lockEarners(tx: Db, userIds: readonly number[]): Promise<void> {
  // Ordered by id: two likes between the same two users lock them in the same order (no deadlock).
  await tx.query('SELECT id FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE', [[...userIds]]);
}

/**
 * The user's events of one kind, oldest first: `at` per event. `$1` is the user. Each uses an
 * index: jots (user_id, created_at), likes (user_id, created_at), follows (followed_id).
 */
const EVENTS: Record<CountedKind, string> = {
  jots: 'SELECT created_at AS at FROM jots WHERE user_id = $1 ORDER BY created_at, id',
  likes_received: `SELECT l.created_at AS at FROM likes l JOIN jots j ON j.id = l.jot_id
                    WHERE j.user_id = $1 AND l.user_id <> $1 ORDER BY l.created_at, l.jot_id, l.user_id`,
  likes_given: 'SELECT created_at AS at FROM likes WHERE user_id = $1 ORDER BY created_at, jot_id',
  followers: 'SELECT created_at AS at FROM follows WHERE followed_id = $1 ORDER BY created_at, follower_id',
};

/** Awards the not-yet-earned achievements of one counted kind whose threshold the user reached. */
async function awardCounted(db: Db, userId: number, kind: CountedKind): Promise<void> {
  const awarded = await db.query<Award>(
    `INSERT INTO user_achievements (user_id, achievement_id, earned_at)
     SELECT $1, a.id, e.at
       FROM achievements a
       CROSS JOIN LATERAL (SELECT at FROM (${EVENTS[kind]}) events OFFSET a.threshold - 1 LIMIT 1) e
      WHERE a.key = ANY($2::text[]) AND a.threshold >= 1
        AND NOT EXISTS (SELECT 1 FROM user_achievements ua WHERE ua.user_id = $1 AND ua.achievement_id = a.id)
     ON CONFLICT DO NOTHING
     RETURNING user_id, achievement_id`,
    [userId, keysOfKind(kind)],
  );
  await notifyAchievements(db, awarded);
}

/** An award just inserted: its earner is told (a notification in the same transaction). */
interface Award {
  user_id: number;
  achievement_id: number;
}

/** First jot, ten jots...: in the transaction that inserted the jot. */
export async function awardForJots(tx: Db, userId: number): Promise<void> {
  await lockEarners(tx, [userId]);
  await awardCounted(tx, userId, 'jots');
}

/**
 * A like, in the transaction that inserted it: the author may have received their first (or
 * hundredth) like, the liker given their first.
 */
export async function awardForLike(tx: Db, like: { likerId: number; authorId: number }): Promise<void> {
  await lockEarners(tx, [like.authorId, like.likerId]);
  await awardCounted(tx, like.authorId, 'likes_received');
  await awardCounted(tx, like.likerId, 'likes_given');
}

/** A follow, in the transaction that inserted it: the followed user may have their first (or tenth) follower. */
export async function awardForFollow(tx: Db, followedId: number): Promise<void> {
  await lockEarners(tx, [followedId]);
  await awardCounted(tx, followedId, 'followers');
}

/**
 * A complete profile: an avatar, a bio and at least one social link. In the transaction of any
 * change to those fields (the profile form, an avatar upload). Reads only the user's own row,
 * which the change has locked, so it needs no lock of its own.
 */
export async function awardForProfile(db: Db, userId: number): Promise<void> {
  const awarded = await db.query<Award>(
    `INSERT INTO user_achievements (user_id, achievement_id, earned_at)
     SELECT u.id, a.id, now()
       FROM users u JOIN achievements a ON a.key = ANY($2::text[])
      WHERE u.id = $1
        AND nullif(u.avatar, '') IS NOT NULL AND nullif(u.bio, '') IS NOT NULL
        AND coalesce(nullif(u.facebook, ''), nullif(u.linkedin, ''), nullif(u.instagram, ''), nullif(u.twitter, ''), nullif(u.pinterest, '')) IS NOT NULL
     ON CONFLICT DO NOTHING
     RETURNING user_id, achievement_id`,
    [userId, keysOfKind('profile')],
  );
  await notifyAchievements(db, awarded);
}
