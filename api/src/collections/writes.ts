import { COLLECTION_LIMITS } from '../contract/resources.ts';
import type { Db } from '../db/client.ts';
import { NotFoundError } from '../http/errors.ts';
import type { CollectionItemRow } from './queries.ts';
import { rankBefore, rankBetween } from './rank.ts';
import { COLLECTION_MESSAGES, fail, type CollectionValues, type ItemValues } from './rules.ts';

/**
 * The writes of collections, each one transaction. item_count and follower_count are kept by the
 * database's triggers (migration 0019) in the same transaction as the rows they count. Writes
 * that must not pass a limit or must not clash on a rank lock the row that owns what they count
 * first (the user for their collections, the collection for its entries), so racing requests
 * take turns instead of passing the limit together or making the same rank twice.
 */

/** A new collection of the user's; 422 past the limit. */
export function createCollection(db: Db, userId: number, values: CollectionValues): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId]);
    const [count] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM collections WHERE user_id = $1', [userId]);
    if ((count?.n ?? 0) >= COLLECTION_LIMITS.maxCollections) fail('collections', COLLECTION_MESSAGES.tooManyCollections);
    const [row] = await tx.query<{ id: number }>(
      'INSERT INTO collections (user_id, name, description, is_public) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, values.name ?? '', values.description ?? '', values.isPublic ?? false],
    );
    return row!.id;
  });
}

/**
 * Changes what was sent. Made private, a collection loses its followers there and then (quietly:
 * nobody is told), so follower_count is 0 again; the default collection cannot be made public.
 */
export async function updateCollection(db: Db, collection: { id: number; is_default: boolean }, values: CollectionValues): Promise<void> {
  if (collection.is_default && values.isPublic === true) fail('is_public', COLLECTION_MESSAGES.defaultPrivate);
  await db.transaction(async (tx) => {
    await tx.query(
      `UPDATE collections SET name = coalesce($2, name), description = coalesce($3, description), is_public = coalesce($4, is_public),
         updated_at = now()
       WHERE id = $1`,
      [collection.id, values.name ?? null, values.description ?? null, values.isPublic ?? null],
    );
    if (values.isPublic === false) await tx.query('DELETE FROM collection_follows WHERE collection_id = $1', [collection.id]);
  });
}

/** Deletes a collection with its entries and follows; the default one is refused. */
export async function deleteCollection(db: Db, collection: { id: number; is_default: boolean }): Promise<void> {
  if (collection.is_default) fail('collection', COLLECTION_MESSAGES.defaultNotDeletable);
  await db.query('DELETE FROM collections WHERE id = $1 AND NOT is_default', [collection.id]);
}

/**
 * Saves a jot in the collection, first in the manual order. 422 when it is there already or the
 * collection is full; the Jot 404 when the jot went meanwhile.
 */
