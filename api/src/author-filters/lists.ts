import type { Db } from '../db/client.ts';
import { ValidationError } from '../http/errors.ts';

/** The two lists a reader keeps of authors: the same shape, different effects (see the migration). */
export type AuthorFilterKind = 'block' | 'mute';

const TABLE: Record<AuthorFilterKind, string> = { block: 'blocked_authors', mute: 'muted_authors' };

/** A list holds at most this many authors (the jot lists take at most 500 `exclude_user_ids`). */
export const MAX_FILTERED_AUTHORS = 500;

export const FILTER_MESSAGES = {
  block: { self: 'You cannot block yourself.', expert: 'The expert account cannot be blocked.', full: `You can block at most ${MAX_FILTERED_AUTHORS} authors.` },
  mute: { self: 'You cannot mute yourself.', expert: 'The expert account cannot be muted.', full: `You can mute at most ${MAX_FILTERED_AUTHORS} authors.` },
} as const;

/** The authors on the reader's list, most recently added first. */
export async function listedAuthorIds(db: Db, kind: AuthorFilterKind, userId: number): Promise<number[]> {
  const rows = await db.query<{ author_id: number }>(
    `SELECT author_id FROM ${TABLE[kind]} WHERE user_id = $1 ORDER BY created_at DESC, author_id DESC`,
    [userId],
  );
  return rows.map((r) => r.author_id);
}

/**
 * Puts the author on the list (once: adding again changes nothing). Oneself and the expert account
 * are refused with a 422 on `user_id`; a full list too.
 */
export async function addAuthor(db: Db, kind: AuthorFilterKind, userId: number, author: { id: number; is_expert: boolean }): Promise<void> {
  const messages = FILTER_MESSAGES[kind];
  if (author.id === userId) throw new ValidationError({ user_id: [messages.self] });
  if (author.is_expert) throw new ValidationError({ user_id: [messages.expert] });
  await db.transaction(async (tx) => {
    // Serializes one reader's additions, so racing requests cannot pass the cap together.
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [row] = await tx.query<{ n: number; listed: boolean }>(
      `SELECT count(*)::int AS n, bool_or(author_id = $2) AS listed FROM ${TABLE[kind]} WHERE user_id = $1`,
      [userId, author.id],
    );
    if (row?.listed) return;
    if ((row?.n ?? 0) >= MAX_FILTERED_AUTHORS) throw new ValidationError({ user_id: [messages.full] });
    await tx.query(`INSERT INTO ${TABLE[kind]} (user_id, author_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, author.id]);
  });
}

/** Takes the author off the list; nothing to undo is no error. */
export async function removeAuthor(db: Db, kind: AuthorFilterKind, userId: number, authorId: number): Promise<void> {
  await db.query(`DELETE FROM ${TABLE[kind]} WHERE user_id = $1 AND author_id = $2`, [userId, authorId]);
}

/**
 * Adds a device's block list to the account's (on sign-in): every id that names another user who
 * is not the expert joins, in the order given (the device's oldest first), up to the cap; unknown
 * ids, oneself and the expert are skipped, not refused, since a device list may be stale.
 */
export async function mergeBlockedAuthors(db: Db, userId: number, authorIds: readonly number[]): Promise<void> {
  if (authorIds.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    await tx.query(
      `INSERT INTO blocked_authors (user_id, author_id, created_at)
       SELECT $1, u.id, now() + make_interval(secs => given.ord / 1000.0)
         FROM unnest($2::bigint[]) WITH ORDINALITY AS given(id, ord)
         JOIN users u ON u.id = given.id AND NOT u.is_expert AND u.id <> $1
        WHERE given.ord <= $3 - (SELECT count(*) FROM blocked_authors WHERE user_id = $1)
       ON CONFLICT DO NOTHING`,
      [userId, authorIds, MAX_FILTERED_AUTHORS],
    );
  });
}
