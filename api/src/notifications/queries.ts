import { columnsOf, selectPage, SqlParams } from '../db/sql.ts';
import type { Db } from '../db/client.ts';
import type { NotificationsTable } from '../db/rows.generated.ts';
import type { PageRequest } from '../http/envelope.ts';
import { NOTIFICATION_FIELDS } from '../contract/resources.ts';
import { mutedByCondition } from '../author-filters/muted.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from '../resources/visibility.ts';

/** How many actors an entry names ("Ana Ruiz, Bo Li and 3 others"); the rest are counted. */
export const NAMED_ACTORS = 3;

export type NotificationRow = Pick<NotificationsTable, (typeof NOTIFICATION_FIELDS)[number] | 'jot_id' | 'achievement_id'> & {
  actor_count: number;
  /** The latest NAMED_ACTORS actors, most recent first. */
  actor_ids: number[];
};

/**
 * Which of a recipient's entries are shown, as the feeds show jots: actors on the reader's block
 * list (the device's, passed as `exclude_user_ids`, and the account's) are left out (an entry whose
 * actors are all blocked is not shown; the expert account cannot be blocked); a jot shared by an
 * author the reader muted is not news to them, as it is not in their feeds; and entries about jots
 * nobody can see (an inactive pod's) are not shown.
 */
function shownConditions(recipientId: number, excludeUserIds: readonly number[], params: SqlParams) {
  const actorShown = `(u.is_expert OR (a.actor_id <> ALL(${params.add([...excludeUserIds])}::bigint[])
    AND NOT EXISTS (SELECT 1 FROM blocked_authors b WHERE b.user_id = n.recipient_id AND b.author_id = a.actor_id)))
    AND (n.kind <> 'jot' OR ${mutedByCondition('a.actor_id', 'n.recipient_id')})`;
  const shownActors = `notification_actors a JOIN users u ON u.id = a.actor_id WHERE a.notification_id = n.id AND ${actorShown}`;
  const conditions = [
    `n.recipient_id = ${params.add(recipientId)}`,
    `(n.kind = 'achievement' OR EXISTS (SELECT 1 FROM ${shownActors}))`,
    `(n.jot_id IS NULL OR EXISTS (SELECT 1 FROM jots j JOIN list_items li ON li.id = j.list_item_id
        JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER} WHERE j.id = n.jot_id AND ${VISIBLE_POD} AND j.held_at IS NULL))`,
  ];
  return { conditions, shownActors };
}

/** The recipient's entries, newest first (by their latest event). */
export async function notificationPage(db: Db, recipientId: number, excludeUserIds: readonly number[], request: PageRequest) {
  const params = new SqlParams();
  const { conditions, shownActors } = shownConditions(recipientId, excludeUserIds, params);
  const columns = `${columnsOf('n', NOTIFICATION_FIELDS)}, n.jot_id, n.achievement_id,
    (SELECT count(*)::int FROM ${shownActors}) AS actor_count,
    ARRAY(SELECT a.actor_id FROM ${shownActors} ORDER BY a.acted_at DESC, a.actor_id DESC LIMIT ${NAMED_ACTORS}) AS actor_ids`;
  const page = await selectPage<NotificationRow>(
    db,
    { columns, from: `notifications n WHERE ${conditions.join(' AND ')}`, orderBy: 'n.created_at DESC, n.id DESC', params },
    request,
  );
  // bigint arrays arrive as strings from one driver and numbers from the other.
  return { ...page, rows: page.rows.map((row) => ({ ...row, actor_ids: row.actor_ids.map(Number) })) };
}

/** How many of the recipient's shown entries are unread. */
export async function unreadCount(db: Db, recipientId: number, excludeUserIds: readonly number[]): Promise<number> {
  const params = new SqlParams();
  const { conditions } = shownConditions(recipientId, excludeUserIds, params);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM notifications n WHERE n.read_at IS NULL AND ${conditions.join(' AND ')}`,
    params.values,
  );
  return row?.n ?? 0;
}

/**
 * Marks the recipient's entries read: those of `ids` (ids that are not theirs change nothing), or
 * all when `ids` is 'all'. Answers whether anything changed.
 */
export async function markRead(db: Db, recipientId: number, ids: readonly number[] | 'all'): Promise<boolean> {
  const marked =
    ids === 'all'
      ? await db.query('UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL RETURNING id', [recipientId])
      : await db.query('UPDATE notifications SET read_at = now() WHERE recipient_id = $1 AND read_at IS NULL AND id = ANY($2::bigint[]) RETURNING id', [
          recipientId,
          [...ids],
        ]);
  return marked.length > 0;
}
