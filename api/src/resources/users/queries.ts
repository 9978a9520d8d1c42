import type { Db } from '../../db/client.ts';
import { columnsOf, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import type { RenditionRecord } from '../../images/stored-image.ts';
import { OWN_USER_FIELDS, USER_FIELDS } from '../../contract/resources.ts';
import type { UsersTable } from '../../db/rows.generated.ts';
import { visibleJotsOfAuthor } from '../jot-tallies.ts';

/** The public profile's columns and those only its owner sees, with the profile's counts. */
export type UserRow = Pick<UsersTable, (typeof USER_FIELDS)[number] | (typeof OWN_USER_FIELDS)[number]> & {
  /** The avatar's smaller copies (uploaded avatars; seed avatars are vector). */
  avatar_renditions: RenditionRecord[];
  followers_count: number;
  following_count: number;
  /** Visible jots (none under inactive pods or containers). */
  jots_count: number;
};

const PROFILE_COLUMNS = `${columnsOf('u', [...USER_FIELDS, ...OWN_USER_FIELDS])}, u.avatar_renditions`;

/**
 * The counts of the user `user` (an alias), in the same statement as the user: both follow counts
 * are index-only on follows, the jots come from the tallies.
 */
function countsOf(user: string): string {
  return `(SELECT count(*) FROM follows fr WHERE fr.followed_id = ${user}.id)::int AS followers_count,
    (SELECT count(*) FROM follows fg WHERE fg.follower_id = ${user}.id)::int AS following_count,
    ${visibleJotsOfAuthor(`${user}.id`)} AS jots_count`;
}

const COLUMNS = `${PROFILE_COLUMNS}, ${countsOf('u')}`;

export function userPage(db: Db, request: PageRequest) {
  return selectPage<UserRow>(
    db,
    { columns: PROFILE_COLUMNS, pageColumns: countsOf('page'), from: 'users u', orderBy: 'u.id', params: new SqlParams() },
    request,
  );
}

/** The users `followerId` follows, ordered by when they were followed (then id). */
export function followedUserPage(db: Db, followerId: number, dir: 'asc' | 'desc', request: PageRequest) {
  const params = new SqlParams();
  const from = `follows f JOIN users u ON u.id = f.followed_id WHERE f.follower_id = ${params.add(followerId)}`;
  const sqlDir = dir === 'asc' ? 'ASC' : 'DESC';
  return selectPage<UserRow>(
    db,
    { columns: PROFILE_COLUMNS, pageColumns: countsOf('page'), from, orderBy: `f.created_at ${sqlDir}, u.id ${sqlDir}`, params },
    request,
  );
}

/** The users following `followedId`, by when they followed. */
export function followerUserPage(db: Db, followedId: number, dir: 'asc' | 'desc', request: PageRequest) {
  const params = new SqlParams();
  const from = `follows f JOIN users u ON u.id = f.follower_id WHERE f.followed_id = ${params.add(followedId)}`;
  const sqlDir = dir === 'asc' ? 'ASC' : 'DESC';
  return selectPage<UserRow>(db, { columns: COLUMNS, from, orderBy: `f.created_at ${sqlDir}, u.id ${sqlDir}`, params }, request);
}

export function usersByIds(db: Db, ids: readonly number[]): Promise<UserRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.query<UserRow>(`SELECT ${COLUMNS} FROM users u WHERE u.id = ANY($1::bigint[]) ORDER BY u.id`, [ids]);
}

/** The subset of userIds the viewer follows. */
export async function followedBy(db: Db, followerId: number, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db.query<{ followed_id: number }>(
    'SELECT followed_id FROM follows WHERE follower_id = $1 AND followed_id = ANY($2::bigint[])',
    [followerId, userIds],
  );
  return new Set(rows.map((r) => r.followed_id));
}

export async function defaultPodOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.query<{ default_pod_id: number | null }>('SELECT default_pod_id FROM users WHERE id = $1', [userId]);
  return row?.default_pod_id ?? null;
}
