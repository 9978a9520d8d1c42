import { COLLECTION_FIELDS, COLLECTION_ITEM_FIELDS, type CollectionItemOrder, type CollectionItemStatus } from '../contract/resources.ts';
import type { Db } from '../db/client.ts';
import type { CollectionItemsTable, CollectionsTable } from '../db/rows.generated.ts';
import { columnsOf, selectPage, SqlParams } from '../db/sql.ts';
import type { PageRequest } from '../http/envelope.ts';
import { keyAsId } from '../http/lookup.ts';
import type { Direction } from '../http/query.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from '../resources/visibility.ts';

/** A collection as its statements read it: its columns and the viewer's relation to it. */
export type CollectionRow = Pick<CollectionsTable, (typeof COLLECTION_FIELDS)[number]> & {
  is_following: boolean;
  /** Only when a jot was asked about (`?jot_id=`). */
  has_jot?: boolean;
};

/** An entry with what the owner alone sees (status, note): the presenter decides who gets them. */
export type CollectionItemRow = Pick<CollectionItemsTable, (typeof COLLECTION_ITEM_FIELDS)[number] | 'status' | 'note'>;

/** `{id}` of the collection routes: a numeric id, or `default`, the viewer's Saved collection. */
export type CollectionKey = number | 'default';

export function collectionKey(raw: string): CollectionKey | null {
  return raw === 'default' ? 'default' : keyAsId(raw);
}

export interface CollectionReading {
  /** The viewer (is_following); null for visitors. */
  viewerId: number | null;
  /** A jot to say `has_jot` of. */
  jotId?: number | undefined;
}

/** The columns of a collection row, the viewer's follow and `has_jot` read in the same statement. */
function collectionColumns(params: SqlParams, reading: CollectionReading): string {
  const following =
    reading.viewerId === null
      ? 'false'
      : `EXISTS (SELECT 1 FROM collection_follows cf WHERE cf.collection_id = c.id AND cf.user_id = ${params.add(reading.viewerId)})`;
  const hasJot =
    reading.jotId === undefined
      ? ''
      : `, EXISTS (SELECT 1 FROM collection_items ci WHERE ci.collection_id = c.id AND ci.jot_id = ${params.add(reading.jotId)}) AS has_jot`;
  return `${columnsOf('c', COLLECTION_FIELDS)}, ${following} AS is_following${hasJot}`;
}

/**
 * The collection `key` names, whoever owns it (the routes decide who may see it); `default` is the
 * viewer's own default collection (none for a visitor).
 */
export async function findCollection(db: Db, key: CollectionKey, reading: CollectionReading): Promise<CollectionRow | undefined> {
  if (key === 'default' && reading.viewerId === null) return undefined;
  const params = new SqlParams();
  const columns = collectionColumns(params, reading);
  const where = key === 'default' ? `c.user_id = ${params.add(reading.viewerId)} AND c.is_default` : `c.id = ${params.add(key)}`;
  const [row] = await db.query<CollectionRow>(`SELECT ${columns} FROM collections c WHERE ${where}`, params.values);
  return row;
}

/** The viewer's own collections: the default one first, then the most recently changed. */
export function ownCollectionPage(db: Db, userId: number, reading: CollectionReading, request: PageRequest) {
  const params = new SqlParams();
  const columns = collectionColumns(params, reading);
  return selectPage<CollectionRow>(
    db,
    {
      columns,
      from: `collections c WHERE c.user_id = ${params.add(userId)}`,
      orderBy: 'c.is_default DESC, c.updated_at DESC, c.id DESC',
      params,
    },
    request,
  );
}

/** A user's public collections, the most recently changed first (anyone may read them). */
export function publicCollectionPage(db: Db, userId: number, reading: CollectionReading, request: PageRequest) {
  const params = new SqlParams();
  const columns = collectionColumns(params, reading);
  return selectPage<CollectionRow>(
    db,
    {
      columns,
      from: `collections c WHERE c.user_id = ${params.add(userId)} AND c.is_public`,
      orderBy: 'c.updated_at DESC, c.id DESC',
      params,
    },
    request,
  );
}

export interface ItemFilter {
  collectionId: number;
  /** The viewer owns the collection: entries of deleted jots are shown, statuses filter, notes match. */
  owner: boolean;
  /** Whose muted authors' jots are left out (the signed-in viewer, as in the feeds); null for visitors. */
  viewerId: number | null;
  status?: CollectionItemStatus | undefined;
  /** Case-insensitive text in the jot's title, or in the entry's note for the owner. */
  q?: string | undefined;
  /** The reader's block list (the device's, as the jot lists take it): their jots are left out. */
  excludeUserIds?: readonly number[] | undefined;
}

