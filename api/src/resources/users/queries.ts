import type { Db } from '../../db/client.ts';
import { columnsOf, selectPage, SqlParams } from '../../db/sql.ts';
import type { PageRequest } from '../../http/envelope.ts';
import type { RenditionRecord } from '../../images/stored-image.ts';
import { OWN_USER_FIELDS, USER_FIELDS } from '../../contract/resources.ts';
import type { UsersTable } from '../../db/rows.generated.ts';

/** The public profile's columns and those only its owner sees. */
export type UserRow = Pick<UsersTable, (typeof USER_FIELDS)[number] | (typeof OWN_USER_FIELDS)[number]> & {
  /** The avatar's smaller copies (uploaded avatars; seed avatars are vector). */
  avatar_renditions: RenditionRecord[];
};

const COLUMNS = `${columnsOf('u', [...USER_FIELDS, ...OWN_USER_FIELDS])}, u.avatar_renditions`;

export function userPage(db: Db, request: PageRequest) {
  return selectPage<UserRow>(db, { columns: COLUMNS, from: 'users u', orderBy: 'u.id', params: new SqlParams() }, request);
}

/** The users `followerId` follows, ordered by when they were followed (then id). */
export function followedUserPage(db: Db, followerId: number, dir: 'asc' | 'desc', request: PageRequest) {
  const params = new SqlParams();
  const from = `follows f JOIN users u ON u.id = f.followed_id WHERE f.follower_id = ${params.add(followerId)}`;
  const sqlDir = dir === 'asc' ? 'ASC' : 'DESC';
  return selectPage<UserRow>(db, { columns: COLUMNS, from, orderBy: `f.created_at ${sqlDir}, u.id ${sqlDir}`, params }, request);
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

export interface FollowCounts {
  followers: number;
  following: number;
}

/** Followers and followees of each user, in one query (both counts are index-only on follows). */
export async function followCounts(db: Db, userIds: readonly number[]): Promise<Map<number, FollowCounts>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ id: number; followers: number; following: number }>(
    `SELECT x.id,
            (SELECT count(*) FROM follows f WHERE f.followed_id = x.id)::int AS followers,
            (SELECT count(*) FROM follows f WHERE f.follower_id = x.id)::int AS following
       FROM unnest($1::bigint[]) AS x(id)`,
    [userIds],
  );
  return new Map(rows.map((r) => [r.id, { followers: r.followers, following: r.following }]));
}

export async function defaultPodOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.query<{ default_pod_id: number | null }>('SELECT default_pod_id FROM users WHERE id = $1', [userId]);
  return row?.default_pod_id ?? null;
}