export function addItem(db: Db, collection: { id: number; user_id: number }, jotId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<{ item_count: number }>('SELECT item_count FROM collections WHERE id = $1 FOR UPDATE', [collection.id]);
    if (!locked) throw new NotFoundError('Collection', String(collection.id));
    const held = await tx.query('SELECT 1 FROM collection_items WHERE collection_id = $1 AND jot_id = $2', [collection.id, jotId]);
    if (held.length > 0) fail('jot_id', COLLECTION_MESSAGES.alreadyHeld);
    if (locked.item_count >= COLLECTION_LIMITS.maxItems) fail('jot_id', COLLECTION_MESSAGES.full);
    const [first] = await tx.query<{ rank: string }>('SELECT rank FROM collection_items WHERE collection_id = $1 ORDER BY rank LIMIT 1', [
      collection.id,
    ]);
    // From the jot's row: a jot deleted since it was looked up inserts nothing (and one being
    // deleted waits for this insert's key lock, then takes the entry along or keeps it by its note).
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO collection_items (collection_id, user_id, jot_id, rank)
       SELECT $1, $2, j.id, $4 FROM jots j WHERE j.id = $3
       RETURNING id`,
      [collection.id, collection.user_id, jotId, rankBefore(first?.rank ?? null)],
    );
    if (!row) throw new NotFoundError('Jot', String(jotId));
    await tx.query('UPDATE collections SET updated_at = now() WHERE id = $1', [collection.id]);
    return row.id;
  });
}

/** The owner's status and note of an entry. */
export async function updateItem(db: Db, itemId: number, values: ItemValues): Promise<void> {
  await db.query('UPDATE collection_items SET status = coalesce($2, status), note = coalesce($3, note), updated_at = now() WHERE id = $1', [
    itemId,
    values.status ?? null,
    values.note ?? null,
  ]);
}

/** Deletes the entry; whether there was one. */
export function deleteItem(db: Db, collectionId: number, itemId: number): Promise<boolean> {
  return removeItems(db, collectionId, 'id', itemId);
}

/** Takes the jot out of the collection (unsave); whether it was there. */
export function deleteItemOfJot(db: Db, collectionId: number, jotId: number): Promise<boolean> {
  return removeItems(db, collectionId, 'jot_id', jotId);
}

function removeItems(db: Db, collectionId: number, column: 'id' | 'jot_id', value: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx.query(`DELETE FROM collection_items WHERE collection_id = $1 AND ${column} = $2 RETURNING id`, [collectionId, value]);
    if (deleted.length === 0) return false;
    await tx.query('UPDATE collections SET updated_at = now() WHERE id = $1', [collectionId]);
    return true;
  });
}

/**
 * Puts the entry right after `afterItemId` (another entry of the collection; null: first). One
 * row changes, the entry's own: its new rank lies between its new neighbours'. Already there,
 * nothing is written. 422 on `after_item_id` when that is no entry of this collection.
 */
export function moveItem(db: Db, collectionId: number, item: Pick<CollectionItemRow, 'id'>, afterItemId: number | null): Promise<void> {
  return db.transaction(async (tx) => {
    // Ranks are made under the collection's lock: two moves cannot make the same key.
    await tx.query('SELECT 1 FROM collections WHERE id = $1 FOR UPDATE', [collectionId]);
    if (afterItemId === item.id) return;
    let before: string | null = null;
    if (afterItemId !== null) {
      const [after] = await tx.query<{ rank: string }>('SELECT rank FROM collection_items WHERE id = $1 AND collection_id = $2', [
        afterItemId,
        collectionId,
      ]);
      if (!after) fail('after_item_id', COLLECTION_MESSAGES.afterItem);
      before = after!.rank;
    }
    const [current] = await tx.query<{ rank: string }>('SELECT rank FROM collection_items WHERE id = $1', [item.id]);
    const [next] =
      before === null
        ? await tx.query<{ rank: string }>('SELECT rank FROM collection_items WHERE collection_id = $1 AND id <> $2 ORDER BY rank LIMIT 1', [
            collectionId,
            item.id,
          ])
        : await tx.query<{ rank: string }>(
            'SELECT rank FROM collection_items WHERE collection_id = $1 AND id <> $2 AND rank > $3 ORDER BY rank LIMIT 1',
            [collectionId, item.id, before],
          );
    if (!current) return;
    const after = next?.rank ?? null;
    // Byte order, as the column's collation compares (ranks are ASCII).
    if ((before === null || current.rank > before) && (after === null || current.rank < after)) return;
    await tx.query('UPDATE collection_items SET rank = $2, updated_at = now() WHERE id = $1', [item.id, rankBetween(before, after)]);
  });
}

/**
 * The viewer follows a public collection of someone else's (once: again changes nothing). The
 * collection's row is locked first: a collection being made private meanwhile is waited for, and
 * then it is private (the Collection 404), so no follow outlives its privacy; and racing follows
 * take turns for the follower_count update their insert's trigger makes (with a shared lock each
 * would hold it while waiting for the others' to update the row: a deadlock).
 */
export function followCollection(db: Db, viewerId: number, collectionId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number; is_public: boolean }>('SELECT user_id, is_public FROM collections WHERE id = $1 FOR UPDATE', [
      collectionId,
    ]);
    if (row?.user_id === viewerId) fail('collection', COLLECTION_MESSAGES.followOwn);
    if (!row?.is_public) throw new NotFoundError('Collection', String(collectionId));
    await tx.query('INSERT INTO collection_follows (user_id, collection_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [viewerId, collectionId]);
  });
}

/** The viewer stops following the collection (not following is no error). */
export async function unfollowCollection(db: Db, viewerId: number, collectionId: number): Promise<void> {
  await db.query('DELETE FROM collection_follows WHERE user_id = $1 AND collection_id = $2', [viewerId, collectionId]);
}