/**
 * The entries a viewer is shown, as the jot lists show jots: the jot visible (its pod and
 * container active, not held for review), its author neither excluded (the expert account never
 * is) nor muted by the viewer; the owner also sees the entries whose jot was deleted.
 */
function itemConditions(filter: ItemFilter, params: SqlParams): string[] {
  const jotShown = [
    'j.held_at IS NULL',
    `EXISTS (SELECT 1 FROM list_items li JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER}
       WHERE li.id = j.list_item_id AND ${VISIBLE_POD})`,
  ];
  const excluded = filter.excludeUserIds ?? [];
  if (excluded.length > 0) {
    jotShown.push(`(j.user_id <> ALL(${params.add([...excluded])}::bigint[])
      OR EXISTS (SELECT 1 FROM users u WHERE u.id = j.user_id AND u.is_expert))`);
  }
  // The viewer's muted authors read once for the statement (an InitPlan), not probed per entry:
  // a 5,000-entry collection is filtered whole to count it.
  if (filter.viewerId !== null) {
    jotShown.push(`j.user_id <> ALL(ARRAY(SELECT ma.author_id FROM muted_authors ma WHERE ma.user_id = ${params.add(filter.viewerId)}))`);
  }
  const shown = `(${jotShown.join(' AND ')})`;
  const conditions = [`ci.collection_id = ${params.add(filter.collectionId)}`, filter.owner ? `(ci.jot_id IS NULL OR ${shown})` : `ci.jot_id IS NOT NULL AND ${shown}`];
  if (filter.owner && filter.status !== undefined) conditions.push(`ci.status = ${params.add(filter.status)}`);
  if (filter.q !== undefined) {
    const q = params.add(filter.q.toLowerCase());
    const inTitle = `strpos(lower(coalesce(j.name, '')), ${q}) > 0`;
    conditions.push(filter.owner ? `(${inTitle} OR strpos(lower(ci.note), ${q}) > 0)` : inTitle);
  }
  return conditions;
}

/** ORDER BY of an entry page over `shown` (below); the entry id breaks ties, so pages never overlap. */
function itemOrder(by: CollectionItemOrder, dir: Direction): string {
  const sqlDir = dir === 'asc' ? 'ASC' : 'DESC';
  if (by === 'rank') return `s.rank ${sqlDir}`;
  if (by === 'created_at') return `s.created_at ${sqlDir}, s.id ${sqlDir}`;
  // Entries of deleted jots (the owner's) have no length: last either way.
  return `s.reading_seconds ${sqlDir} NULLS LAST, s.id ${sqlDir}`;
}

/**
 * A page of the collection's entries with the total, in one statement that decides once which
 * entries are shown (a collection holds at most 5,000) and both counts and pages them; a page
 * past the end still answers the total (one row without an entry).
 */
export async function itemPage(
  db: Db,
  filter: ItemFilter,
  order: { by: CollectionItemOrder; dir: Direction },
  request: PageRequest,
): Promise<{ rows: CollectionItemRow[]; total: number }> {
  const params = new SqlParams();
  const conditions = itemConditions(filter, params);
  const fields = [...COLLECTION_ITEM_FIELDS, 'status', 'note'];
  const limit = params.add(request.size);
  const offset = params.add((request.page - 1) * request.size);
  const found = await db.query<CollectionItemRow & { total: number; id: number | null }>(
    `WITH shown AS MATERIALIZED (
       SELECT ${columnsOf('ci', fields)}, j.reading_seconds
         FROM collection_items ci LEFT JOIN jots j ON j.id = ci.jot_id
        WHERE ${conditions.join(' AND ')})
     SELECT t.total, ${columnsOf('p', fields)}
       FROM (SELECT count(*)::int AS total FROM shown) t
       LEFT JOIN LATERAL (SELECT * FROM shown s ORDER BY ${itemOrder(order.by, order.dir)} LIMIT ${limit} OFFSET ${offset}) p ON true`,
    params.values,
  );
  const total = found[0]?.total ?? 0;
  const rows = found.filter((row) => row.id !== null).map(({ total: _, ...row }) => row as CollectionItemRow);
  return { rows, total };
}

/** The entry `itemId` of the collection (null when it is another collection's or none). */
export async function findItem(db: Db, collectionId: number, itemId: number): Promise<CollectionItemRow | undefined> {
  const [row] = await db.query<CollectionItemRow>(
    `SELECT ${columnsOf('ci', COLLECTION_ITEM_FIELDS)}, ci.status, ci.note FROM collection_items ci WHERE ci.id = $1 AND ci.collection_id = $2`,
    [itemId, collectionId],
  );
  return row;
}
