import { mutedByCondition } from '../../author-filters/muted.ts';
import type { Db } from '../../db/client.ts';
import { columnsOf, orderClause, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { keyAsId } from '../../http/lookup.ts';
import type { Direction } from '../../http/query.ts';
import { talliedJots, type TallyFilter } from '../jot-tallies.ts';
import { SECTION_TO_CONTAINER, VISIBLE_POD } from '../visibility.ts';
import type { RenditionRecord } from '../../images/stored-image.ts';
import { JOT_FIELDS, JOT_IMAGE_FIELDS, type JotContentType } from '../../contract/resources.ts';
import type { JotImagesTable, JotsTable, ListItemsTable, PodsTable, SectionsTable, UsersTable } from '../../db/rows.generated.ts';

export type ContentType = JotContentType;

/** A jot's columns, where it sits (section, pod, container), and the images its card shows. */
export type JotRow = Pick<JotsTable, (typeof JOT_FIELDS)[number]> &
  Pick<ListItemsTable, 'section_id'> &
  Pick<SectionsTable, 'pod_id'> &
  Pick<PodsTable, 'container_id'> & {
    /** The author's avatar path (jot.avatar). */
    user_avatar: UsersTable['avatar'];
    /** Its pod's profile image path (jot.topic_profile_image). */
    pod_topic_profile_image: PodsTable['topic_profile_image'];
    /** The images its card shows, in their order. */
    images: JotImageRow[];
  };

export type JotImageRow = Pick<JotImagesTable, (typeof JOT_IMAGE_FIELDS)[number] | 'path'> & {
  renditions: RenditionRecord[];
};

const PLACE_COLUMNS = `${columnsOf('j', JOT_FIELDS)}, li.section_id, s.pod_id, p.container_id,
  u.avatar AS user_avatar, p.topic_profile_image AS pod_topic_profile_image`;
/** A jot held for review (reported by three readers) is hidden everywhere until it is reviewed. */
const NOT_HELD = 'j.held_at IS NULL';


/**
 * The images of the jot `jot` (an alias) as one JSON array, in the same statement as the jot
 * rather than a statement of its own: on PGlite every statement costs its own trip through the
 * engine on the api's event loop.
 */
function imagesOf(jot: string): string {
  const fields = [...JOT_IMAGE_FIELDS, 'path', 'renditions'].map((field) => `'${field}', i.${field}`).join(', ');
  return `(SELECT coalesce(json_agg(json_build_object(${fields}) ORDER BY i.order_column, i.id), '[]'::json)
    FROM jot_images i WHERE i.jot_id = ${jot}.id) AS images`;
}

const COLUMNS = `${PLACE_COLUMNS}, ${imagesOf('j')}`;
const FROM_VISIBLE = `jots j
  JOIN users u ON u.id = j.user_id
  JOIN list_items li ON li.id = j.list_item_id
  JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER}
  WHERE ${VISIBLE_POD} AND ${NOT_HELD}`;

export const JOT_ORDER_COLUMNS = ['created_at', 'like_count', 'trending_score', 'name', 'id'] as const;
export type JotOrder = (typeof JOT_ORDER_COLUMNS)[number];

export interface JotFilter {
  podId?: number | undefined;
  listItemId?: number | undefined;
  userId?: number | undefined;
  /** The level a jot was written at (My Jots filter). */
  level?: number | undefined;
  /**
   * Authors on the reader's block list: their jots are left out before paging, so pages stay full
   * and totals right. The built-in expert account cannot be blocked, so it is never left out.
   */
  excludeUserIds?: readonly number[] | undefined;
  /** The signed-in reader whose muted authors' jots are left out (feeds, lists; never a jot page). */
  mutedBy?: number | undefined;
}

/** The WHERE conditions of a filter: on the jot's place (`s`), and on the jot and its author (`j`, `u`). */
interface FilterSql {
  onPlace: string[];
  onJot: string[];
  /** The conditions read the author's row (`u`). */
  readsAuthor: boolean;
  /**
   * The same filter for the tallies, with the same parameters; null when the tallies cannot
   * answer it (a list item or a level is finer than a tally).
   */
  tally: TallyFilter | null;
}

function filterConditions(filter: JotFilter, params: SqlParams): FilterSql {
  const onPlace: string[] = [];
  const onJot: string[] = [];
  const tally: TallyFilter = {};
  let tallied = true;
  if (filter.podId !== undefined) {
    tally.podId = params.add(filter.podId);
    onPlace.push(`s.pod_id = ${tally.podId}`);
  }
  if (filter.listItemId !== undefined) {
    onJot.push(`j.list_item_id = ${params.add(filter.listItemId)}`);
    tallied = false;
  }
  if (filter.userId !== undefined) {
    tally.userId = params.add(filter.userId);
    onJot.push(`j.user_id = ${tally.userId}`);
  }
  if (filter.level !== undefined) {
    onJot.push(`j.level = ${params.add(filter.level)}`);
    tallied = false;
  }
  const excluded = filter.excludeUserIds ?? [];
  if (excluded.length > 0) {
    tally.excludedUserIds = params.add(excluded);
    onJot.push(`(u.is_expert OR j.user_id <> ALL(${tally.excludedUserIds}::bigint[]))`);
  }
  if (filter.mutedBy !== undefined) {
    tally.mutedBy = params.add(filter.mutedBy);
    onJot.push(mutedByCondition('j.user_id', tally.mutedBy));
  }
  return { onPlace, onJot, readsAuthor: excluded.length > 0, tally: tallied ? tally : null };
}

/**
 * The same jots as FROM_VISIBLE with the filter, for counting them where the tallies cannot:
 * jots whose list item is in a visible place, a semi-join on the visible list items' ids rather
 * than joining every jot up its chain and to its author (a list item's jots, an author's jots at
 * one level: both read through an index on the jots).
 */
function countableJots(conditions: FilterSql): string {
  const visibleListItems = `SELECT li.id FROM list_items li JOIN sections s ON s.id = li.section_id ${SECTION_TO_CONTAINER}
    WHERE ${[VISIBLE_POD, ...conditions.onPlace].join(' AND ')}`;
  const author = conditions.readsAuthor ? ' JOIN users u ON u.id = j.user_id' : '';
  return [`jots j${author} WHERE j.list_item_id IN (${visibleListItems})`, NOT_HELD, ...conditions.onJot].join(' AND ');
}

export function jotPage(db: Db, filter: JotFilter, order: { by: JotOrder; dir: Direction }, request: PageRequest) {
  const params = new SqlParams();
  const conditions = filterConditions(filter, params);
  const from = [FROM_VISIBLE, ...conditions.onPlace, ...conditions.onJot].join(' AND ');
  const total = conditions.tally ? { total: talliedJots(conditions.tally) } : { countFrom: countableJots(conditions) };
  return selectPage<JotRow>(
    db,
    { columns: PLACE_COLUMNS, pageColumns: imagesOf('page'), from, ...total, orderBy: orderClause(`j.${order.by}`, order.dir, 'j.id'), params },
    request,
  );
}

/** The jots a user liked (Inspired Jots), ordered by when they were liked. */
export function likedJotPage(db: Db, userId: number, filter: JotFilter, dir: Direction, request: PageRequest) {
  const params = new SqlParams();
  // The comma join keeps FROM_VISIBLE's JOIN chain bound to jots; the like ties them together.
  const { onPlace, onJot } = filterConditions(filter, params);
  const where = [`likes lk, ${FROM_VISIBLE}`, `lk.jot_id = j.id`, `lk.user_id = ${params.add(userId)}`, ...onPlace, ...onJot];
  return selectPage<JotRow>(
    db,
    { columns: PLACE_COLUMNS, pageColumns: imagesOf('page'), from: where.join(' AND '), orderBy: orderClause('lk.created_at', dir, 'j.id'), params },
    request,
  );
}

export function jotsByIds(db: Db, ids: readonly number[]): Promise<JotRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<JotRow>(`SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND j.id = ANY($1::bigint[]) ORDER BY j.id`, [ids]);
}

