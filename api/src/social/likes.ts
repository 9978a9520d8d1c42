import { awardForLike } from '../achievements/award.ts';
import type { Db } from '../db/client.ts';
import { notifyLike, withdrawLike } from '../notifications/events.ts';
import type { JotRow } from '../resources/jots/queries.ts';
import { lockTrendingReference, recomputeJotTrending } from '../trending/score.ts';

/**
 * Likes. The likes primary key (user_id, jot_id) makes a like exist once: the insert or delete
 * reports whether anything changed, and like_count moves by exactly that, in the same
 * transaction. Two racing likes of one user: the second insert waits for the first and then does
 * nothing, so the count cannot go up twice.
 */

/** Likes the jot; false when it was already liked (nothing changed). */
export async function likeJot(db: Db, userId: number, jot: Pick<JotRow, 'id' | 'user_id'>): Promise<boolean> {
  const changed = await db.transaction(async (tx) => {
    await lockTrendingReference(tx);
    const inserted = await tx.query('INSERT INTO likes (user_id, jot_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING jot_id', [
      userId,
      jot.id,
    ]);
    if (inserted.length === 0) return false;
    await tx.query('UPDATE jots SET like_count = like_count + 1 WHERE id = $1', [jot.id]);
    await recomputeJotTrending(tx, jot.id);
    await notifyLike(tx, userId, jot);
    await awardForLike(tx, { likerId: userId, authorId: jot.user_id });
    return true;
  });
  return changed;
}

/** Takes the like back; false when there was none. */
export function unlikeJot(db: Db, userId: number, jot: Pick<JotRow, 'id' | 'user_id'>): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockTrendingReference(tx);
    const deleted = await tx.query('DELETE FROM likes WHERE user_id = $1 AND jot_id = $2 RETURNING jot_id', [userId, jot.id]);
    if (deleted.length === 0) return false;
    // greatest(): a count written by hand (fixtures, imports) must not go negative.
    await tx.query('UPDATE jots SET like_count = greatest(like_count - 1, 0) WHERE id = $1', [jot.id]);
    await recomputeJotTrending(tx, jot.id);
    await withdrawLike(tx, userId, jot);
    return true;
  });
}
