import type { Db } from '../db/client.ts';
import { noteNotified } from './recipients.ts';

/**
 * Writing notifications, in the transaction of the event they tell of, so an event and its
 * notification commit or roll back together. Nobody is notified of their own doing (liking one's
 * own jot, sharing a jot with oneself). Undoing an event (unlike, unfollow) withdraws what it
 * notified while that is still unread; once read, it stays as history.
 */

/** Someone started following `followedId`: one entry per follow. */
export async function notifyFollow(tx: Db, followerId: number, followedId: number): Promise<void> {
  if (followerId === followedId) return;
  await tx.query(
    `WITH n AS (INSERT INTO notifications (recipient_id, kind) VALUES ($2, 'follow') RETURNING id)
     INSERT INTO notification_actors (notification_id, actor_id) SELECT id, $1 FROM n`,
    [followerId, followedId],
  );
  noteNotified([followedId]);
}

/** The follow was undone: its unread entry goes. */
export async function withdrawFollow(tx: Db, followerId: number, followedId: number): Promise<void> {
  const withdrawn = await tx.query(
    `DELETE FROM notifications n USING notification_actors a
      WHERE a.notification_id = n.id AND n.recipient_id = $2 AND n.kind = 'follow' AND n.read_at IS NULL AND a.actor_id = $1
      RETURNING n.id`,
    [followerId, followedId],
  );
  if (withdrawn.length > 0) noteNotified([followedId]);
}

/**
 * A like joins the jot's unread like entry (created by the first like since the author last read
 * them), which moves to the top. Racing likes of one jot meet on the entry's unique index.
 */
export async function notifyLike(tx: Db, likerId: number, jot: { id: number; user_id: number }): Promise<void> {
  if (likerId === jot.user_id) return;
  await tx.query(
    `WITH n AS (
       INSERT INTO notifications (recipient_id, kind, jot_id) VALUES ($2, 'like', $3)
       ON CONFLICT (recipient_id, jot_id) WHERE kind = 'like' AND read_at IS NULL DO UPDATE SET created_at = now()
       RETURNING id)
     INSERT INTO notification_actors (notification_id, actor_id) SELECT id, $1 FROM n
     ON CONFLICT (notification_id, actor_id) DO UPDATE SET acted_at = now()`,
    [likerId, jot.user_id, jot.id],
  );
  noteNotified([jot.user_id]);
}

/**
 * The like was taken back: the liker leaves the jot's unread like entry, which goes when nobody is
 * left in it and otherwise is dated by its latest remaining like.
 */
export async function withdrawLike(tx: Db, likerId: number, jot: { id: number; user_id: number }): Promise<void> {
  const [left] = await tx.query<{ notification_id: number }>(
    `DELETE FROM notification_actors a USING notifications n
      WHERE a.notification_id = n.id AND n.recipient_id = $2 AND n.kind = 'like' AND n.jot_id = $3 AND n.read_at IS NULL
        AND a.actor_id = $1
      RETURNING a.notification_id`,
    [likerId, jot.user_id, jot.id],
  );
  if (!left) return;
  const emptied = await tx.query(
    `DELETE FROM notifications n WHERE n.id = $1 AND NOT EXISTS (SELECT 1 FROM notification_actors a WHERE a.notification_id = n.id)
     RETURNING n.id`,
    [left.notification_id],
  );
  if (emptied.length === 0) {
    await tx.query(
      'UPDATE notifications SET created_at = (SELECT max(acted_at) FROM notification_actors WHERE notification_id = $1) WHERE id = $1',
      [left.notification_id],
    );
  }
  noteNotified([jot.user_id]);
}

/** A new jot reaches every follower of its author, in one statement however many they are. */
export async function notifyNewJot(tx: Db, authorId: number, jotId: number): Promise<void> {
  const recipients = await tx.query<{ recipient_id: number }>(
    `WITH n AS (
       INSERT INTO notifications (recipient_id, kind, jot_id)
       SELECT f.follower_id, 'jot', $2 FROM follows f WHERE f.followed_id = $1 AND f.follower_id <> $1
       RETURNING id, recipient_id),
     a AS (INSERT INTO notification_actors (notification_id, actor_id) SELECT id, $1 FROM n)
     SELECT recipient_id FROM n`,
    [authorId, jotId],
  );
  noteNotified(recipients.map((r) => r.recipient_id));
}

/** Achievements just awarded (the rows an award's INSERT returned), one entry each. */
export async function notifyAchievements(tx: Db, awards: readonly { user_id: number; achievement_id: number }[]): Promise<void> {
  if (awards.length === 0) return;
  await tx.query(
    `INSERT INTO notifications (recipient_id, kind, achievement_id)
     SELECT t.user_id, 'achievement', t.achievement_id FROM unnest($1::bigint[], $2::bigint[]) AS t(user_id, achievement_id)`,
    [awards.map((a) => a.user_id), awards.map((a) => a.achievement_id)],
  );
  noteNotified(awards.map((a) => a.user_id));
}
