import { OWN_USER_FIELDS, USER_FIELDS, type UserJson } from '../../contract/resources.ts';
import { jsonFields } from '../../contract/json.ts';
import { mediaUrl } from '../../http/media.ts';
import { presentRenditions } from '../../images/stored-image.ts';
import type { ReadContext } from '../context.ts';
import { followedBy, type UserRow } from './queries.ts';

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
  // The counts come with the rows; whom the viewer follows is one query for all of them.
  const following = viewerId === null ? new Set<number>() : await followedBy(db, viewerId, rows.map((r) => r.id));
  return rows.map((row) => serializeUser(row, viewerId, following.has(row.id)));
}

function serializeUser(row: UserRow, viewerId: number | null, isFollowing: boolean): UserJson {
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
    followers_count: row.followers_count,
    following_count: row.following_count,
    jots_count: row.jots_count,
  };
  if (self) Object.assign(json, jsonFields(row, OWN_USER_FIELDS));
  return json;
}
