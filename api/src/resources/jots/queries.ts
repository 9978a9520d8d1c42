import { mutedByCondition } from '../../author-filters/muted.ts';
import type { Db } from '../../db/client.ts';
import { columnsOf, orderClause, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import { keyAsId } from '../../http/lookup.ts';
import type { Direction } from '../../http/query.ts';
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
  };

export type JotImageRow = Pick<JotImagesTable, (typeof JOT_IMAGE_FIELDS)[number] | 'path'> & {
  jot_id: number;
  renditions: RenditionRecord[];
};

const COLUMNS = `${columnsOf('j', JOT_FIELDS)}, li.section_id, s.pod_id, p.container_id,
  u.avatar AS user_avatar, p.topic_profile_image AS pod_topic_profile_image`;
/** A jot held for review (reported by three readers) is hidden everywhere until it is reviewed. */
const NOT_HELD = 'j.held_at IS NULL';

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
}

function filterConditions(filter: JotFilter, params: SqlParams): FilterSql {
  const onPlace: string[] = [];
  const onJot: string[] = [];
  if (filter.podId !== undefined) onPlace.push(`s.pod_id = ${params.add(filter.podId)}`);
  if (filter.listItemId !== undefined) onJot.push(`j.list_item_id = ${params.add(filter.listItemId)}`);
  if (filter.userId !== undefined) onJot.push(`j.user_id = ${params.add(filter.userId)}`);
  if (filter.level !== undefined) onJot.push(`j.level = ${params.add(filter.level)}`);
  const excluded = filter.excludeUserIds ?? [];
  if (excluded.length > 0) onJot.push(`(u.is_expert OR j.user_id <> ALL(${params.add(excluded)}::bigint[]))`);
  if (filter.mutedBy !== undefined) onJot.push(mutedByCondition('j.user_id', params.add(filter.mutedBy)));
  return { onPlace, onJot, readsAuthor: excluded.length > 0 };
}

/**
 * The same jots as FROM_VISIBLE with the filter, for counting them (page totals, authors' jot
 * counts): jots whose list item is in a visible place, a semi-join on the visible list items' ids
 * rather than joining every jot up its chain and to its author. Measured on the demo data: a
 * quarter of the time on PGlite; on the large data on PostgreSQL 258 ms instead of 358 ms.
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
  return selectPage<JotRow>(
    db,
    { columns: COLUMNS, from, countFrom: countableJots(conditions), orderBy: orderClause(`j.${order.by}`, order.dir, 'j.id'), params },
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
    { columns: COLUMNS, from: where.join(' AND '), orderBy: orderClause('lk.created_at', dir, 'j.id'), params },
    request,
  );
}

/** Visible jots per author (users' jots_count), in one grouped query. */
export async function visibleJotCounts(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ user_id: number; n: number }>(
    `SELECT j.user_id, count(*)::int AS n FROM ${countableJots({ onPlace: [], onJot: ['j.user_id = ANY($1::bigint[])'], readsAuthor: false })}
      GROUP BY j.user_id`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.user_id, r.n]));
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
    `SELECT * FROM (
       SELECT ${COLUMNS}, row_number() OVER (PARTITION BY j.list_item_id ORDER BY j.created_at DESC, j.id DESC) AS rank
       FROM ${FROM_VISIBLE} AND j.list_item_id = ANY($1::bigint[])
     ) ranked WHERE rank <= $2 ORDER BY list_item_id, rank`,
    [listItemIds, limit],
  );
}

export function imagesOfJots(db: Db, jotIds: readonly number[]): Promise<JotImageRow[]> {
  if (jotIds.length === 0) return Promise.resolve([]);
  return db.query<JotImageRow>(
    `SELECT ${columnsOf('i', JOT_IMAGE_FIELDS)}, i.path, i.jot_id, i.renditions FROM jot_images i
      WHERE i.jot_id = ANY($1::bigint[]) ORDER BY i.jot_id, i.order_column, i.id`,
    [jotIds],
  );
}

/** The subset of jotIds the viewer has liked. */
export async function likedBy(db: Db, userId: number, jotIds: readonly number[]): Promise<Set<number>> {
  if (jotIds.length === 0) return new Set();
  const rows = await db.query<{ jot_id: number }>('SELECT jot_id FROM likes WHERE user_id = $1 AND jot_id = ANY($2::bigint[])', [
    userId,
    jotIds,
  ]);
  return new Set(rows.map((r) => r.jot_id));
}