export async function findJot(db: Db, key: string): Promise<JotRow | undefined> {
  const [row] = await db.query<JotRow>(
    `SELECT ${COLUMNS} FROM ${FROM_VISIBLE} AND (j.id = $1 OR j.slug = $2) ORDER BY (j.id = $1) DESC NULLS LAST LIMIT 1`,
    [keyAsId(key), key],
  );
  return row;
}

/** The newest `limit` jots of each list item, in one windowed query (list-items?include=jots). */
export function latestJotsOfListItems(db: Db, listItemIds: readonly number[], limit: number): Promise<JotRow[]> {
  if (listItemIds.length === 0) return Promise.resolve([]);
  return db.query<JotRow>(
    `SELECT ranked.*, ${imagesOf('ranked')} FROM (
       SELECT ${PLACE_COLUMNS}, row_number() OVER (PARTITION BY j.list_item_id ORDER BY j.created_at DESC, j.id DESC) AS rank
       FROM ${FROM_VISIBLE} AND j.list_item_id = ANY($1::bigint[])
     ) ranked WHERE rank <= $2 ORDER BY list_item_id, rank`,
    [listItemIds, limit],
  );
}

/** Which of `jotIds` the viewer has liked, and which they have in any of their collections. */
export interface ViewerMarks {
  liked: Set<number>;
  saved: Set<number>;
}

/**
 * The viewer's marks on a page of jots (has_liked, has_saved), both in one statement for the
 * whole page: one index probe per jot in likes and in collection_items (owner, jot).
 */
export async function viewerMarksOf(db: Db, userId: number, jotIds: readonly number[]): Promise<ViewerMarks> {
  const marks: ViewerMarks = { liked: new Set(), saved: new Set() };
  if (jotIds.length === 0) return marks;
  const rows = await db.query<{ jot_id: number; liked: boolean; saved: boolean }>(
    `SELECT ids.jot_id,
       EXISTS (SELECT 1 FROM likes l WHERE l.user_id = $1 AND l.jot_id = ids.jot_id) AS liked,
       EXISTS (SELECT 1 FROM collection_items ci WHERE ci.user_id = $1 AND ci.jot_id = ids.jot_id) AS saved
     FROM unnest($2::bigint[]) AS ids(jot_id)`,
    [userId, jotIds],
  );
  for (const row of rows) {
    if (row.liked) marks.liked.add(row.jot_id);
    if (row.saved) marks.saved.add(row.jot_id);
  }
  return marks;
}
