import { OWN_USER_FIELDS, USER_FIELDS, type UserJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import { presentRenditions } from '../../images/stored-image.ts';
import type { ReadContext } from '../context.ts';
import { visibleJotCounts } from '../jots/queries.ts';
import { followCounts, followedBy, type FollowCounts, type UserRow } from './queries.ts';

export type { UserJson } from '../../contract/resources.ts';

/** What a private profile hides from everyone but its owner: the bio and the social links. */
const HIDDEN_WHEN_PRIVATE = {
  bio: null,
  facebook: null,
  linkedin: null,
  instagram: null,
  twitter: null,
  pinterest: null,
  storefront_url: null,
} as const satisfies Partial<UserJson>;

export async function presentUsers(ctx: ReadContext, rows: readonly UserRow[]): Promise<UserJson[]> {
  const { db, viewerId } = ctx;
  const ids = rows.map((r) => r.id);
  // Batched whatever the number of users: one query per kind of fact.
  const [following, follows, jots] = await Promise.all([
    viewerId === null ? new Set<number>() : followedBy(db, viewerId, ids),
    followCounts(db, ids),
    visibleJotCounts(db, ids),
  ]);
  return rows.map((row) =>
    serializeUser(row, viewerId, following.has(row.id), follows.get(row.id) ?? { followers: 0, following: 0 }, jots.get(row.id) ?? 0),
  );
}

function serializeUser(row: UserRow, viewerId: number | null, isFollowing: boolean, counts: FollowCounts, jotsCount: number): UserJson {
  const self = viewerId === row.id;
  const hidden = row.is_private && !self;
  const json: UserJson = {
    ...jsonFields(row, USER_FIELDS),
    ...(hidden ? HIDDEN_WHEN_PRIVATE : {}),
    avatar: mediaUrl(row.avatar),
    avatar_width: row.avatar ? row.avatar_width : null,
    avatar_height: row.avatar ? row.avatar_height : null,
    avatar_renditions: row.avatar ? presentRenditions(row.avatar_renditions) : [],
    is_following: isFollowing,
    followers_count: counts.followers,
    following_count: counts.following,
    jots_count: jotsCount,
  };
  if (self) Object.assign(json, jsonFields(row, OWN_USER_FIELDS));
  return json;
}
