import { COLLECTION_FIELDS, COLLECTION_ITEM_FIELDS, type CollectionItemJson, type CollectionJson, type JotJson } from '../contract/resources.ts';
import { jsonFields } from '../contract/json.ts';
import { indexBy, unique } from '../db/sql.ts';
import type { ReadContext } from '../resources/context.ts';
import { jotsByIds } from '../resources/jots/queries.ts';
import { presentJots, type JotInclude } from '../resources/relations.ts';
import { presentUsers } from '../resources/users/present.ts';
import { usersByIds } from '../resources/users/queries.ts';
import type { CollectionItemRow, CollectionRow } from './queries.ts';

export type CollectionInclude = 'user';
export const COLLECTION_INCLUDES: readonly CollectionInclude[] = ['user'];

export type CollectionItemInclude = 'jot';
export const COLLECTION_ITEM_INCLUDES: readonly CollectionItemInclude[] = ['jot'];

/** Collections as JSON; `include=user` adds their owners (one statement for all). */
export async function presentCollections(
  ctx: ReadContext,
  rows: readonly CollectionRow[],
  include: ReadonlySet<CollectionInclude>,
): Promise<CollectionJson[]> {
  const users = include.has('user') ? await usersByIds(ctx.db, unique(rows.map((r) => r.user_id))).then((u) => presentUsers(ctx, u)) : undefined;
  const userById = indexBy(users ?? [], (u) => u.id);
  return rows.map((row) => {
    const json: CollectionJson = { ...jsonFields(row, COLLECTION_FIELDS), is_following: row.is_following };
    if (row.has_jot !== undefined) json.has_jot = row.has_jot;
    const user = userById.get(row.user_id);
    if (user) json.user = user;
    return json;
  });
}

/**
 * Entries as JSON: status and note only for the collection's owner (null for anyone else);
 * `include=jot` adds each jot as the jot lists present it (has_liked, has_saved, images), read
 * for the whole page at once, and null for an entry whose jot was deleted.
 */
const JOT_WITH_AUTHOR: ReadonlySet<JotInclude> = new Set(['user']);

export async function presentItems(
  ctx: ReadContext,
  rows: readonly CollectionItemRow[],
  owner: boolean,
  include: ReadonlySet<CollectionItemInclude>,
): Promise<CollectionItemJson[]> {
  let jotById: Map<number, JotJson> | undefined;
  if (include.has('jot')) {
    const jotRows = await jotsByIds(ctx.db, unique(rows.map((r) => r.jot_id)));
    // With their authors: entries are shown as jot cards, which name theirs.
    jotById = indexBy(await presentJots(ctx, jotRows, JOT_WITH_AUTHOR), (j) => j.id);
  }
  return rows.map((row) => {
    const json: CollectionItemJson = {
      ...jsonFields(row, COLLECTION_ITEM_FIELDS),
      status: owner ? row.status : null,
      note: owner ? row.note : null,
    };
    if (jotById) json.jot = row.jot_id === null ? null : (jotById.get(row.jot_id) ?? null);
    return json;
  });
}
