import { awardForFollow } from '../achievements/award.ts';
import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';
import { notifyFollow, withdrawFollow } from '../notifications/events.ts';

export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';

/**
 * Follows. The follows primary key makes a follow exist once (racing follows insert one row);
 * followers and following counts are counted on read, so there is no counter to drift.
 */

/** Follows the user; false when already followed. Following oneself is a 422. */
export async function follow(db: Db, followerId: number, followedId: number): Promise<boolean> {
  if (followerId === followedId) throw new ValidationError({ user_id: [CANNOT_FOLLOW_SELF] });
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      'INSERT INTO follows (follower_id, followed_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING followed_id',
      [followerId, followedId],
    );
    if (inserted.length === 0) return false;
    await notifyFollow(tx, followerId, followedId);
    await awardForFollow(tx, followedId);
    return true;
  });
}

/** Stops following; false when there was nothing to undo (including oneself, never followed). */
export async function unfollow(db: Db, followerId: number, followedId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.query('DELETE FROM follows WHERE follower_id = $1 AND followed_id = $2 RETURNING followed_id', [
      followerId,
      followedId,
    ]);
    if (deleted.length === 0) return false;
    await withdrawFollow(tx, followerId, followedId);
    return true;
  });
}
