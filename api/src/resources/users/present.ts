import { mediaUrl } from '../../http/media.ts';
import { presentRenditions, type RenditionJson } from '../../images/stored-image.ts';
import type { ReadContext } from '../context.ts';
import { visibleJotCounts } from '../jots/queries.ts';
import { followCounts, followedBy, type FollowCounts, type UserRow } from './queries.ts';

/** The public profile; the private fields are present only when users look at themselves. */
export interface UserJson {
  id: number;
  name: string;
  avatar: string | null;
  avatar_width: number | null;
  avatar_height: number | null;
  /** Smaller copies of the avatar (WebP, and the original format below full width), narrowest first. */
  avatar_renditions: RenditionJson[];
  bio: string | null;
  facebook: string | null;
  linkedin: string | null;
  instagram: string | null;
  twitter: string | null;
  pinterest: string | null;
  storefront_url: string | null;
  is_private: boolean;
  is_company: boolean;
  is_expert: boolean;
  jot_level: number;
  is_following: boolean;
  /** The social counts of the author page: followers, followees, visible jots. */
  followers_count: number;
  following_count: number;
  jots_count: number;
  created_at: Date;
  email?: string;
  phone?: string | null;
  default_pod_id?: number | null;
}

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
  // A private profile hides its bio and social links from everyone but its owner.
  const hidden = row.is_private && !self;
  const visible = <T>(value: T): T | null => (hidden ? null : value);
  const json: UserJson = {
    id: row.id,
    name: row.name,
    avatar: mediaUrl(row.avatar),
    avatar_width: row.avatar ? row.avatar_width : null,
    avatar_height: row.avatar ? row.avatar_height : null,
    avatar_renditions: row.avatar ? presentRenditions(row.avatar_renditions) : [],
    bio: visible(row.bio),
    facebook: visible(row.facebook),
    linkedin: visible(row.linkedin),
    instagram: visible(row.instagram),
    twitter: visible(row.twitter),
    pinterest: visible(row.pinterest),
    storefront_url: visible(row.storefront_url),
    is_private: row.is_private,
    is_company: row.is_company,
    is_expert: row.is_expert,
    jot_level: row.jot_level,
    is_following: isFollowing,
    followers_count: counts.followers,
    following_count: counts.following,
    jots_count: jotsCount,
    created_at: row.created_at,
  };
  if (self) Object.assign(json, { email: row.email, phone: row.phone, default_pod_id: row.default_pod_id });
  return json;
}
